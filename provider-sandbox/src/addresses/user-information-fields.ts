import Joi from 'joi';

/** Spec §3 "User information / address": named fields, plus free-form ones kept as given. */
export const KNOWN_FIELDS = {
  user_defined_identifier: Joi.string().trim().max(100).allow(''),
  address_1: Joi.string().trim().max(200).allow(''),
  address_2: Joi.string().trim().max(200).allow('', null),
  postal_code: Joi.string().trim().max(20).allow(''),
  city: Joi.string().trim().max(100).allow(''),
  title: Joi.string().valid('Mr', 'Mme', 'N/A').allow(null),
  first_name: Joi.string().trim().max(100).allow(''),
  last_name: Joi.string().trim().max(100).allow(''),
  phone_number: Joi.string().trim().max(30).allow(''),
  external_email: Joi.string().trim().email({ tlds: false }).max(254).allow(''),
  optin_to_newsletter: Joi.boolean(),
};

const freeFormValue = Joi.alternatives(Joi.string().max(1000), Joi.number(), Joi.boolean(), Joi.valid(null));

export const userInformationFields = Joi.object(KNOWN_FIELDS).pattern(/^[a-z][a-z0-9_]{0,63}$/, freeFormValue);

/** An order ships to a person: these fields are needed (CONTRACT.md order_goody). */
export const ORDER_REQUIRED_FIELDS = [
  'title',
  'first_name',
  'last_name',
  'address_1',
  'postal_code',
  'city',
  'phone_number',
  'external_email',
] as const;

export const orderUserInformations = userInformationFields.fork([...ORDER_REQUIRED_FIELDS], (field) =>
  field.required().invalid(''),
);
