import type { EventBus } from '../../bus/event-bus';
import { isKitError } from '../errors/kit-error';
import { kitErrors } from '../errors/kit-errors';
import type { ApiClient } from '../transport/api-client';
import type { Receipt, ReceiptFile } from '../types/provider-types';
import { optionalStringArray, requireFiles, requireString } from '../validation/rules';
import { randomUuid, receiptUuid } from './receipt-uuid';

/** RECEIPT-2: open → sending → sent. */
export type BatchState = 'open' | 'sending' | 'sent';

export interface FileGroup {
  files: File[];
  /**
   * Each file's key in the batch, sent with it (`file_keys`): the provider keeps one file per key, so a file sent
   * again (its first answer lost, the batch resumed after a reload) replaces itself instead of being added twice.
   */
  keys: string[];
  /** Set once the group reached the upload proxy, so a retried send does not upload it twice. */
  uploaded: ReceiptFile[] | null;
}

export interface BatchReceipt {
  uuid: string;
  capturedAt: Date;
  eans: string[];
  offerIdentifiers: string[];
  fileGroups: FileGroup[];
}

export interface NewReceipt {
  capturedAt?: Date;
  eans?: string[];
  offerIdentifiers?: string[];
  files?: FileList | File[];
}

export interface UploadProgress {
  batchUuid: string;
  receiptUuid: string;
  /** Bytes of this send's files uploaded so far, and in all. */
  loaded: number;
  total: number;
}

export interface BatchUploaderDeps {
  api: ApiClient;
  bus: EventBus;
  userId: string | number;
  now?: () => Date;
}

/**
 * An open batch as it stands, files included: structured-cloneable (Dates, Files, arrays), so a page can keep it in
 * IndexedDB and resume it after a reload with `kit.getBatchUploader(snapshot)`. The resumed batch keeps its uuid,
 * its receipts' uuids and what already reached the upload proxy: it ends as the uninterrupted one would have.
 */
export interface BatchSnapshot {
  uuid: string;
  sequence: number;
  active: BatchReceipt[];
  cancelled: BatchReceipt[];
}

/** A group of files, each with its key (a snapshot saved before the keys existed gets them now). */
const fileGroup = (files: File[], keys: string[] | undefined, uploaded: ReceiptFile[] | null): FileGroup => ({
  files: [...files],
  keys: keys?.length === files.length ? [...keys] : files.map(() => randomUuid()),
  uploaded,
});

const copyReceipt = (receipt: BatchReceipt): BatchReceipt => ({
  ...receipt,
  eans: [...receipt.eans],
  offerIdentifiers: [...receipt.offerIdentifiers],
  fileGroups: receipt.fileGroups.map((group) => fileGroup(group.files, group.keys, group.uploaded)),
});

const groupSize = (group: FileGroup) => group.files.reduce((size, file) => size + file.size, 0);

/** One batch of receipts (RECEIPT-1, RECEIPT-3 upload proxy); get one from kit.getBatchUploader(). */
export class BatchUploader {
  readonly uuid: string;
  private currentState: BatchState = 'open';
  private readonly active: BatchReceipt[] = [];
  private readonly cancelled: BatchReceipt[] = [];
  private sequence = 0;
  private readonly progressListeners = new Set<(progress: UploadProgress) => void>();
  private readonly uploadListeners = new Set<() => void>();

  constructor(
    private readonly deps: BatchUploaderDeps,
    resume?: BatchSnapshot,
  ) {
    this.uuid = resume?.uuid ?? randomUuid();
    if (resume) {
      this.sequence = resume.sequence;
      this.active.push(...resume.active.map(copyReceipt));
      this.cancelled.push(...resume.cancelled.map(copyReceipt));
    }
  }

  /** This open batch as it stands, to resume it later (see BatchSnapshot). */
  snapshot(): BatchSnapshot {
    return {
      uuid: this.uuid,
      sequence: this.sequence,
      active: this.active.map(copyReceipt),
      cancelled: this.cancelled.map(copyReceipt),
    };
  }

  /** Told each time files reach the upload proxy: what a resumed batch would no longer send. */
  onUploaded(listener: () => void): () => void {
    this.uploadListeners.add(listener);
    return () => this.uploadListeners.delete(listener);
  }

  get state(): BatchState {
    return this.currentState;
  }

  get receipts(): readonly BatchReceipt[] {
    return this.active;
  }

  get cancelledUuids(): readonly string[] {
    return this.cancelled.map((receipt) => receipt.uuid);
  }

