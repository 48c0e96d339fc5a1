import { BatchUploader } from '../batch/batch-uploader';
import type { Receipt, ReceiptFile } from '../types/provider-types';
import { optionalStringArray, requireFiles, requireObject, requireString } from '../validation/rules';
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

/** Spec §3 Receipt, §4 Receipt batch, §5 "Upload with files", §7 upload proxy. */
export function uploadOperations(ctx: KitContext) {
  const { api, bus, session } = ctx;

  function getBatchUploader(): BatchUploader {
    const user = session.requireUser();
    return new BatchUploader({ api, bus, userId: user.id });
  }

  // Paths no page of this site uses: their code loads on first use, out of the kit every page loads first.
  const rarer = () => import('./rarer-uploads').then((module) => module.rarerUploads(ctx, getBatchUploader));

  return {
    /** A new batch in state open; throws NOT_INITIALIZED / NO_USER_AUTHENTICATED without a user. */
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

    /** Several receipts, each made of its files, sent in one batch with one bulk_upload request (spec §7). */
    bulkUploadReceipts: async (uploads: FilesUpload[]) => (await rarer()).bulkUploadReceipts(uploads),
    /** The legacy receipt flow (spec §7 POST /api/v2/receipts): a receipt announced with its pictures. */
    createLegacyReceipt: async (receipt?: LegacyReceiptFields) => (await rarer()).createLegacyReceipt(receipt),
    /** One picture of a legacy receipt (spec §7 PUT /api/v2/receipt_subpictures/{id}). */
    uploadLegacySubpicture: async (subpictureId: number, file: File) =>
      (await rarer()).uploadLegacySubpicture(subpictureId, file),

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
