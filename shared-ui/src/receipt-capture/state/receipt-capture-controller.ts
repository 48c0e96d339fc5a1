import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { BatchSnapshot, Receipt } from 'shared-kit';
import { downscaleImage, type Downscaler } from '../files/downscale';
import { RECEIPT_BATCH_LIMIT_BYTES } from '../files/limits';
import { browserObjectUrls, prepareReceiptFile, type ObjectUrls } from '../files/prepare-file';
import { pickedFileKey, receiptHolding } from '../files/same-file';
import type { ReceiptFileKind } from '../files/sniff-file';
import { kitErrorMessage } from '../../messages/kit-error-message';
import { RECEIPT_CAPTURE_FR } from '../messages';
import { BatchLink, type CaptureBatch, type LinkEntries } from './batch-link';
import {
  batchFrom,
  fileFrom,
  pendingBatches,
  storeBatch,
  type PendingBatch,
  type PendingBatchStore,
} from './pending-batches';

export type { CaptureBatch } from './batch-link';

export interface CapturedFile {
  id: number;
  /** What will be sent: the downscaled photo, or the PDF as it came. */
  file: File;
  /** The name the user picked: a lightened photo is sent as `.jpg`, but the list names it as the user knows it. */
  name: string;
  size: number;
  kind: ReceiptFileKind;
  /** A photo sent as a lighter JPEG copy (RECEIPT-3): the list says so beside its size. */
  lightened?: boolean;
  /** The picked file's identity (files/same-file.ts): the same file is not added twice. */
  pickedKey?: string;
  /** Object URL of an image, for its thumbnail; revoked when the file leaves. */
  previewUrl: string | null;
}

export interface ReceiptGroup {
  id: number;
  files: CapturedFile[];
  /** Eligible products ticked for this receipt (declare page); the game leaves them empty. */
  eans: string[];
  offerIdentifiers: string[];
}

/** RECEIPT-2, as the UI shows it. */
export type CaptureState = 'open' | 'sending' | 'sent';

export interface ReceiptCaptureOptions {
  /**
   * Usually `(resume) => kit.getBatchUploader(resume)`; called at the first send, again only after reset(). `resume`
   * is the batch of an interrupted send, to go on with (same uuid, what reached the proxy not sent again).
   */
  createBatch: (resume?: BatchSnapshot) => CaptureBatch;
  /**
   * Keeps the capture in the browser until it is sent, so that a reload or a lost connection loses nothing
   * (state/pending-batches.ts): `user` is the logged-in user's e-mail (no user, nothing kept), `page` names the
   * capture (one pending batch per user and page). `from`: kept from the first file picked (the default), or only
   * from the first send (the game: before its code is burned, nothing is under way).
   */
  persist?: { user: string | undefined; page: string; from?: 'pick' | 'send'; store?: PendingBatchStore };
  downscale?: Downscaler;
  /** Object URLs for thumbnails; injectable because jsdom has none. */
  objectUrls?: ObjectUrls;
}

const errorText = (error: unknown): string => kitErrorMessage(error, RECEIPT_CAPTURE_FR.sendFailed);

/**
 * The state of one receipt capture: groups of files (one group = one receipt, possibly several
 * photos of a long ticket), the 8 MiB budget, and the batch they are sent in. Written once, used by
 * the shop's declare page and the game's step 2.
 */
export class ReceiptCaptureController {
  groups: ReceiptGroup[] = [];
  /** French refusals of the last files picked (wrong type, too big…); other files are kept. */
  notices: string[] = [];
  /** The receipt whose pick gave the notices: they are shown under its pickers, where the user is looking. */
  noticesGroupId: number | null = null;
  state: CaptureState = 'open';
  /** Upload progress of the current send, bytes. */
  progress = { loaded: 0, total: 0 };
  /** Set when the last send failed: every file is kept and the same batch can be sent again. */
  failure: string | null = null;
  sentReceipts: Receipt[] = [];
  pendingFiles = 0;
  /** An interrupted batch of this user and page, found in the browser: the page offers to resume or discard it. */
  resumable: { savedAt: Date; files: number } | null = null;

