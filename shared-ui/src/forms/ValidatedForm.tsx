import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { FieldErrors } from './joi-validator';
import { FormStack } from './form-styles';
import { fieldId } from './TextField';

export interface ValidatedFormProps<Values extends object> {
  id: string;
  labelledBy: string;
  validate: (values: Values) => FieldErrors;
  onSubmit: (values: Values) => Promise<void>;
  /** Values to start from (a prefilled form); a failed submit keeps what the user typed. */
  initialValues?: Partial<Values>;
  /**
   * Called at every press of the submit button, before validation: the page clears the message of the previous
   * attempt (an error or « enregistré »), so that it never stays beside the outcome of this one.
   */
  onAttempt?: () => void;
  children: (values: Partial<Values>) => ReactNode;
}

/**
 * react-final-form with the page's accessibility rules: the browser's own bubbles are off
 * (French messages come from the joi schema) and a refused submit moves the focus to the first
 * field in error, so the user hears what to fix.
 */
export function ValidatedForm<Values extends object>({
  id,
  labelledBy,
  validate,
  onSubmit,
  initialValues,
  onAttempt,
  children,
}: ValidatedFormProps<Values>) {
  return (
    <Form<Values>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={validate}
      render={({ handleSubmit, form, values }) => (
        <FormStack
          id={id}
          noValidate
          aria-labelledby={labelledBy}
          onSubmit={(event) => {
            onAttempt?.();
            void handleSubmit(event);
            const { errors } = form.getState();
            const firstInvalid = form.getRegisteredFields().find((name) => typeof errors?.[name] === 'string');
            if (firstInvalid) document.getElementById(fieldId(id, firstInvalid))?.focus();
          }}
        >
          {children(values)}
        </FormStack>
      )}
    />
  );
}
