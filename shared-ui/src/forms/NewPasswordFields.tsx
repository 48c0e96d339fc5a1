import { useState } from 'react';
import { PasswordRules } from './PasswordRules';
import { ShowPasswords } from './ShowPasswords';
import { TextField } from './TextField';

interface NewPasswordFieldsProps {
  formId: string;
  /** Field names and labels of the password and its confirmation. */
  name: string;
  label: string;
  confirmationName: string;
  confirmationLabel: string;
  /** The password typed so far: the rules tick as it grows. */
  value: string | undefined;
}

/**
 * A new password, its rules and its confirmation, with one "show" switch for both: the same block
 * at signup and when setting a password from the mailed link.
 */
export function NewPasswordFields({
  formId,
  name,
  label,
  confirmationName,
  confirmationLabel,
  value,
}: NewPasswordFieldsProps) {
  const [showPasswords, setShowPasswords] = useState(false);
  const type = showPasswords ? 'text' : 'password';
  const rulesId = `${formId}-password-rules`;
  return (
    <>
      <TextField
        formId={formId}
        name={name}
        type={type}
        label={label}
        autoComplete="new-password"
        describedBy={rulesId}
      />
      <PasswordRules id={rulesId} value={value} />
      <TextField
        formId={formId}
        name={confirmationName}
        type={type}
        label={confirmationLabel}
        autoComplete="new-password"
      />
      <ShowPasswords checked={showPasswords} onChange={setShowPasswords} />
    </>
  );
}
