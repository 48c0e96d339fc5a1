import { DOWNSCALE } from './limits';

/** Turns a picked photo into what is sent; injectable so tests (jsdom has no canvas) can fake it. */
export type Downscaler = (file: File) => Promise<File>;

/**
 * Big photos are downscaled in the browser before they count towards the 8 MiB: longest
 * side ≤ 2000 px, JPEG ≈ 0.85, EXIF orientation applied (browser-image-compression reads it).
 * The library is loaded only when a photo is picked, so pages without receipts never carry it.
 * No web worker: its default worker script comes from a CDN, which the site must not call.
 */
export const downscaleImage: Downscaler = async (file) => {
  const { default: imageCompression } = await import('browser-image-compression');
  const compressed = await imageCompression(file, {
    maxWidthOrHeight: DOWNSCALE.maxSide,
    maxSizeMB: DOWNSCALE.targetMB,
    initialQuality: DOWNSCALE.quality,
    fileType: 'image/jpeg',
    useWebWorker: false,
  });
  if (compressed.size >= file.size && file.type === 'image/jpeg') return file;
  // The provider stores by content; the name follows the new content so a reader is not misled.
  const name = file.name.replace(/\.(jpe?g|png)$/i, '') + '.jpg';
  return new File([compressed], name, { type: 'image/jpeg', lastModified: file.lastModified });
};