  private nextId = 1;
  private link: BatchLink | null = null;
  /** The interrupted batch the user chose to resume: its kit batch is made again at the next send. */
  private resumed: { batch: BatchSnapshot; links: LinkEntries } | null = null;
  private pending: PendingBatch | null = null;
  /** Saves happen one after the other, so the last state is the one kept. */
  private saving: Promise<void> = Promise.resolve();
  private stopUploaded: () => void = () => undefined;
  /** Nothing is saved before the browser was asked for an interrupted batch: an empty save would erase it. */
  private pendingLooked = false;
  private queue: Promise<void> = Promise.resolve();
  private readonly downscale: Downscaler;
  private readonly urls: ObjectUrls;

  constructor(private readonly options: ReceiptCaptureOptions) {
    this.downscale = options.downscale ?? downscaleImage;
    this.urls = options.objectUrls ?? browserObjectUrls;
    makeObservable<ReceiptCaptureController, 'acceptFile'>(this, {
      groups: observable,
      notices: observable,
      noticesGroupId: observable,
      state: observable,
      progress: observable,
      failure: observable,
      sentReceipts: observableRef,
      pendingFiles: observable,
      resumable: observableRef,
      totalBytes: computed,
      remainingBytes: computed,
      validity: computed,
      isValid: computed,
      canSend: computed,
      progressPercent: computed,
      addGroup: action,
      removeGroup: action,
      removeFile: action,
      setProducts: action,
      dismissNotices: action,
      reset: action,
      acceptFile: action,
      resumePending: action,
      discardPending: action,
    });
    this.addGroup();
    void this.lookForPending();
  }

  get totalBytes(): number {
    return this.groups.reduce((sum, group) => sum + group.files.reduce((size, file) => size + file.size, 0), 0);
  }

  get remainingBytes(): number {
    return Math.max(0, RECEIPT_BATCH_LIMIT_BYTES - this.totalBytes);
  }

  /** RECEIPT-4: at least one group, each with a file, total below 8 MiB. `null` when valid. */
  get validity(): string | null {
    if (this.groups.length === 0) return RECEIPT_CAPTURE_FR.needGroup;
    if (this.groups.some((group) => group.files.length === 0)) return RECEIPT_CAPTURE_FR.needFiles;
    if (this.totalBytes >= RECEIPT_BATCH_LIMIT_BYTES) return RECEIPT_CAPTURE_FR.overLimit;
    return null;
  }

  get isValid(): boolean {
    return this.validity === null;
  }

  get canSend(): boolean {
    return this.isValid && this.state === 'open' && this.pendingFiles === 0;
  }

  get progressPercent(): number {
    if (this.state === 'sent') return 100;
    const { loaded, total } = this.progress;
    return total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
  }

  addGroup(): ReceiptGroup {
    this.requireOpen();
    const group: ReceiptGroup = { id: this.nextId++, files: [], eans: [], offerIdentifiers: [] };
    this.groups.push(group);
    this.save();
    return this.groups[this.groups.length - 1] as ReceiptGroup;
  }

  /** Removes a receipt; one already handed to the batch by a failed send is cancelled there (kit cancel). */
  removeGroup(groupId: number): void {
    this.requireOpen();
    const group = this.groups.find((candidate) => candidate.id === groupId);
    if (!group) return;
    group.files.forEach((file) => this.releasePreview(file));
    this.groups = this.groups.filter((candidate) => candidate.id !== groupId);
    this.link?.cancel(groupId);
    // Its refusals go with it: they spoke of a pick that no longer exists.
    if (this.noticesGroupId === groupId) {
      this.notices = [];
      this.noticesGroupId = null;
    }
    this.save();
  }

  removeFile(groupId: number, fileId: number): void {
    this.requireOpen();
    const group = this.groups.find((candidate) => candidate.id === groupId);
    const file = group?.files.find((candidate) => candidate.id === fileId);
    if (!group || !file) return;
    this.releasePreview(file);
    group.files = group.files.filter((candidate) => candidate.id !== fileId);
    this.save();
  }

  setProducts(groupId: number, products: { eans: string[]; offerIdentifiers: string[] }): void {
    this.requireOpen();
    const group = this.groups.find((candidate) => candidate.id === groupId);
    if (!group) return;
    group.eans = [...products.eans];
    group.offerIdentifiers = [...products.offerIdentifiers];
    this.save();
  }

