import { RECEIPT_BATCH_LIMIT_BYTES, type ReceiptCaptureController } from 'shared-ui/receipt-capture';
import { GAME_FR } from '../../../messages/fr';

export interface MissingCondition {
  key: 'code' | 'receipt' | 'size' | 'terms';
  text: string;
}

/**
 * An empty code is listed but does not disable « Valider »: pressing it then says GAME-BURN-2's « Aucun code n’a été
 * indiqué » on the field itself, which a disabled button could never do.
 */
export function blocksValidation(missing: readonly MissingCondition[]): boolean {
  return missing.some((condition) => condition.key !== 'code');
}

/**
 * GAME-CODE-2: the code must not be empty, and validating it needs at least one receipt group (each with a file), a total
 * strictly below 8 MiB and the terms accepted. Returns what is still missing, in the order of the page.
 */
export function missingConditions(
  capture: Pick<ReceiptCaptureController, 'groups' | 'totalBytes'>,
  termsAccepted: boolean,
  code: string,
): MissingCondition[] {
  const missing: MissingCondition[] = [];
  if (code.trim() === '') missing.push({ key: 'code', text: GAME_FR.play.missingCode });
  const hasReceipt = capture.groups.length > 0 && capture.groups.every((group) => group.files.length > 0);
  if (!hasReceipt) missing.push({ key: 'receipt', text: GAME_FR.play.missingReceipt });
  if (capture.totalBytes >= RECEIPT_BATCH_LIMIT_BYTES) missing.push({ key: 'size', text: GAME_FR.play.missingSize });
  if (!termsAccepted) missing.push({ key: 'terms', text: GAME_FR.play.missingTerms });
  return missing;
}
