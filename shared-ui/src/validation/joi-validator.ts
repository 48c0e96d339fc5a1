import type Joi from 'joi';
import { KIT_USER_MESSAGES, siteI18n } from 'shared-kit/core';
import { isSafeText } from 'shared-kit/contracts';

import type { FieldErrors } from 'shared-ui/forms';

export type { FieldErrors };

/** Passwords are the provider's business, whatever their characters; every other typed text is checked. */
const isPassword = (field: string) => /password/i.test(field);

/**
 * Turns a joi schema into a react-final-form `validate`: one message per field (the first failing rule), keyed by
 * field name. Messages come from the schema's `.messages()`, read from i18next when the schema is built: `schema`
 * builds it, once per language (a form checked after a language change says its messages in the new one). Every form
 * also refuses control and bidi-override characters in what is typed (shared-kit text-rules), as the servers do, so
 * the user is told before anything is sent.
 */
export function joiValidator<Values extends object>(schema: () => Joi.ObjectSchema<Values>) {
  let built: { language: string; schema: Joi.ObjectSchema<Values> } | null = null;
  const current = () => {
    const language = siteI18n().language;
    if (built?.language !== language) built = { language, schema: schema() };
    return built.schema;
  };
  return (values: Values): FieldErrors => {
    const errors: FieldErrors = {};
    for (const [field, value] of Object.entries(values)) {
      if (typeof value === 'string' && !isPassword(field) && !isSafeText(value))
        errors[field] = KIT_USER_MESSAGES.unsafeText;
    }
    const { error } = current().validate(values, { abortEarly: false, allowUnknown: false });
    for (const detail of error?.details ?? []) {
      const field = detail.path[0];
      if (typeof field === 'string' && !(field in errors)) errors[field] = detail.message;
    }
    return errors;
  };
}
