/**
 * Smallest byte patterns the type sniffing recognises and whose header gives a size in pixels (800 × 600 unless
 * told), padded to a chosen size (never shorter than that header: 24 bytes for a PNG, 39 for a JPEG).
 */
export function pngBytes(size = 256, pixels = { width: 800, height: 600 }): Buffer {
  const file = Buffer.alloc(Math.max(size, 24));
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]).copy(file);
  file.writeUInt32BE(pixels.width, 16);
  file.writeUInt32BE(pixels.height, 20);
  return file;
}

export function jpegBytes(size = 256, pixels = { width: 800, height: 600 }): Buffer {
  const file = Buffer.alloc(Math.max(size, 39));
  // SOI, a JFIF APP0 segment, then a baseline frame header (SOF0) holding the height and width.
  Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00, 0xff, 0xc0, 0x00, 0x11, 0x08,
  ]).copy(file);
  file.writeUInt16BE(pixels.height, 25);
  file.writeUInt16BE(pixels.width, 27);
  Buffer.from([0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]).copy(file, 29);
  return file;
}

export function pdfBytes(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
}
