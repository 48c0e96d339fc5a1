import type { PictureSize } from 'shared-kit/contracts';
import { readHead } from './sniff-file';

/** Far more than a JPEG's frame header sits behind (its APP segments, EXIF included, are 64 kB each at most). */
const HEADER_BYTES = 512 * 1024;

/**
 * A photo's size in pixels, read from its header (image-size's PNG and JPEG readers, loaded with the first photo
 * picked), never by decoding it: a few bytes can declare billions of pixels, which a phone would die decoding. Null
 * when the header does not say.
 */
export async function readPictureSize(file: File): Promise<PictureSize | null> {
  let head: Uint8Array;
  try {
    head = await readHead(file, HEADER_BYTES);
  } catch {
    return null;
  }
  const [{ PNG }, { JPG }] = await Promise.all([import('image-size/types/png'), import('image-size/types/jpg')]);
  for (const reader of [PNG, JPG]) {
    try {
      if (!reader.validate(head)) continue;
      const { width, height } = reader.calculate(head);
      return { width, height };
    } catch {
      return null;
    }
  }
  return null;
}
