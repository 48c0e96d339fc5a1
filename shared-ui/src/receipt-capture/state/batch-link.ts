import type { BatchUploader } from 'shared-kit';

/** What the capture needs of a kit batch (kit.getBatchUploader()); a fake in tests. */
export type CaptureBatch = Pick<
  BatchUploader,
  'uuid' | 'state' | 'addReceipt' | 'cancel' | 'onProgress' | 'send' | 'snapshot' | 'onUploaded'
>;

export type LinkEntries = Array<[number, { uuid: string; signature: string }]>;

export interface LinkedGroup {
  id: number;
  files: Array<{ id: number; file: File }>;
  eans: string[];
  offerIdentifiers: string[];
}

/**
 * Which capture group became which receipt of the batch. A group is handed to the batch once; after
 * a failed send, a group that was edited is cancelled there and added anew, a removed one is
 * cancelled (RECEIPT-2: cancelling moves the uuid to the batch's cancelled list).
 */
export class BatchLink {
  private readonly receipts: Map<number, { uuid: string; signature: string }>;

  /** `entries`: what a link said before a reload (a resumed batch), see `entries()`. */
  constructor(
    readonly batch: CaptureBatch,
    entries: LinkEntries = [],
  ) {
    this.receipts = new Map(entries);
  }

  entries(): LinkEntries {
    return [...this.receipts.entries()].map(([groupId, receipt]) => [groupId, { ...receipt }]);
  }

  sync(groups: readonly LinkedGroup[]): void {
    for (const group of groups) {
      const signature = JSON.stringify([group.files.map((file) => file.id), group.eans, group.offerIdentifiers]);
      const known = this.receipts.get(group.id);
      if (known?.signature === signature) continue;
      if (known) this.cancel(group.id);
      const receipt = this.batch.addReceipt({
        files: group.files.map((file) => file.file),
        eans: group.eans,
        offerIdentifiers: group.offerIdentifiers,
      });
      this.receipts.set(group.id, { uuid: receipt.uuid, signature });
    }
  }

  cancel(groupId: number): void {
    const known = this.receipts.get(groupId);
    if (!known) return;
    this.batch.cancel(known.uuid);
    this.receipts.delete(groupId);
  }
}
