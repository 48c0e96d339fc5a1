export type ReceiptFileKind = 'image' | 'pdf';

/** Enough leading bytes for the signatures of jpg, png and pdf. */
const SNIFF_BYTES = 16;

const NAME_KINDS: Record<string, ReceiptFileKind> = { jpg: 'image', jpeg: 'image', png: 'image', pdf: 'pdf' };
const CONTENT_KINDS: Record<string, ReceiptFileKind> = { jpg: 'image', jpeg: 'image', png: 'image', pdf: 'pdf' };

/** The first `bytes` of a file (all of it when shorter). */
export function readHead(file: Blob, bytes = SNIFF_BYTES): Promise<Uint8Array> {
  const head = file.slice(0, bytes);
  if (typeof head.arrayBuffer === 'function') return head.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  // Older engines (and jsdom) only offer FileReader.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(head);
  });
}

export function kindFromName(name: string): ReceiptFileKind | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return extension ? NAME_KINDS[extension] : undefined;
}

/**
 * RECEIPT-4: jpg, jpeg, png, pdf only — checked by name AND by content (magic bytes, as the provider
 * does), and both must agree: a renamed HEIC or a `.pdf` that is really a PNG is refused here,
 * before any byte is sent.
 */
export async function sniffReceiptFile(file: File): Promise<ReceiptFileKind | undefined> {
  const byName = kindFromName(file.name);
  if (!byName) return undefined;
  let head: Uint8Array;
  try {
    head = await readHead(file);
  } catch {
    return undefined;
  }
  // The signatures load with the first file picked, not with the page (first-page budget).
  const { filetypeinfo } = await import('magic-bytes.js');
  const byContent = filetypeinfo(head)
    .map((guess) => CONTENT_KINDS[guess.typename] ?? (guess.extension ? CONTENT_KINDS[guess.extension] : undefined))
    .find((kind) => kind !== undefined);
  return byContent === byName ? byContent : undefined;
}
