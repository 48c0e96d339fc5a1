import type { BatchReceipt, BatchSnapshot, NewReceipt, Receipt, UploadProgress } from 'shared-kit';
import type { CaptureBatch } from '../state/receipt-capture-controller';

const bigEndian = (value: number, bytes: number) =>
  Array.from({ length: bytes }, (_, index) => (value >>> (8 * (bytes - 1 - index))) & 0xff);

/**
 * Magic bytes of the accepted types, with a picture's size in pixels in its header (800 × 600 unless told), padded to
 * a chosen size (tests only).
 */
export function receiptFile(
  kind: 'jpeg' | 'png' | 'pdf' | 'text',
  name: string,
  size = 64,
  pixels = { width: 800, height: 600 },
): File {
  const bytes = new Uint8Array(Math.max(size, 48));
  const head = {
    // SOI, a JFIF APP0 segment, then the frame header (SOF0) with the height and width.
    jpeg: [
      ...[0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01],
      ...[0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, ...bigEndian(pixels.height, 2), ...bigEndian(pixels.width, 2)],
      ...[0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01],
    ],
    png: [
      ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52],
      ...bigEndian(pixels.width, 4),
      ...bigEndian(pixels.height, 4),
    ],
    pdf: Array.from('%PDF-1.4\n').map((char) => char.charCodeAt(0)),
    text: Array.from('hello world, not a receipt')
      .map((char) => char.charCodeAt(0))
      .slice(0, 16),
  }[kind];
  bytes.set(head);
  const type = { jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf', text: 'text/plain' }[kind];
  return new File([bytes], name, { type });
}

/** A batch that records what the capture hands it and answers as told. */
export class FakeBatch implements CaptureBatch {
  readonly uuid: string;
  state: CaptureBatch['state'] = 'open';
  added: BatchReceipt[] = [];
  cancelled: string[] = [];
  sends = 0;
  private listeners = new Set<(progress: UploadProgress) => void>();
  /** Each send takes the next outcome: an error to reject with, or receipts. */
  outcomes: Array<Error | Receipt[]> = [];
  /** The batch it was made from, when resumed (ReceiptCaptureOptions.createBatch). */
  readonly resumedFrom: BatchSnapshot | null;
  private uploadedListeners = new Set<() => void>();

  constructor(resume?: BatchSnapshot) {
    this.uuid = resume?.uuid ?? 'batch-1';
    this.resumedFrom = resume ?? null;
    if (resume) this.added.push(...resume.active);
  }

  snapshot(): BatchSnapshot {
    return { uuid: this.uuid, sequence: this.added.length, active: [...this.added], cancelled: [] };
  }

  onUploaded(listener: () => void): () => void {
    this.uploadedListeners.add(listener);
    return () => this.uploadedListeners.delete(listener);
  }

  /** As the kit does when a receipt's files reached the proxy. */
  markUploaded(index: number): void {
    const group = this.added[index]?.fileGroups[0];
    if (group) group.uploaded = [{ key: `k-${index}`, size: 1, content_type: 'image/jpeg' }] as never;
    this.uploadedListeners.forEach((listener) => listener());
  }

  addReceipt(receipt: NewReceipt = {}): BatchReceipt {
    const created: BatchReceipt = {
      uuid: `r-${this.added.length + 1}`,
      capturedAt: new Date(0),
      eans: receipt.eans ?? [],
      offerIdentifiers: receipt.offerIdentifiers ?? [],
      fileGroups: [{ files: Array.from(receipt.files ?? []), keys: [], uploaded: null }],
    };
    this.added.push(created);
    return created;
  }

  cancel(uuid: string): void {
    this.cancelled.push(uuid);
  }

  onProgress(listener: (progress: UploadProgress) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emitProgress(loaded: number, total: number): void {
    this.listeners.forEach((listener) => listener({ batchUuid: this.uuid, receiptUuid: 'r-1', loaded, total }));
  }

  async send(): Promise<{ receipts: Receipt[] }> {
    this.sends += 1;
    this.state = 'sending';
    const outcome = this.outcomes.shift() ?? [];
    if (outcome instanceof Error) {
      this.state = 'open';
      throw outcome;
    }
    this.state = 'sent';
    return { receipts: outcome };
  }
}
