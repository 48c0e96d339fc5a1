import { isTitle, type SessionUser } from 'shared-kit/core';
import type { Title, UserInformation, UserInformationFields } from 'shared-kit';
import { displayPhone, storedPhone } from '../../display/phone';
import { PHONE_PATTERN } from '../field-rules';

/**
 * The user information (a name, a phone, an address) as every form of the site holds it: the account's addresses,
 * the order and the winner's participation use these names, and only this module speaks the provider's
 * (provider-sandbox CONTRACT.md user_information). The phone is held as the mask shows it (« 06 12 34 56 78 »),
 * stored as digits (`storedPhone`) and read back through `displayPhone`, whichever form saved it.
 */
export interface UserInformationValues {
  title: Title | '';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The address's own name (« Maison »): user_defined_identifier. */
  label: string;
  address1: string;
  address2: string;
  postalCode: string;
  city: string;
  newsletter: boolean;
}

export type UserInformationField = keyof UserInformationValues;

/** Who receives it. */
export const CONTACT_FIELDS = ['title', 'firstName', 'lastName', 'email', 'phone'] as const;
/** Where it goes; the game's participation asks for it without a name. */
export const ADDRESS_FIELDS = ['label', 'address1', 'address2', 'postalCode', 'city'] as const;

export const BLANK_USER_INFORMATION: UserInformationValues = {
  title: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  label: '',
  address1: '',
  address2: '',
  postalCode: '',
  city: '',
  newsletter: false,
};

const trimmed = (value: string) => value.trim();
const TO_PROVIDER: {
  [F in UserInformationField]: (fields: UserInformationFields, value: UserInformationValues[F]) => void;
} = {
  title: (fields, value) => void (fields.title = value === '' ? null : value),
  firstName: (fields, value) => void (fields.first_name = trimmed(value)),
  lastName: (fields, value) => void (fields.last_name = trimmed(value)),
  email: (fields, value) => void (fields.external_email = trimmed(value)),
  phone: (fields, value) => void (fields.phone_number = storedPhone(value)),
  label: (fields, value) => void (fields.user_defined_identifier = trimmed(value)),
  address1: (fields, value) => void (fields.address_1 = trimmed(value)),
  address2: (fields, value) => void (fields.address_2 = trimmed(value) === '' ? null : trimmed(value)),
  postalCode: (fields, value) => void (fields.postal_code = value),
  city: (fields, value) => void (fields.city = trimmed(value)),
  newsletter: (fields, value) => void (fields.optin_to_newsletter = value),
};

/** What the provider receives: the fields a form holds, each in the provider's name and format. */
export function toUserInformationFields(values: Partial<UserInformationValues>): UserInformationFields {
  const fields: UserInformationFields = {};
  for (const name of Object.keys(TO_PROVIDER) as UserInformationField[]) {
    const value = values[name];
    if (value === undefined) continue;
    (TO_PROVIDER[name] as (target: UserInformationFields, value: unknown) => void)(fields, value);
  }
  return fields;
}

/** A saved address as the forms show it: every field filled, the phone as the mask writes it. */
export function fromUserInformation(address: UserInformationFields): UserInformationValues {
  return {
    title: isTitle(address.title) ? address.title : '',
    firstName: address.first_name ?? '',
    lastName: address.last_name ?? '',
    email: address.external_email ?? '',
    phone: displayPhone(address.phone_number),
    label: address.user_defined_identifier ?? '',
    address1: address.address_1 ?? '',
    address2: address.address_2 ?? '',
    postalCode: address.postal_code ?? '',
    city: address.city ?? '',
    newsletter: address.optin_to_newsletter === true,
  };
}

/** A new form starts from what the session knows of the user, so a logged-in user rarely types a name. */
export function userInformationFromSession(
  user: Pick<SessionUser, 'title' | 'firstName' | 'lastName' | 'email' | 'phone'> | null,
): UserInformationValues {
  if (!user) return { ...BLANK_USER_INFORMATION };
  return {
    ...BLANK_USER_INFORMATION,
    title: isTitle(user.title) ? user.title : '',
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    // A number the form would refuse is left for the user to type rather than shown as an error they did not make.
    phone: PHONE_PATTERN.test(displayPhone(user.phone)) ? displayPhone(user.phone) : '',
  };
}

/**
 * A saved address picked into a form being filled: its address replaces the form's, and its contact fields
 * replace the typed ones only where the address has them (an address saved without a phone keeps the typed one).
 * `contact: false` takes its address alone: the game's winner confirmed who they are at the step before.
 */
export function withSavedAddress<V extends Partial<UserInformationValues>>(
  current: V,
  address: UserInformation,
  { contact = true }: { contact?: boolean } = {},
): V {
  const saved = fromUserInformation(address);
  const next: Partial<UserInformationValues> = { ...current };
  for (const name of ADDRESS_FIELDS) next[name] = saved[name];
  if (contact)
    for (const name of CONTACT_FIELDS) if (saved[name] !== '') (next as Record<string, unknown>)[name] = saved[name];
  return next as V;
}

/** Emptied address fields (« Saisir une nouvelle adresse »): who receives it stays. */
export function withoutAddress<V extends Partial<UserInformationValues>>(current: V): V {
  const next: Partial<UserInformationValues> = { ...current };
  for (const name of ADDRESS_FIELDS) next[name] = '';
  return next as V;
}

/** What a list calls an address: its own name, else the street. */
export function addressLabel(address: Pick<UserInformationFields, 'user_defined_identifier' | 'address_1'>): string {
  return address.user_defined_identifier?.trim() || address.address_1 || '—';
}
