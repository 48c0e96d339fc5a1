import Joi from 'joi';
import type { SessionUser, UserInformation, UserInformationFields } from 'shared-kit';
import {
  ADDRESS_FIELDS,
  CONTACT_FIELDS,
  toUserInformationFields,
  userInformationFromSession,
  withSavedAddress,
  type UserInformationValues,
} from 'shared-ui/forms';
import { userInformationSchema } from 'shared-ui/validation';
import { ORDER_FR } from '../../../messages/order-fr';

/** The order form: the site's user information (shared-ui/forms), the shop's terms and « Enregistrer cette adresse ». */
export interface OrderFormValues extends UserInformationValues {
  termsAccepted: boolean;
  saveAddress: boolean;
}

export const orderSchema = () =>
  userInformationSchema([...CONTACT_FIELDS, ...ADDRESS_FIELDS, 'newsletter']).keys({
    termsAccepted: Joi.boolean()
      .valid(true)
      .required()
      .messages({ 'any.required': ORDER_FR.validation.terms, 'any.only': ORDER_FR.validation.terms }),
    saveAddress: Joi.boolean(),
  });

/** Prefill: the session user, then the default address (else the first saved) over it. */
export function prefillOrder(user: SessionUser | null, addresses: readonly UserInformation[]): OrderFormValues {
  const fromUser: OrderFormValues = {
    ...userInformationFromSession(user),
    termsAccepted: false,
    saveAddress: false,
  };
  const preferred = addresses.find((address) => address.is_default) ?? addresses[0];
  return preferred ? withSavedAddress(fromUser, preferred) : fromUser;
}

/**
 * The saved address the form holds now, if any: the one whose name and address fields it carries word for word. The
 * picker shows it chosen (the default address the form starts from, a pick, a draft brought back), and « Saisir une
 * nouvelle adresse » as soon as one of those fields is typed over or emptied.
 */
export function savedAddressIn(
  values: Partial<OrderFormValues>,
  addresses: readonly UserInformation[],
): UserInformation | null {
  return (
    addresses.find((address) => {
      const saved = withSavedAddress<Partial<UserInformationValues>>({}, address);
      return ADDRESS_FIELDS.every((field) => (values[field] ?? '') === (saved[field] ?? ''));
    }) ?? null
  );
}

/** What order_goody and createUserInformation receive (provider-sandbox/CONTRACT.md). */
export function toUserInformations(values: OrderFormValues): UserInformationFields {
  const { termsAccepted: _terms, saveAddress: _save, ...userInformation } = values;
  return toUserInformationFields(userInformation);
}
