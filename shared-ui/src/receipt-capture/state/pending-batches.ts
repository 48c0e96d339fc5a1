import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { BatchReceipt, BatchSnapshot, ReceiptFile } from 'shared-kit';
import type { ReceiptFileKind } from '../files/sniff-file';

/**
 * A receipt batch not sent yet, kept in IndexedDB so that a reload, a crash or a lost connection does not make the
 * user pick every photo again (README.md « Resuming a batch »). One per user and page; never another user's.
 * Files are kept as bytes with their name and type beside them: every store gives the bytes back, not all give
 * a File's name back.
 */
export interface StoredFile {
  id: number;
  bytes: Blob;
  name: string;
  type: string;
  kind: ReceiptFileKind;
  lightened?: boolean;
  pickedKey?: string;
}

export interface StoredGroup {
  id: number;
  eans: string[];
  offerIdentifiers: string[];
  files: StoredFile[];
}

interface StoredBatchFile {
  bytes: Blob;
  name: string;
  type: string;
}

interface StoredBatchReceipt extends Omit<BatchReceipt, 'fileGroups'> {
  /** `keys`: each file's key in the batch (absent from batches kept before files had one: the kit makes them). */
  fileGroups: Array<{ files: StoredBatchFile[]; keys?: string[]; uploaded: ReceiptFile[] | null }>;
}

export interface StoredBatch extends Omit<BatchSnapshot, 'active' | 'cancelled'> {
  active: StoredBatchReceipt[];
  cancelled: StoredBatchReceipt[];
}

export interface PendingBatch {
  user: string;
  page: string;
  savedAt: number;
  nextId: number;
  groups: StoredGroup[];
  /** Which capture group became which receipt of the batch (BatchLink). */
  links: Array<[number, { uuid: string; signature: string }]>;
  /** The kit's batch once a send started, with what reached the upload proxy; null before. */
  batch: StoredBatch | null;
}

export interface PendingBatchStore {
  read(user: string, page: string): Promise<PendingBatch | null>;
  write(batch: PendingBatch): Promise<void>;
  remove(user: string, page: string): Promise<void>;
  clearAll(): Promise<void>;
}

const keyOf = (user: string, page: string) => JSON.stringify([user, page]);

export const storedFile = (file: File): StoredBatchFile => ({ bytes: file, name: file.name, type: file.type });
export const fileFrom = (stored: StoredBatchFile): File => new File([stored.bytes], stored.name, { type: stored.type });

export function storeBatch(snapshot: BatchSnapshot): StoredBatch {
  const receipt = (source: BatchReceipt): StoredBatchReceipt => ({
    ...source,
    fileGroups: source.fileGroups.map((group) => ({
      files: group.files.map(storedFile),
      keys: group.keys,
      uploaded: group.uploaded,
    })),
  });
  return { ...snapshot, active: snapshot.active.map(receipt), cancelled: snapshot.cancelled.map(receipt) };
}

export function batchFrom(stored: StoredBatch): BatchSnapshot {
  const receipt = (source: StoredBatchReceipt): BatchReceipt => ({
    ...source,
    capturedAt: new Date(source.capturedAt),
    fileGroups: source.fileGroups.map((group) => ({
      files: group.files.map(fileFrom),
      keys: group.keys ?? [],
      uploaded: group.uploaded,
    })),
  });
  return { ...stored, active: stored.active.map(receipt), cancelled: stored.cancelled.map(receipt) };
}

/** The browser's store: one IndexedDB database of the site, opened at the first use. */
export function indexedDbPendingBatches(): PendingBatchStore {
  let store: UseStore | null = null;
  const database = (): UseStore | null => {
    if (typeof indexedDB === 'undefined') return null;
    store ??= createStore('lgb-receipts', 'pending-batches');
    return store;
  };
  return {
    async read(user, page) {
      const db = database();
      const found = db ? await get<PendingBatch>(keyOf(user, page), db) : undefined;
      return found && found.user === user && found.page === page ? found : null;
    },
    async write(batch) {
      const db = database();
      if (db) await set(keyOf(batch.user, batch.page), batch, db);
    },
    async remove(user, page) {
      const db = database();
      if (db) await del(keyOf(user, page), db);
    },
    async clearAll() {
      const db = database();
      if (db) await clear(db);
    },
  };
}

/** For tests and for browsers without IndexedDB: the same contract, in memory. */
export function memoryPendingBatches(): PendingBatchStore & { size(): number } {
  const batches = new Map<string, PendingBatch>();
  return {
    read: async (user, page) => batches.get(keyOf(user, page)) ?? null,
    write: async (batch) => void batches.set(keyOf(batch.user, batch.page), batch),
    remove: async (user, page) => void batches.delete(keyOf(user, page)),
    clearAll: async () => batches.clear(),
    size: () => batches.size,
  };
}

let pageStore: PendingBatchStore | null = null;

/** The page's store (IndexedDB). */
export function pendingBatches(): PendingBatchStore {
  pageStore ??= indexedDbPendingBatches();
  return pageStore;
}
