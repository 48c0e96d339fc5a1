import Joi from 'joi';
import { TITLES } from 'shared-kit/core';
import {
  FORMS_FR,
  PHONE_PATTERN,
  POSTAL_CODE_PATTERN,
  USER_INFORMATION_FR,
  USER_INFORMATION_MAX as MAX,
  type UserInformationField,
} from 'shared-ui/forms';
import { emailSchema, personNameSchema } from './field-schemas';

const V = USER_INFORMATION_FR.validation;

const text = (required: string, max: number) =>
  Joi.string()
    .trim()
    .required()
    .max(max)
    .messages({ 'any.required': required, 'string.empty': required, 'string.max': FORMS_FR.validation.tooLong });

/** One rule per field, the same in every form (lengths are the provider's own), its messages read as it is built. */
export const userInformationRules = (): Readonly<Record<UserInformationField, Joi.Schema>> => ({
  title: Joi.string()
    .valid(...TITLES)
    .required()
    .messages({ 'any.required': V.titleRequired, 'any.only': V.titleRequired, 'string.empty': V.titleRequired }),
  firstName: personNameSchema(FORMS_FR.validation.firstNameRequired, MAX.name),
  lastName: personNameSchema(FORMS_FR.validation.lastNameRequired, MAX.name),
  email: emailSchema(),
  phone: Joi.string().required().pattern(PHONE_PATTERN).messages({
    'any.required': V.phoneRequired,
    'string.empty': V.phoneRequired,
    'string.pattern.base': V.phoneInvalid,
  }),
  label: text(V.labelRequired, MAX.label),
  address1: text(V.address1Required, MAX.address),
  address2: Joi.string().trim().allow('').max(MAX.address).messages({ 'string.max': FORMS_FR.validation.tooLong }),
  postalCode: Joi.string().required().pattern(POSTAL_CODE_PATTERN).messages({
    'any.required': V.postalCodeRequired,
    'string.empty': V.postalCodeRequired,
    'string.pattern.base': V.postalCodeInvalid,
  }),
  city: text(V.cityRequired, MAX.city),
  newsletter: Joi.boolean(),
});

/** The rules of the fields a form asks for, as a joi object the form extends with its own (terms, choices…). */
export function userInformationSchema(fields: readonly UserInformationField[]): Joi.ObjectSchema {
  const rules = userInformationRules();
  return Joi.object(Object.fromEntries(fields.map((name) => [name, rules[name]])));
}
