import type Joi from 'joi';

export type FieldErrors = Record<string, string>;

/**
 * Turns a joi schema into a react-final-form `validate`: one French message per field (the first
 * failing rule), keyed by field name. Messages come from the schema's `.messages()`.
 */
export function joiValidator<Values extends object>(schema: Joi.ObjectSchema<Values>) {
  return (values: Values): FieldErrors => {
    const { error } = schema.validate(values, { abortEarly: false, allowUnknown: false });
    const errors: FieldErrors = {};
    for (const detail of error?.details ?? []) {
      const field = detail.path[0];
      if (typeof field === 'string' && !(field in errors)) errors[field] = detail.message;
    }
    return errors;
  };
}
