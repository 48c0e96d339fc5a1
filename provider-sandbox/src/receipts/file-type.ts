import { filetypeinfo } from 'magic-bytes.js';

/** RECEIPT-4: jpg, jpeg, png and pdf only, recognised by content, never by the file name. */
const ACCEPTED: Record<string, { extension: string; contentType: string }> = {
  jpg: { extension: 'jpg', contentType: 'image/jpeg' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
};

/** Enough leading bytes for the signatures of the accepted types. */
export const SNIFF_BYTES = 16;

export interface SniffedType {
  extension: string;
  contentType: string;
}

export function sniffFileType(head: Uint8Array): SniffedType | undefined {
  for (const guess of filetypeinfo(head)) {
    const accepted = ACCEPTED[guess.typename] ?? (guess.extension ? ACCEPTED[guess.extension] : undefined);
    if (accepted) return accepted;
  }
  return undefined;
}
