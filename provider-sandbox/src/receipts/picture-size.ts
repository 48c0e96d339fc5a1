import { imageSizeFromFile } from 'image-size/fromFile';
import { formatPictureSize, receiptImageFits, RECEIPT_IMAGE_MAX_SIDE } from 'shared-kit/contracts';
import { apiError } from '../http/errors';
import type { ReceivedFile } from './multipart';

/**
 * A picture is accepted only once its size in pixels, read from its header (image-size reads at most the first
 * 512 kB, never decodes), is within the site's ceiling (shared-kit receipt-images): a few bytes can declare billions
 * of pixels that every reader of the stored file would have to decode. PDFs are not pictures.
 */
export async function assertPictureFits(file: ReceivedFile): Promise<void> {
  if (!file.contentType.startsWith('image/')) return;
  let size: { width: number; height: number };
  try {
    size = await imageSizeFromFile(file.path);
  } catch {
    throw apiError(415, 'unreadable_image', 'Cette image n’a pas pu être lue. Merci d’en choisir une autre.');
  }
  if (!receiptImageFits(size)) {
    throw apiError(
      422,
      'image_too_large',
      `Cette image est trop grande (${formatPictureSize(size)} pixels). Merci d’en choisir une plus petite.`,
      `at most ${RECEIPT_IMAGE_MAX_SIDE} px a side and 60 megapixels`,
    );
  }
}
