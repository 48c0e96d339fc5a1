import type Joi from 'joi';
import { KIT_USER_MESSAGES } from 'shared-kit/core';
import { isSafeText } from 'shared-kit/contracts';

import type { FieldErrors } from 'shared-ui/forms';

export type { FieldErrors };

/** Passwords are the provider's business, whatever their characters; every other typed text is checked. */
const isPassword = (field: string) => /password/i.test(field);

/**
 * Turns a joi schema into a react-final-form `validate`: one French message per field (the first
 * failing rule), keyed by field name. Messages come from the schema's `.messages()`. Every form
 * also refuses control and bidi-override characters in what is typed (shared-kit text-rules), as
 * the servers do, so the user is told before anything is sent.
 */
export function joiValidator<Values extends object>(schema: Joi.ObjectSchema<Values>) {
  return (values: Values): FieldErrors => {
    const errors: FieldErrors = {};
    for (const [field, value] of Object.entries(values)) {
      if (typeof value === 'string' && !isPassword(field) && !isSafeText(value))
        errors[field] = KIT_USER_MESSAGES.unsafeText;
    }
    const { error } = schema.validate(values, { abortEarly: false, allowUnknown: false });
    for (const detail of error?.details ?? []) {
      const field = detail.path[0];
      if (typeof field === 'string' && !(field in errors)) errors[field] = detail.message;
    }
    return errors;
  };
}
