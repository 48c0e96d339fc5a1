import { RECEIPT_BATCH_LIMIT_BYTES, type ReceiptCaptureController } from 'shared-ui/receipt-capture';
import { GAME_FR } from '../../../messages/fr';

/**
 * Spec §5: validating the code needs at least one receipt group (each with a file), a total
 * strictly below 8 MiB and the terms accepted — all three. Returns what is still missing.
 */
export function missingConditions(
  capture: Pick<ReceiptCaptureController, 'groups' | 'totalBytes'>,
  termsAccepted: boolean,
): string[] {
  const missing: string[] = [];
  const hasReceipt = capture.groups.length > 0 && capture.groups.every((group) => group.files.length > 0);
  if (!hasReceipt) missing.push(GAME_FR.play.missingReceipt);
  if (capture.totalBytes >= RECEIPT_BATCH_LIMIT_BYTES) missing.push(GAME_FR.play.missingSize);
  if (!termsAccepted) missing.push(GAME_FR.play.missingTerms);
  return missing;
}