  /**
   * Checks, downscales and adds picked files to a group, one after another so the 8 MiB budget is
   * checked against what is really kept. A refused file adds a notice; the others are kept.
   */
  addFiles(groupId: number, files: FileList | File[]): Promise<void> {
    this.requireOpen();
    const picked = Array.from(files);
    runInAction(() => {
      this.notices = [];
      this.noticesGroupId = groupId;
      this.pendingFiles += picked.length;
    });
    const work = picked.reduce(
      (chain, file) =>
        chain.then(async () => {
          try {
            await this.prepareFile(groupId, file);
          } finally {
            runInAction(() => {
              this.pendingFiles -= 1;
            });
          }
        }),
      this.queue,
    );
    this.queue = work.catch(() => undefined);
    return work;
  }

  dismissNotices(): void {
    this.notices = [];
  }

  /**
   * Sends the batch: groups become batch receipts (once; a retried send reuses them, and the kit
   * uploads only what did not reach the proxy). Resolves with the receipts now pending; rejects
   * with the kit's error after putting the controller back to `open` with `failure` set.
   */
  async send(): Promise<Receipt[]> {
    if (!this.canSend) throw new Error(this.validity ?? 'receipt capture is not ready to send');
    if (!this.link) {
      const resumed = this.resumed;
      this.link = resumed
        ? new BatchLink(this.options.createBatch(resumed.batch), resumed.links)
        : new BatchLink(this.options.createBatch());
      this.resumed = null;
      // Each group that reaches the proxy is remembered: a resumed send will not upload it again.
      this.stopUploaded = this.link.batch.onUploaded(() => this.save());
    }
    const { batch } = this.link;
    runInAction(() => {
      this.state = 'sending';
      this.failure = null;
      this.progress = { loaded: 0, total: this.totalBytes };
    });
    const stopProgress = batch.onProgress(({ loaded, total }) =>
      runInAction(() => {
        this.progress = { loaded, total };
      }),
    );
    try {
      this.link.sync(this.groups);
      this.save();
      const { receipts } = await batch.send();
      runInAction(() => {
        this.state = 'sent';
        this.sentReceipts = receipts;
      });
      this.forgetPending();
      return receipts;
    } catch (error) {
      runInAction(() => {
        // The kit leaves a batch that closed meanwhile as sent: then only a new capture helps.
        this.state = batch.state === 'sent' ? 'sent' : 'open';
        this.failure = errorText(error);
      });
      if (this.state === 'sent') this.forgetPending();
      else this.save();
      throw error;
    } finally {
      stopProgress();
    }
  }

  /** A fresh capture with a new batch (after a sent one: « Déclarer d'autres achats »). */
  reset(): void {
    this.groups.forEach((group) => group.files.forEach((file) => this.releasePreview(file)));
    this.groups = [];
    this.notices = [];
    this.failure = null;
    this.sentReceipts = [];
    this.progress = { loaded: 0, total: 0 };
    this.state = 'open';
    this.stopUploaded();
    this.link = null;
    this.resumed = null;
    this.forgetPending();
    this.addGroup();
  }

  dispose(): void {
    this.stopUploaded();
    this.groups.forEach((group) => group.files.forEach((file) => this.releasePreview(file)));
  }

  /** Puts the interrupted batch back: its receipts, files and products, and its kit batch for the next send. */
  resumePending(): void {
    const pending = this.pending;
    if (!pending || this.state !== 'open') return;
    this.groups.forEach((group) => group.files.forEach((file) => this.releasePreview(file)));
    this.groups = pending.groups.map((group) => ({
      id: group.id,
      eans: [...group.eans],
      offerIdentifiers: [...group.offerIdentifiers],
      files: group.files.map((stored) => {
        const file = fileFrom(stored);
        const previewUrl = stored.kind === 'image' ? this.urls.create(file) || null : null;
        const { id, name, kind, lightened, pickedKey } = stored;
        return { id, file, name, size: file.size, kind, previewUrl, lightened, pickedKey };
      }),
    }));
    this.nextId = Math.max(pending.nextId, this.nextId);
    this.resumed = pending.batch ? { batch: batchFrom(pending.batch), links: pending.links } : null;
    this.failure = null;
    this.notices = [];
    this.pending = null;
    this.resumable = null;
  }

  /** Drops the interrupted batch: nothing of it is kept, the capture starts empty. */
  discardPending(): void {
    this.pending = null;
    this.resumable = null;
    this.forgetPending();
  }

