import Joi from 'joi';
import {
  isTitle,
  TITLES,
  type SessionUser,
  type Title,
  type UserInformation,
  type UserInformationFields,
} from 'shared-kit';
import { storedPhone } from 'shared-ui/display';
import { emailSchema, PHONE_PATTERN, POSTAL_CODE_PATTERN, USER_INFORMATION_MAX as MAX } from 'shared-ui/forms';
import { ORDER_FR } from '../../../messages/order-fr';

/** Spec §3 Order form. */
export interface OrderFormValues {
  civility: Title;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  addressName: string;
  address1: string;
  address2?: string;
  zipcode: string;
  city: string;
  termsAccepted: boolean;
  newsletter: boolean;
  saveAddress: boolean;
}

export { PHONE_MASK } from 'shared-ui/forms';

const text = (required: string, max: number = MAX.name) =>
  Joi.string()
    .trim()
    .required()
    .max(max)
    .messages({ 'any.required': required, 'string.empty': required, 'string.max': ORDER_FR.validation.tooLong });

export const orderSchema = Joi.object<OrderFormValues>({
  civility: Joi.string()
    .valid(...TITLES)
    .required()
    .messages({
      'any.required': ORDER_FR.validation.civility,
      'any.only': ORDER_FR.validation.civility,
      'string.empty': ORDER_FR.validation.civility,
    }),
  email: emailSchema,
  firstName: text(ORDER_FR.validation.firstName),
  lastName: text(ORDER_FR.validation.lastName),
  phone: Joi.string().required().pattern(PHONE_PATTERN).messages({
    'any.required': ORDER_FR.validation.phone,
    'string.empty': ORDER_FR.validation.phone,
    'string.pattern.base': ORDER_FR.validation.phoneFormat,
  }),
  addressName: text(ORDER_FR.validation.addressName, MAX.label),
  address1: text(ORDER_FR.validation.address1, MAX.address),
  address2: Joi.string().trim().allow('').max(MAX.address).messages({ 'string.max': ORDER_FR.validation.tooLong }),
  zipcode: Joi.string().required().pattern(POSTAL_CODE_PATTERN).messages({
    'any.required': ORDER_FR.validation.zipcode,
    'string.empty': ORDER_FR.validation.zipcode,
    'string.pattern.base': ORDER_FR.validation.zipcodeFormat,
  }),
  city: text(ORDER_FR.validation.city, MAX.city),
  termsAccepted: Joi.boolean()
    .valid(true)
    .required()
    .messages({ 'any.required': ORDER_FR.validation.terms, 'any.only': ORDER_FR.validation.terms }),
  newsletter: Joi.boolean(),
  saveAddress: Joi.boolean(),
});

const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');
const maskedPhone = (value: string | null | undefined) =>
  digits(value)
    .slice(0, 10)
    .replace(/(\d{2})(?=\d)/g, '$1 ');

/** The fields an address brings to the form (the picker and the prefill use it). */
export function addressValues(address: UserInformation): Partial<OrderFormValues> {
  return {
    ...(address.title ? { civility: address.title } : {}),
    ...(address.first_name ? { firstName: address.first_name } : {}),
    ...(address.last_name ? { lastName: address.last_name } : {}),
    ...(address.external_email ? { email: address.external_email } : {}),
    ...(address.phone_number ? { phone: maskedPhone(address.phone_number) } : {}),
    addressName: address.user_defined_identifier ?? '',
    address1: address.address_1 ?? '',
    address2: address.address_2 ?? '',
    zipcode: address.postal_code ?? '',
    city: address.city ?? '',
  };
}

/** Prefill (issue 9): the session user, then the default address over it. */
export function prefillOrder(
  user: SessionUser | null,
  addresses: readonly UserInformation[],
): Partial<OrderFormValues> {
  const fromUser: Partial<OrderFormValues> = {
    email: user?.email ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phone: maskedPhone(user?.phone),
    ...(isTitle(user?.title) ? { civility: user.title } : {}),
    termsAccepted: false,
    newsletter: false,
    saveAddress: false,
  };
  const preferred = addresses.find((address) => address.is_default) ?? addresses[0];
  return preferred ? { ...fromUser, ...addressValues(preferred) } : fromUser;
}

/** What order_goody and createUserInformation receive (provider-sandbox/CONTRACT.md). */
export function toUserInformations(values: OrderFormValues): UserInformationFields {
  return {
    title: values.civility,
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    external_email: values.email.trim(),
    phone_number: storedPhone(values.phone),
    user_defined_identifier: values.addressName.trim(),
    address_1: values.address1.trim(),
    address_2: values.address2?.trim() ? values.address2.trim() : null,
    postal_code: values.zipcode,
    city: values.city.trim(),
    optin_to_newsletter: values.newsletter,
  };
}
