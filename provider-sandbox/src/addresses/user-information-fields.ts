import Joi from 'joi';
import { freeLine } from '../http/free-text';

/** USER-INFO-1: named fields, plus free-form ones kept as given. */
export const KNOWN_FIELDS = {
  user_defined_identifier: freeLine().trim().max(100).allow(''),
  address_1: freeLine().trim().max(200).allow(''),
  address_2: freeLine().trim().max(200).allow('', null),
  postal_code: freeLine().trim().max(20).allow(''),
  city: freeLine().trim().max(100).allow(''),
  title: Joi.string().valid('Mr', 'Mme', 'N/A').allow(null),
  first_name: freeLine().trim().max(100).allow(''),
  last_name: freeLine().trim().max(100).allow(''),
  phone_number: freeLine().trim().max(30).allow(''),
  external_email: Joi.string().trim().email({ tlds: false }).max(254).allow(''),
  optin_to_newsletter: Joi.boolean(),
};

const freeFormValue = Joi.alternatives(freeLine().max(1000), Joi.number(), Joi.boolean(), Joi.valid(null));

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
