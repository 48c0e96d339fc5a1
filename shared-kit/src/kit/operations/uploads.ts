import { BatchUploader, type BatchSnapshot } from '../batch/batch-uploader';
import { kitErrors } from '../errors/kit-errors';
import type { LegacyReceipt, LegacySubpictureAnswer, Receipt, ReceiptFile } from '../types/provider-types';
import {
  optionalString,
  optionalStringArray,
  requireDate,
  requireFiles,
  requireNumericId,
  requireObject,
  requireString,
} from '../validation/rules';
import type { KitContext } from './kit-context';

export interface LegacyReceiptFields {
  uuid?: string;
  capturedAt?: Date;
  eans?: string[];
  /** 1 to 10 pictures (1 by default). */
  subpicturesCount?: number;
}

export interface FilesUpload {
  files: FileList | File[];
  eans?: string[];
  offerIdentifiers?: string[];
}

/** RECEIPT-1, RECEIPT-2, RECEIPT-3 (the upload proxy). */
export function uploadOperations(ctx: KitContext) {
  const { api, bus, session } = ctx;

  function getBatchUploader(resume?: BatchSnapshot): BatchUploader {
    const user = session.requireUser();
    return new BatchUploader({ api, bus, userId: user.id }, resume);
  }

  return {
    /**
     * A new batch in state open, or the batch of `resume` (BatchUploader.snapshot()) as it was; throws
     * NOT_INITIALIZED / NO_USER_AUTHENTICATED without a user.
     */
    getBatchUploader,

    /** One receipt made of `files`, sent at once in its own batch. */
    async uploadWithFiles(upload: FilesUpload): Promise<{ receipts: Receipt[] }> {
      const fields = requireObject('upload', upload);
      const files = requireFiles('files', fields.files);
      const eans = optionalStringArray('eans', fields.eans);
      const offerIdentifiers = optionalStringArray('offerIdentifiers', fields.offerIdentifiers);
      const batch = getBatchUploader();
      batch.addReceipt({ files, eans, offerIdentifiers });
      return batch.send();
    },

    /** Several receipts, each made of its files, sent in one batch with one bulk_upload request (RECEIPT-3). */
    async bulkUploadReceipts(uploads: FilesUpload[]): Promise<{ receipts: Receipt[] }> {
      if (!Array.isArray(uploads)) throw kitErrors.invalidParameter('uploads', 'wrong_type');
      if (uploads.length === 0) throw kitErrors.invalidParameter('uploads', 'blank');
      const batch = getBatchUploader();
      for (const upload of uploads) {
        const fields = requireObject('upload', upload);
        batch.addReceipt({
          files: requireFiles('files', fields.files),
          eans: optionalStringArray('eans', fields.eans),
          offerIdentifiers: optionalStringArray('offerIdentifiers', fields.offerIdentifiers),
        });
      }
      return batch.send({ bulk: true });
    },

    /**
     * The legacy receipt flow (RECEIPT-3 POST /api/v2/receipts): announces a receipt and how many pictures it has; each
     * picture then goes with uploadLegacySubpicture, and the last one sends the receipt.
     */
    async createLegacyReceipt(receipt: LegacyReceiptFields = {}): Promise<LegacyReceipt> {
      const fields = requireObject('receipt', receipt);
      const count = fields.subpicturesCount ?? 1;
      if (typeof count !== 'number' || !Number.isInteger(count))
        throw kitErrors.invalidParameter('subpicturesCount', 'wrong_type');
      if (count < 1 || count > 10) throw kitErrors.invalidParameter('subpicturesCount', 'invalid');
      return api.request({
        method: 'POST',
        path: '/api/v2/receipts',
        auth: 'user',
        params: {
          receipt: {
            uuid: optionalString('uuid', fields.uuid),
            captured_at:
              fields.capturedAt === undefined ? undefined : requireDate('capturedAt', fields.capturedAt).toISOString(),
            eans: optionalStringArray('eans', fields.eans),
            subpictures_count: count,
          },
        },
      });
    },

    /** One picture of a legacy receipt (RECEIPT-3 PUT /api/v2/receipt_subpictures/{id}); numeric id, one file. */
    async uploadLegacySubpicture(subpictureId: number, file: File): Promise<LegacySubpictureAnswer> {
      const id = requireNumericId('subpictureId', subpictureId);
      const [single] = requireFiles('file', [file]);
      const form = new FormData();
      if (single) form.set('file', single, single.name);
      const answer = await api.request<LegacySubpictureAnswer>({
        method: 'PUT',
        path: `/api/v2/receipt_subpictures/${id}`,
        auth: 'user',
        form,
      });
      if (answer.receipt)
        bus.emit('receipts:sent', { batchUuid: answer.receipt.batch_uuid, receiptUuids: [answer.receipt.uuid] });
      return answer;
    },

    async uploadFileToPath(path: string, file: File): Promise<ReceiptFile> {
      const target = requireString('path', path);
      const [single] = requireFiles('file', [file]);
      const form = new FormData();
      form.set('path', target);
      if (single) form.set('file', single, single.name);
      return api.request({ method: 'POST', base: 'upload', path: '/upload_file_to_path', auth: 'user', form });
    },
  };
}

export type UploadOperations = ReturnType<typeof uploadOperations>;
