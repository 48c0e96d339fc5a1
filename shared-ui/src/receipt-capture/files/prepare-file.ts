import { receiptImageFits } from 'shared-kit/contracts';
import { RECEIPT_CAPTURE_FR } from '../messages';
import type { Downscaler } from './downscale';
import { readPictureSize } from './picture-size';
import { sniffReceiptFile, type ReceiptFileKind } from './sniff-file';

export type PreparedFile = { file: File; kind: ReceiptFileKind } | { refusal: string };

/**
 * A picked file as it will be sent (type checked, photo within the pixel ceiling of shared-kit's receipt-images, then
 * downscaled), or the French reason it is not.
 */
export async function prepareReceiptFile(picked: File, downscale: Downscaler): Promise<PreparedFile> {
  const kind = await sniffReceiptFile(picked);
  if (!kind) return { refusal: RECEIPT_CAPTURE_FR.wrongType(picked.name) };
  if (kind === 'pdf') return { file: picked, kind };
  // Before any decoding: the downscaler would try to draw the whole picture.
  const size = await readPictureSize(picked);
  if (!size) return { refusal: RECEIPT_CAPTURE_FR.unreadable(picked.name) };
  if (!receiptImageFits(size)) return { refusal: RECEIPT_CAPTURE_FR.tooManyPixels(picked.name, size) };
  try {
    return { file: await downscale(picked), kind };
  } catch {
    return { refusal: RECEIPT_CAPTURE_FR.unreadable(picked.name) };
  }
}

/** Object URLs for thumbnails; jsdom has none, so tests pass their own. */
export interface ObjectUrls {
  create: (file: File) => string;
  revoke: (url: string) => void;
}

export const browserObjectUrls: ObjectUrls = {
  create: (file) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : ''),
  revoke: (url) => {
    if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
  },
};