  private async lookForPending(): Promise<void> {
    const persist = this.options.persist;
    if (!persist?.user) return;
    const store = persist.store ?? pendingBatches();
    try {
      const found = await store.read(persist.user, persist.page);
      const files = found?.groups.reduce((count, group) => count + group.files.length, 0) ?? 0;
      // Offered only if the user has not started a new capture meanwhile (that one is kept instead).
      if (found && files > 0 && this.totalBytes === 0 && !this.link) {
        runInAction(() => {
          this.pending = found;
          this.resumable = { savedAt: new Date(found.savedAt), files };
        });
      }
    } catch (error) {
      console.warn('[receipts] pending batch not read', error);
    } finally {
      this.pendingLooked = true;
      this.save();
    }
  }

  /** Keeps the capture as it stands (nothing while an interrupted batch waits for the user's choice). */
  private save(): void {
    const persist = this.options.persist;
    const user = persist?.user;
    if (!persist || !user || !this.pendingLooked || this.resumable || this.state === 'sent') return;
    if (persist.from === 'send' && !this.link && !this.resumed) return;
    const store = persist.store ?? pendingBatches();
    const files = this.groups.reduce((count, group) => count + group.files.length, 0);
    const record: PendingBatch | null =
      files === 0 && !this.link && !this.resumed
        ? null
        : {
            user,
            page: persist.page,
            savedAt: Date.now(),
            nextId: this.nextId,
            groups: this.groups.map((group) => ({
              id: group.id,
              eans: [...group.eans],
              offerIdentifiers: [...group.offerIdentifiers],
              files: group.files.map((captured) => ({
                id: captured.id,
                bytes: captured.file,
                name: captured.name,
                type: captured.file.type,
                kind: captured.kind,
                lightened: captured.lightened,
                pickedKey: captured.pickedKey,
              })),
            })),
            links: this.link?.entries() ?? this.resumed?.links ?? [],
            batch: this.link
              ? storeBatch(this.link.batch.snapshot())
              : this.resumed
                ? storeBatch(this.resumed.batch)
                : null,
          };
    this.saving = this.saving
      .then(() => (record ? store.write(record) : store.remove(user, persist.page)))
      .catch((error: unknown) => console.warn('[receipts] pending batch not saved', error));
  }

  private forgetPending(): void {
    const persist = this.options.persist;
    const user = persist?.user;
    if (!persist || !user) return;
    const store = persist.store ?? pendingBatches();
    this.saving = this.saving
      .then(() => store.remove(user, persist.page))
      .catch((error: unknown) => console.warn('[receipts] pending batch not removed', error));
  }

  /** Resolves once every save asked so far is done (tests, and pages that leave right after a change). */
  saved(): Promise<void> {
    return this.saving;
  }

  private async prepareFile(groupId: number, picked: File): Promise<void> {
    const holder = receiptHolding(this.groups, pickedFileKey(picked));
    if (holder !== null) return this.notice(RECEIPT_CAPTURE_FR.duplicate(picked.name, holder));
    const prepared = await prepareReceiptFile(picked, this.downscale);
    if ('refusal' in prepared) return this.notice(prepared.refusal);
    this.acceptFile(groupId, prepared.file, prepared.kind, picked);
  }

  private acceptFile(groupId: number, file: File, kind: ReceiptFileKind, picked: File): void {
    const group = this.groups.find((candidate) => candidate.id === groupId);
    if (!group || this.state !== 'open') return;
    // Strictly below 8 MiB (RECEIPT-4), counted after downscaling.
    if (this.totalBytes + file.size >= RECEIPT_BATCH_LIMIT_BYTES) {
      this.notices.push(RECEIPT_CAPTURE_FR.tooBig(picked.name, this.remainingBytes));
      return;
    }
    const previewUrl = kind === 'image' ? this.urls.create(file) || null : null;
    const lightened = file !== picked;
    const pickedKey = pickedFileKey(picked);
    group.files.push({
      id: this.nextId++,
      file,
      name: picked.name,
      size: file.size,
      kind,
      previewUrl,
      lightened,
      pickedKey,
    });
    this.save();
  }

  private notice(text: string): void {
    runInAction(() => {
      this.notices.push(text);
    });
  }

  private releasePreview(file: CapturedFile): void {
    if (file.previewUrl) this.urls.revoke(file.previewUrl);
  }

  private requireOpen(): void {
    if (this.state !== 'open') throw new Error(`receipt capture is ${this.state}`);
  }
}
