import Joi from 'joi';
import { TITLES, type Title } from 'shared-kit';
import {
  emailSchema,
  FORMS_FR,
  PHONE_PATTERN,
  POSTAL_CODE_PATTERN,
  USER_INFORMATION_MAX as MAX,
} from 'shared-ui/forms';
import { GAME_FR } from '../../../messages/fr';

export { TITLES, type Title };

/** Choosing « a new address » rather than a saved one (step 2). */
export const NEW_ADDRESS = 'new';

export interface ParticipationValues {
  title?: Title;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  /** A saved address id, or NEW_ADDRESS. */
  addressChoice?: string;
  address1?: string;
  address2?: string;
  postalCode?: string;
  city?: string;
}

const v = GAME_FR.validation;
const required = (message: string, max: number) =>
  Joi.string()
    .trim()
    .required()
    .max(max)
    .messages({ 'any.required': message, 'string.empty': message, 'string.max': FORMS_FR.validation.tooLong });

/** Step 1, the winner's details (spec §2 Game 4 flow: step 1 user details). */
export const detailsSchema = Joi.object<ParticipationValues>({
  title: Joi.string()
    .valid(...TITLES)
    .required()
    .messages({ 'any.required': v.titleRequired, 'any.only': v.titleRequired, 'string.empty': v.titleRequired }),
  firstName: required(FORMS_FR.validation.firstNameRequired, MAX.name),
  lastName: required(FORMS_FR.validation.lastNameRequired, MAX.name),
  email: emailSchema,
  // French numbers, typed through the mask "## ## ## ## ##".
  phone: Joi.string().required().pattern(PHONE_PATTERN).messages({
    'any.required': v.phoneRequired,
    'string.empty': v.phoneRequired,
    'string.pattern.base': v.phoneInvalid,
  }),
}).unknown(true);

const newAddress = {
  address1: required(v.addressRequired, MAX.address),
  address2: Joi.string().trim().max(MAX.address).allow(''),
  postalCode: Joi.string().required().pattern(POSTAL_CODE_PATTERN).messages({
    'any.required': v.postalCodeRequired,
    'string.empty': v.postalCodeRequired,
    'string.pattern.base': v.postalCodeInvalid,
  }),
  city: required(v.cityRequired, MAX.city),
};

/** Step 2, the address: a saved one, or a new one with a 5-digit postal code. */
export const addressSchema = Joi.object<ParticipationValues>({
  addressChoice: Joi.string()
    .required()
    .messages({ 'any.required': v.addressChoiceRequired, 'string.empty': v.addressChoiceRequired }),
  ...Object.fromEntries(
    Object.entries(newAddress).map(([name, schema]) => [
      name,
      Joi.when('addressChoice', { is: NEW_ADDRESS, then: schema, otherwise: Joi.any() }),
    ]),
  ),
}).unknown(true);
