import Joi from 'joi';
import { FORMS_FR, meetsPasswordRules, PASSWORD_MAX_LENGTH } from 'shared-ui/forms';

/** A new password (signup, reset): required, and every rule of PASSWORD_RULES. */
export const newPasswordSchema = Joi.string()
  .required()
  .max(PASSWORD_MAX_LENGTH)
  .custom((value: string, helpers) => (meetsPasswordRules(value) ? value : helpers.error('password.rules')))
  .messages({
    'any.required': FORMS_FR.validation.passwordRequired,
    'string.empty': FORMS_FR.validation.passwordRequired,
    'string.max': FORMS_FR.validation.tooLong,
    'password.rules': FORMS_FR.validation.passwordRules,
  });

/** The confirmation must repeat the field `of` exactly. */
export function confirmationSchema(of: string) {
  return Joi.any().required().valid(Joi.ref(of)).messages({
    'any.required': FORMS_FR.validation.confirmationRequired,
    'any.only': FORMS_FR.validation.confirmationMismatch,
  });
}

export const emailSchema = Joi.string()
  .trim()
  .required()
  .max(254)
  // The TLD list is not shipped to browsers: any syntactically valid domain is accepted.
  .email({ tlds: { allow: false } })
  .messages({
    'any.required': FORMS_FR.validation.emailRequired,
    'string.empty': FORMS_FR.validation.emailRequired,
    'string.email': FORMS_FR.validation.emailInvalid,
    'string.max': FORMS_FR.validation.tooLong,
  });
