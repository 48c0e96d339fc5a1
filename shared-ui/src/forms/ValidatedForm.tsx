import type { ReactNode } from 'react';
import { Form } from 'react-final-form';
import type { FieldErrors } from '../lib/joi-final-form';
import { FormStack } from './form-styles';
import { fieldId } from './TextField';

export interface AuthFormProps<Values extends object> {
  id: string;
  labelledBy: string;
  validate: (values: Values) => FieldErrors;
  onSubmit: (values: Values) => Promise<void>;
  children: (values: Partial<Values>) => ReactNode;
}

/**
 * react-final-form with the page's accessibility rules: the browser's own bubbles are off
 * (French messages come from the joi schema) and a refused submit moves the focus to the first
 * field in error, so the user hears what to fix.
 */
export function AuthForm<Values extends object>({ id, labelledBy, validate, onSubmit, children }: AuthFormProps<Values>) {
  return (
    <Form<Values>
      onSubmit={onSubmit}
      validate={validate}
      render={({ handleSubmit, form, values }) => (
        <FormStack
          id={id}
          noValidate
          aria-labelledby={labelledBy}
          onSubmit={(event) => {
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