  onProgress(listener: (progress: UploadProgress) => void): () => void {
    this.progressListeners.add(listener);
    return () => this.progressListeners.delete(listener);
  }

  addReceipt(receipt: NewReceipt = {}): BatchReceipt {
    this.requireOpen();
    const capturedAt = receipt.capturedAt ?? this.deps.now?.() ?? new Date();
    if (!(capturedAt instanceof Date) || Number.isNaN(capturedAt.getTime())) {
      throw kitErrors.invalidParameter('capturedAt', 'wrong_type', capturedAt);
    }
    const eans = optionalStringArray('eans', receipt.eans) ?? [];
    const offerIdentifiers = optionalStringArray('offerIdentifiers', receipt.offerIdentifiers) ?? [];
    const files = receipt.files === undefined ? undefined : requireFiles('files', receipt.files);
    const created: BatchReceipt = {
      uuid: this.nextReceiptUuid(capturedAt),
      capturedAt,
      eans,
      offerIdentifiers,
      fileGroups: [],
    };
    if (files) created.fileGroups.push(fileGroup(files, undefined, null));
    this.active.push(created);
    return created;
  }

  /** Adds one group of files (e.g. the pages of a long receipt) to a receipt of this batch. */
  addFiles(uuid: string, files: FileList | File[]): FileGroup {
    this.requireOpen();
    const receipt = this.findActive(uuid);
    const group = fileGroup(requireFiles('files', files), undefined, null);
    receipt.fileGroups.push(group);
    return group;
  }

  /** RECEIPT-2: cancelling moves the uuid to the cancelled list; an unknown uuid is invalid. */
  cancel(uuid: string): void {
    this.requireOpen();
    const receipt = this.findActive(uuid);
    this.active.splice(this.active.indexOf(receipt), 1);
    this.cancelled.push(receipt);
  }

  /**
   * Uploads what is not on the provider yet, then sends the batch. `bulk`: every file of every receipt in one
   * request to the upload proxy's bulk_upload (fewer round trips on a slow network; one progress bar for all).
   */
  async send({ bulk = false }: { bulk?: boolean } = {}): Promise<{ receipts: Receipt[] }> {
    this.requireOpen();
    if (this.active.length === 0 && this.cancelled.length === 0) throw kitErrors.invalidParameter('receipts', 'blank');
    const empty = this.active.find((receipt) => receipt.fileGroups.length === 0);
    if (empty) throw kitErrors.invalidParameter('files', 'blank', empty.uuid);

    this.currentState = 'sending';
    let answer: { receipts: Receipt[] };
    try {
      if (bulk) await this.bulkUploadPendingGroups();
      else await this.uploadPendingGroups();
      answer = await this.sendBatch();
    } catch (error) {
      if (!isKitError(error) || error.code !== 'BATCH_IS_ALREADY_SENT') {
        // A failed upload leaves the batch sendable again, files intact.
        this.currentState = 'open';
        throw error;
      }
      // Only this uploader knows its random batch uuid: a provider that calls it already sent
      // was reached by an earlier attempt of ours whose answer was lost (a retried connection
      // failure). The receipts are declared; sending a new batch would declare them twice.
      this.markSent();
      return this.receiptsSentEarlier();
    }
    this.markSent();
    return answer;
  }

  private sendBatch(): Promise<{ receipts: Receipt[] }> {
    return this.deps.api.request<{ receipts: Receipt[] }>({
      method: 'POST',
      base: 'upload',
      path: '/send_batch',
      auth: 'user',
      params: {
        batch_uuid: this.uuid,
        receipt_uuids: this.active.map((receipt) => receipt.uuid),
        // The provider only knows receipts whose files reached it (an earlier, failed send).
        cancelled_uuids: this.cancelled
          .filter((receipt) => receipt.fileGroups.some((group) => group.uploaded))
          .map((receipt) => receipt.uuid),
        create_receipts: true,
      },
    });
  }

  private markSent(): void {
    this.currentState = 'sent';
    this.deps.bus.emit('receipts:sent', {
      batchUuid: this.uuid,
      receiptUuids: this.active.map((receipt) => receipt.uuid),
    });
  }

  /** This batch's receipts as the provider holds them, read back when the send answer was lost. */
  private async receiptsSentEarlier(): Promise<{ receipts: Receipt[] }> {
    const pending = await this.deps.api.request<{ receipts: Receipt[] }>({
      method: 'GET',
      path: '/api/kitv4/pending_receipts',
      auth: 'user',
    });
    return { receipts: pending.receipts.filter((receipt) => receipt.batch_uuid === this.uuid) };
  }

