import { useField } from 'react-final-form';
import { FieldBlock, FieldError, Input, Label } from './form-styles';

export interface TextFieldProps {
  formId: string;
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  /** Ids of texts that describe the field (e.g. the password rules). */
  describedBy?: string;
}

export function fieldId(formId: string, name: string): string {
  return `${formId}-${name}`;
}

/**
 * A labelled input whose error shows once the field was left or a submit was tried, tied to the
 * input with aria-describedby so screen readers read it with the field.
 */
export function TextField({ formId, name, label, type = 'text', autoComplete, describedBy }: TextFieldProps) {
  const { input, meta } = useField<string>(name);
  const id = fieldId(formId, name);
  const errorId = `${id}-error`;
  const error = typeof meta.error === 'string' && (meta.touched || meta.submitFailed) ? meta.error : null;
  const describedByIds = [error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  return (
    <FieldBlock>
      <Label htmlFor={id}>{label}</Label>
      <Input
        {...input}
        id={id}
        type={type}
        autoComplete={autoComplete}
        required
        aria-invalid={error ? true : false}
        aria-describedby={describedByIds || undefined}
        autoCapitalize={type === 'text' ? 'words' : 'none'}
        spellCheck={false}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </FieldBlock>
  );
}
