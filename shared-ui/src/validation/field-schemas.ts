import Joi from 'joi';
import { meetsPasswordRule, PASSWORD_MAX_LENGTH } from 'shared-kit/contracts';
import { FORMS_FR } from 'shared-ui/forms';

/**
 * The fields several forms share. Each is built when asked, its messages read from i18next then: a form's schema is
 * built in the language of the moment (joiValidator builds it again after a change), never when the module loads.
 */

/** A new password (signup, reset, change): required, and the site's one rule (shared-kit contracts, AUTH-8). */
export const newPasswordSchema = () =>
  Joi.string()
    .required()
    .max(PASSWORD_MAX_LENGTH)
    .custom((value: string, helpers) => (meetsPasswordRule(value) ? value : helpers.error('password.rules')))
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

export const emailSchema = () =>
  Joi.string()
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
