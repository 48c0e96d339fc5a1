import Joi from 'joi';
import {
  EMAIL_MAX_LENGTH,
  IDENTIFIER_ERRORS,
  identifierEmail,
  meetsPasswordRule,
  PASSWORD_MAX_LENGTH,
  personName,
} from 'shared-kit/contracts';
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

/** An e-mail that names an account: the identifiers' one rule (normalised, no invisible character, one script). */
export const emailSchema = () =>
  Joi.string()
    .trim()
    .required()
    .custom(identifierEmail)
    .max(EMAIL_MAX_LENGTH)
    // The TLD list is not shipped to browsers: any syntactically valid domain is accepted.
    .email({ tlds: { allow: false } })
    .messages({
      'any.required': FORMS_FR.validation.emailRequired,
      'string.empty': FORMS_FR.validation.emailRequired,
      'string.email': FORMS_FR.validation.emailInvalid,
      'string.max': FORMS_FR.validation.tooLong,
      [IDENTIFIER_ERRORS.invisible]: FORMS_FR.validation.emailInvisible,
      [IDENTIFIER_ERRORS.mixed_scripts]: FORMS_FR.validation.emailMixedScripts,
    });

/** A first or last name: required, at most `max` characters, and at least one letter (never only blanks or emoji). */
export const personNameSchema = (requiredMessage: string, max: number) =>
  Joi.string()
    .trim()
    .required()
    .max(max)
    .custom(personName)
    .messages({
      'any.required': requiredMessage,
      'string.empty': requiredMessage,
      'string.max': FORMS_FR.validation.tooLong,
      [IDENTIFIER_ERRORS.nameWithoutLetter]: FORMS_FR.validation.nameWithoutLetter,
    });
