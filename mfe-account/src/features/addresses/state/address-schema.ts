import Joi from 'joi';
import { isTitle, TITLES, type Title, type UserInformation, type UserInformationFields } from 'shared-kit';
import { displayPhone, storedPhone } from 'shared-ui/display';
import { emailSchema, POSTAL_CODE_PATTERN, USER_INFORMATION_MAX as MAX } from 'shared-ui/forms';
import { ACCOUNT_FR } from '../../../messages/fr';
import { PHONE_PATTERN } from '../../profile/state/profile-schema';

const V = ACCOUNT_FR.validation;

/** The address form as the user fills it (spec §3 User information / address). */
export interface AddressValues {
  label: string;
  title: Title | '';
  firstName: string;
  lastName: string;
  address1: string;
  address2: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  newsletter: boolean;
}

export { POSTAL_CODE_MASK } from 'shared-ui/forms';

function required(message: string, max: number) {
  return Joi.string()
    .trim()
    .required()
    .max(max)
    .messages({ 'any.required': message, 'string.empty': message, 'string.max': V.tooLong });
}

export const addressSchema = Joi.object<AddressValues>({
  label: required(V.labelRequired, MAX.label),
  title: Joi.string()
    .valid(...TITLES)
    .required()
    .messages({ 'any.required': V.titleRequired, 'any.only': V.titleRequired, 'string.empty': V.titleRequired }),
  firstName: required(V.firstNameRequired, MAX.name),
  lastName: required(V.lastNameRequired, MAX.name),
  address1: required(V.address1Required, MAX.address),
  address2: Joi.string().allow('').trim().max(MAX.address).messages({ 'string.max': V.tooLong }),
  postalCode: Joi.string().required().pattern(POSTAL_CODE_PATTERN).messages({
    'any.required': V.postalCodeRequired,
    'string.empty': V.postalCodeRequired,
    'string.pattern.base': V.postalCodeInvalid,
  }),
  city: required(V.cityRequired, MAX.city),
  phone: Joi.string().required().pattern(PHONE_PATTERN).messages({
    'any.required': V.phoneRequired,
    'string.empty': V.phoneRequired,
    'string.pattern.base': V.phoneInvalid,
  }),
  email: emailSchema.messages({
    'any.required': V.emailRequired,
    'string.empty': V.emailRequired,
    'string.email': V.emailInvalid,
  }),
  newsletter: Joi.boolean(),
});

/** The provider's field names (CONTRACT.md user_information). */
export function toFields(values: AddressValues): UserInformationFields {
  return {
    user_defined_identifier: values.label.trim(),
    title: values.title === '' ? null : values.title,
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    address_1: values.address1.trim(),
    address_2: values.address2.trim() === '' ? null : values.address2.trim(),
    postal_code: values.postalCode,
    city: values.city.trim(),
    phone_number: storedPhone(values.phone),
    external_email: values.email.trim(),
    optin_to_newsletter: values.newsletter,
  };
}

export function fromAddress(address: UserInformation): AddressValues {
  return {
    label: address.user_defined_identifier ?? '',
    title: address.title ?? '',
    firstName: address.first_name ?? '',
    lastName: address.last_name ?? '',
    address1: address.address_1 ?? '',
    address2: address.address_2 ?? '',
    postalCode: address.postal_code ?? '',
    city: address.city ?? '',
    // Shown and edited one way, whoever saved it (an order stores digits only).
    phone: displayPhone(address.phone_number),
    email: address.external_email ?? '',
    newsletter: address.optin_to_newsletter === true,
  };
}

/** A new address starts from what the session knows about the user. */
export function blankAddress(
  user: { firstName: string; lastName: string; email: string; title: string | null; phone: string | null } | null,
): AddressValues {
  const title = user?.title;
  return {
    label: '',
    title: isTitle(title) ? title : '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    address1: '',
    address2: '',
    postalCode: '',
    city: '',
    phone: user?.phone && PHONE_PATTERN.test(user.phone) ? user.phone : '',
    email: user?.email ?? '',
    newsletter: false,
  };
}

/** What the list calls an address: its own name, else the street. */
export function addressLabel(address: Pick<UserInformation, 'user_defined_identifier' | 'address_1'>): string {
  return address.user_defined_identifier?.trim() || address.address_1 || '—';
}
