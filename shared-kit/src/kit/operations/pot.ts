import { kitErrors } from '../errors/kit-errors';
import { optionalString, requireObject, requireString } from '../validation/rules';
import type { KitContext } from './kit-context';
import type { PotRequests } from './pot-requests';

/** Spec §3 "Payment info". */
export interface PaymentInformation {
  firstName: string;
  lastName: string;
  iban?: string;
  email?: string;
}

export interface TransferRequest extends PaymentInformation {
  rememberInformation: boolean;
}

/** Spec §5: first name, last name, and an iban or an e-mail to be paid on. */
export function paymentParams(value: unknown): Record<string, string | undefined> {
  const fields = requireObject('paymentInformation', value);
  const firstName = requireString('firstName', fields.firstName);
  const lastName = requireString('lastName', fields.lastName);
  const iban = optionalString('iban', fields.iban);
  const email = optionalString('email', fields.email);
  if (!iban?.trim() && !email?.trim())
    throw kitErrors.invalidParameter('iban', 'blank', 'an iban or an email is needed');
  return { first_name: firstName, last_name: lastName, iban, email };
}

/**
 * Spec §3 "Transfer payment" / §5. The cash pot is no page of this site: its requests load on their first use
 * (`pot-requests.ts`), so the kit that every page loads first stays small.
 */
export function potOperations(ctx: KitContext): PotRequests {
  const requests = () => import('./pot-requests').then((module) => module.potRequests(ctx));
  return {
    getPot: async () => (await requests()).getPot(),
    requestPot: async () => (await requests()).requestPot(),
    requestPotRefunds: async (transferPaymentId) => (await requests()).requestPotRefunds(transferPaymentId),
    getLoyaltyPot: async () => (await requests()).getLoyaltyPot(),
    getPotRefunds: async (transferPaymentId) => (await requests()).getPotRefunds(transferPaymentId),
    getLoyaltyPotRefunds: async (transferPaymentId) => (await requests()).getLoyaltyPotRefunds(transferPaymentId),
    createTransferWithPaymentInformation: async (request) =>
      (await requests()).createTransferWithPaymentInformation(request),
    forgetPaymentInformation: async () => (await requests()).forgetPaymentInformation(),
  };
}

export type PotOperations = PotRequests;