  private async uploadPendingGroups(): Promise<void> {
    const pending = this.active.flatMap((receipt) =>
      receipt.fileGroups.filter((group) => group.uploaded === null).map((group) => ({ receipt, group })),
    );
    const total = pending.reduce((size, { group }) => size + groupSize(group), 0);
    let done = 0;
    for (const { receipt, group } of pending) {
      const size = groupSize(group);
      const report = (fraction: number) =>
        this.emitProgress({
          batchUuid: this.uuid,
          receiptUuid: receipt.uuid,
          loaded: done + Math.round(size * fraction),
          total,
        });
      const form = new FormData();
      form.set('batch_uuid', this.uuid);
      form.set('receipt_uuid', receipt.uuid);
      form.set('captured_at', receipt.capturedAt.toISOString());
      form.set('eans', JSON.stringify(receipt.eans));
      form.set('offer_identifiers', JSON.stringify(receipt.offerIdentifiers));
      // Before the files: the provider counts what they replace against the batch's 8 MiB as they stream.
      form.set('file_keys', JSON.stringify(group.keys));
      group.files.forEach((file) => form.append('files', file, file.name));
      const answer = await this.deps.api.request<{ files: ReceiptFile[] }>({
        method: 'POST',
        base: 'upload',
        path: '/upload',
        auth: 'user',
        form,
        onUploadProgress: (loaded, sent) => report(sent > 0 ? Math.min(1, loaded / sent) : 0),
      });
      group.uploaded = answer.files;
      done += size;
      report(0);
      this.emitUploaded();
    }
  }

  private async bulkUploadPendingGroups(): Promise<void> {
    const pending = this.active.flatMap((receipt) =>
      receipt.fileGroups.filter((group) => group.uploaded === null).map((group) => ({ receipt, group })),
    );
    if (pending.length === 0) return;
    const total = pending.reduce((size, { group }) => size + groupSize(group), 0);
    const form = new FormData();
    form.set('batch_uuid', this.uuid);
    const manifest = pending.map(({ receipt, group }, index) => ({
      field: `receipt_${index}`,
      receipt_uuid: receipt.uuid,
      captured_at: receipt.capturedAt.toISOString(),
      eans: receipt.eans,
      offer_identifiers: receipt.offerIdentifiers,
      file_keys: group.keys,
    }));
    form.set('manifest', JSON.stringify(manifest));
    pending.forEach(({ group }, index) =>
      group.files.forEach((file) => form.append(`receipt_${index}`, file, file.name)),
    );
    const first = pending[0]?.receipt.uuid ?? '';
    const answer = await this.deps.api.request<{ files: ReceiptFile[] }>({
      method: 'POST',
      base: 'upload',
      path: '/bulk_upload',
      auth: 'user',
      form,
      onUploadProgress: (loaded, sent) =>
        this.emitProgress({
          batchUuid: this.uuid,
          receiptUuid: first,
          loaded: sent > 0 ? Math.round(total * Math.min(1, loaded / sent)) : 0,
          total,
        }),
    });
    // The answer lists the stored files in the order sent: each group takes back its own.
    let next = 0;
    for (const { group } of pending) {
      group.uploaded = answer.files.slice(next, next + group.files.length);
      next += group.files.length;
    }
    this.emitUploaded();
  }

  private emitUploaded(): void {
    for (const listener of [...this.uploadListeners]) listener();
  }

  private emitProgress(progress: UploadProgress): void {
    for (const listener of [...this.progressListeners]) listener(progress);
  }

  private nextReceiptUuid(capturedAt: Date): string {
    const taken = new Set([...this.active, ...this.cancelled].map((receipt) => receipt.uuid));
    let uuid: string;
    do {
      uuid = receiptUuid(capturedAt, this.deps.userId, this.sequence);
      this.sequence += 1;
    } while (taken.has(uuid));
    return uuid;
  }

  private findActive(uuid: string): BatchReceipt {
    const wanted = requireString('uuid', uuid);
    const receipt = this.active.find((candidate) => candidate.uuid === wanted);
    if (!receipt) throw kitErrors.invalidParameter('uuid', 'unknown', wanted);
    return receipt;
  }

  private requireOpen(): void {
    if (this.currentState === 'sending') throw kitErrors.batchBeingSent();
    if (this.currentState === 'sent') throw kitErrors.batchAlreadySent();
  }
}
