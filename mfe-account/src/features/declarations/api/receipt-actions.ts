import type { SiteKit } from 'shared-kit';

/** RECEIPT-5: only a pending receipt can be cancelled (else receipt_not_replaceable). */
export function cancelReceipt(kit: SiteKit, uuid: string) {
  return kit.cancelReceipt(uuid);
}

/** « Contester »: a claim on a refused receipt, with the user's message (CONTRACT.md claim_on_receipt). */
export function contestReceipt(kit: SiteKit, uuid: string, message: string) {
  return kit.claimOnReceipt(uuid, message);
}

/** « Signaler un problème »: a user feedback on the receipt (RECEIPT-5 reportOnReceipt). */
export function reportReceiptProblem(kit: SiteKit, uuid: string, message: string) {
  return kit.reportOnReceipt({ receiptUuid: uuid, message });
}
