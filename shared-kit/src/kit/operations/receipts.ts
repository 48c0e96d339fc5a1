import type { Receipt } from '../types/provider-types';
import { optionalString, requireObject, requireString } from '../validation/rules';
import type { KitContext } from './kit-context';

export interface PurchaseClaim {
  purchaseId: string;
  ean: string;
  cardIdentifier?: string;
}

export interface ReceiptReport {
  receiptUuid: string;
  message: string;
}

/** RECEIPT-5 (claimOnPurchase, reportOnReceipt). */
export function receiptOperations(ctx: KitContext) {
  const { api } = ctx;

  async function onReceipt(action: string, receiptUuid: string, extra: Record<string, unknown> = {}): Promise<Receipt> {
    const uuid = requireString('receiptUuid', receiptUuid);
    const answer = await api.request<{ receipt: Receipt }>({
      method: 'POST',
      path: `/api/kitv4/receipts/${action}`,
      auth: 'user',
      params: { receipt_uuid: uuid, ...extra },
    });
    return answer.receipt;
  }

  return {
    async getPendingReceipts(): Promise<Receipt[]> {
      const answer = await api.request<{ receipts: Receipt[] }>({
        method: 'GET',
        path: '/api/kitv4/pending_receipts',
        auth: 'user',
      });
      return answer.receipts;
    },

    /** Every receipt of the user, newest first (the declarations history). */
    async getReceipts(): Promise<Receipt[]> {
      const answer = await api.request<{ receipts: Receipt[] }>({
        method: 'GET',
        path: '/api/kitv4/receipts',
        auth: 'user',
      });
      return answer.receipts;
    },

    async getReceipt(receiptUuid: string): Promise<Receipt> {
      const uuid = requireString('receiptUuid', receiptUuid);
      const answer = await api.request<{ receipt: Receipt }>({
        method: 'GET',
        path: `/api/kitv4/receipts/${encodeURIComponent(uuid)}`,
        auth: 'user',
      });
      return answer.receipt;
    },

    cancelReceipt: (receiptUuid: string) => onReceipt('cancel', receiptUuid),
    skipReceiptValidation: (receiptUuid: string) => onReceipt('skip_validation', receiptUuid),
    showReceiptReview: (receiptUuid: string) => onReceipt('show_review', receiptUuid),
    validateReceiptReview: (receiptUuid: string) => onReceipt('review_claims', receiptUuid),
    /** The optional message goes with the claim's support ticket. */
    async claimOnReceipt(receiptUuid: string, message?: string): Promise<Receipt> {
      const text = optionalString('message', message);
      return onReceipt('claim_on_receipt', receiptUuid, text === undefined ? {} : { message: text });
    },

    async claimOnPurchase(claim: PurchaseClaim): Promise<{ claim: Record<string, unknown> }> {
      const fields = requireObject('claim', claim);
      return api.request({
        method: 'POST',
        path: '/api/kitv4/receipts/claim_on_purchase',
        auth: 'user',
        params: {
          purchase_id: requireString('purchaseId', fields.purchaseId),
          ean: requireString('ean', fields.ean),
          card_identifier:
            fields.cardIdentifier === undefined ? undefined : requireString('cardIdentifier', fields.cardIdentifier),
        },
      });
    },

    async reportOnReceipt(report: ReceiptReport): Promise<{ reported: boolean }> {
      const fields = requireObject('report', report);
      return api.request({
        method: 'POST',
        path: '/api/kitv4/receipts/report_user_feedback',
        auth: 'user',
        params: {
          receipt_uuid: requireString('receiptUuid', fields.receiptUuid),
          message: requireString('message', fields.message),
        },
      });
    },
  };
}

export type ReceiptOperations = ReturnType<typeof receiptOperations>;
