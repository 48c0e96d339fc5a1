/** RECEIPT-4: one batch of receipts stays below 8 MiB in all, after downscaling. */
export const RECEIPT_BATCH_LIMIT_BYTES = 8 * 1024 * 1024;

/** RECEIPT-4: the only accepted types. Listing them in `accept` makes phones convert HEIC photos to JPEG. */
export const RECEIPT_ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';
export const RECEIPT_PHOTO_ACCEPT = 'image/jpeg,image/png';

/** Downscale target: longest side, JPEG quality, and the size a photo should end under. */
export const DOWNSCALE = { maxSide: 2000, quality: 0.85, targetMB: 2 } as const;
