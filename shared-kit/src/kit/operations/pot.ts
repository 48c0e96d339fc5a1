import { kitErrors } from '../errors/kit-errors';
import type { PotAnswer, PotRefundsAnswer, TransferPayment } from '../types/provider-types';
import { optionalString, requireBoolean, requireNumericId, requireObject, requireString } from '../validation/rules';
import type { KitContext } from './kit-context';

/** KIT-8. */
export interface PaymentInformation {
  firstName: string;
  lastName: string;
  iban?: string;
  email?: string;
}

export interface TransferRequest extends PaymentInformation {
  rememberInformation: boolean;
}

/** KIT-8: first name, last name, and an iban or an e-mail to be paid on. */
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

/** KIT-8 (pot refunds need a numeric transferPaymentId). */
export function potOperations(ctx: KitContext) {
  const { api } = ctx;

  return {
    async getPot(): Promise<PotAnswer> {
      return api.request({ method: 'GET', path: '/api/fidmarques/v3/pot', auth: 'user' });
    },

    /** The same pot through the POST form of the v3 read (KIT-8 « GET and POST …/v3/pot »). */
    async requestPot(): Promise<PotAnswer> {
      return api.request({ method: 'POST', path: '/api/fidmarques/v3/pot', auth: 'user' });
    },

    /** The refunds of a transfer through the POST form of the v3 read; a numeric id as getPotRefunds. */
    async requestPotRefunds(transferPaymentId: number): Promise<PotRefundsAnswer> {
      const id = requireNumericId('transferPaymentId', transferPaymentId);
      return api.request({
        method: 'POST',
        path: '/api/fidmarques/v3/pot_refunds',
        auth: 'user',
        params: { transfer_payment_id: id },
      });
    },

    async getLoyaltyPot(): Promise<PotAnswer> {
      return api.request({ method: 'POST', path: '/api/kitv4/potv2', auth: 'user' });
    },

    async getPotRefunds(transferPaymentId: number): Promise<PotRefundsAnswer> {
      const id = requireNumericId('transferPaymentId', transferPaymentId);
      return api.request({
        method: 'GET',
        path: '/api/fidmarques/v3/pot_refunds',
        auth: 'user',
        params: { transfer_payment_id: id },
      });
    },

    async getLoyaltyPotRefunds(transferPaymentId: number): Promise<PotRefundsAnswer> {
      const id = requireNumericId('transferPaymentId', transferPaymentId);
      return api.request({
        method: 'POST',
        path: '/api/kitv4/pot_refunds',
        auth: 'user',
        params: { transfer_payment_id: id },
      });
    },

    /** Transfers the whole pot (1 star resold as fidzs = 1 cent). */
    async createTransferWithPaymentInformation(
      request: TransferRequest,
    ): Promise<{ transfer_payment: TransferPayment }> {
      const payment = paymentParams(request);
      const rememberInformation = requireBoolean('rememberInformation', request.rememberInformation);
      return api.request({
        method: 'POST',
        path: '/api/kitv4/transfer',
        auth: 'user',
        params: { ...payment, remember_information: rememberInformation },
      });
    },

    async forgetPaymentInformation(): Promise<{ forgotten: boolean }> {
      return api.request({ method: 'POST', path: '/api/kitv4/forget_payment_informations', auth: 'user' });
    },
  };
}

export type PotOperations = ReturnType<typeof potOperations>;
