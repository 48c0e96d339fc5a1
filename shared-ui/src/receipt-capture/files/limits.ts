/** RECEIPT-4: one batch of receipts stays below 8 MiB in all, after downscaling. */
export const RECEIPT_BATCH_LIMIT_BYTES = 8 * 1024 * 1024;

/** RECEIPT-4: the only accepted types. Listing them in `accept` makes phones convert HEIC photos to JPEG. */
export const RECEIPT_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';
export const RECEIPT_PHOTO_ACCEPT = 'image/jpeg,image/png';

/** Downscale target: longest side, JPEG quality, and the size a photo should end under. */
export const DOWNSCALE = { maxSide: 2000, quality: 0.85, targetMB: 2 } as const;

const mebibyte = 1024 * 1024;

/** "1,2 Mo" — French decimal comma, Mo as French users read it, never cut from its number (no-break space). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes}\u00a0o`;
  if (bytes < mebibyte) return `${Math.max(1, Math.round(bytes / 1024))}\u00a0Ko`;
  return `${(bytes / mebibyte).toLocaleString('fr-FR', { maximumFractionDigits: 1 })}\u00a0Mo`;
}
