/**
 * The largest picture a receipt may be, in pixels, for the site's capture (checked before a photo is decoded or
 * sent) and for the provider (checked before a file is accepted). A few bytes can declare a picture of billions of
 * pixels (a 51 kB PNG of 100 000 × 100 000): decoding it would take gigabytes on a phone, a server or any reader of
 * the stored file. The ceiling is far above what a receipt needs (a 50-megapixel phone photo fits) and is read from
 * the file's header, never by decoding it.
 */
export const RECEIPT_IMAGE_MAX_SIDE = 12_000;
export const RECEIPT_IMAGE_MAX_PIXELS = 60_000_000;

export interface PictureSize {
  width: number;
  height: number;
}

export function receiptImageFits({ width, height }: PictureSize): boolean {
  return (
    width > 0 &&
    height > 0 &&
    width <= RECEIPT_IMAGE_MAX_SIDE &&
    height <= RECEIPT_IMAGE_MAX_SIDE &&
    width * height <= RECEIPT_IMAGE_MAX_PIXELS
  );
}

/** « 100 000 × 100 000 », as French readers write it. */
export function formatPictureSize({ width, height }: PictureSize): string {
  const number = (value: number) => value.toLocaleString('fr-FR').replace(/\s/g, '\u00a0');
  return `${number(width)}\u00a0×\u00a0${number(height)}`;
}
