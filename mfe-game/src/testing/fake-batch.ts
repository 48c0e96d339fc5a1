import type { BatchReceipt, NewReceipt, Receipt, UploadProgress } from 'shared-kit';
import type { CaptureBatch } from 'shared-ui/receipt-capture';

/** A kit batch for page tests: records the receipts it gets, answers each send as told. */
export function fakeBatch(outcomes: Array<Error | 'ok'> = ['ok']) {
  const added: BatchReceipt[] = [];
  const listeners = new Set<(progress: UploadProgress) => void>();
  type Mutable = { -readonly [key in keyof CaptureBatch]: CaptureBatch[key] };
  const batch: Mutable & { added: BatchReceipt[]; sends: number } = {
    uuid: 'batch-1',
    state: 'open',
    added,
    sends: 0,
    addReceipt(receipt: NewReceipt = {}) {
      const created: BatchReceipt = {
        uuid: `receipt-${added.length + 1}`,
        capturedAt: new Date(0),
        eans: receipt.eans ?? [],
        offerIdentifiers: receipt.offerIdentifiers ?? [],
        fileGroups: [{ files: Array.from(receipt.files ?? []), uploaded: null }],
      };
      added.push(created);
      return created;
    },
    cancel: () => undefined,
    snapshot: () => ({ uuid: batch.uuid, sequence: added.length, active: [...added], cancelled: [] }),
    onUploaded: () => () => undefined,
    onProgress(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async send() {
      batch.sends += 1;
      const outcome = outcomes.shift() ?? 'ok';
      if (outcome instanceof Error) throw outcome;
      batch.state = 'sent';
      const receipts = added.map((receipt) => ({ uuid: receipt.uuid, status: 'pending' }) as Receipt);
      return { receipts };
    },
  };
  return batch;
}
