import fs from 'node:fs';
import { Router, type Request, type Response } from 'express';
import Joi from 'joi';
import type { SandboxContext } from '../context';
import { invalidParameter, notFound } from '../http/errors';
import { STORED_FILE_CSP, storedFileDisposition } from '../http/security-headers';
import { validParams } from '../http/params';
import { currentUser, requireUser } from '../http/require-user';
import { batchBytesLeft, recordBatchUpload, sendBatch } from './batches';
import { BATCH_MAX_BYTES } from './limits';
import { removeFiles, type ReceivedFile } from './multipart';
import { receiptJson } from './receipt-json';
import { keepFilesOnlyIf, receiveUserUpload } from './receive-upload';
import { announcedFileKeys, bulkManifest, declaredReceipt, fileKeysField, uuidField } from './upload-fields';

const sendSchema = Joi.object<{
  batch_uuid: string;
  receipt_uuids: string[];
  cancelled_uuids: string[];
  create_receipts: boolean;
}>({
  batch_uuid: Joi.string().required(),
  receipt_uuids: Joi.array().items(Joi.string()).default([]),
  cancelled_uuids: Joi.array().items(Joi.string()).default([]),
  create_receipts: Joi.boolean().default(true),
});

function fileJson(file: ReceivedFile) {
  return { key: file.key, size: file.size, content_type: file.contentType };
}

/** The upload proxy (RECEIPT-3: upload, upload_file_to_path, bulk_upload, send_batch) and the stored files. */
export function uploadRoutes(context: SandboxContext): Router {
  const { db, settings, clock } = context;
  const router = Router();
  /**
   * A user's files for a batch, counted against what the batch has left (RECEIPT-4), the files they replace (keys
   * sent before the files) excepted.
   */
  const receiveBatchUpload = (req: Request, res: Response) =>
    receiveUserUpload(context, req, res, (fields) => batchBytesLeft(db, fields.batch_uuid, announcedFileKeys(fields)));
  /** Records the upload; the files it replaced leave the disk once it is recorded. */
  const record = (upload: Parameters<typeof recordBatchUpload>[1]) =>
    removeFiles(recordBatchUpload(db, upload, clock()).replacedPaths.map((file) => ({ path: file })));

  router.post('/upload', async (req, res) => {
    const { user, received } = await receiveBatchUpload(req, res);
    keepFilesOnlyIf(received, () => {
      const batchUuid = uuidField('batch_uuid', received.fields.batch_uuid);
      const receipt = declaredReceipt(received.fields);
      const keys = fileKeysField('file_keys', received.fields.file_keys, received.files.length);
      const files = received.files.map((file, index) => ({
        file,
        receiptUuid: receipt.receiptUuid,
        uploadKey: keys[index],
      }));
      record({ userId: user.id, batchUuid, receipts: [receipt], files });
    });
    res.status(201).json({ files: received.files.map(fileJson) });
  });

  router.post('/bulk_upload', async (req, res) => {
    const { user, received } = await receiveBatchUpload(req, res);
    keepFilesOnlyIf(received, () => {
      const batchUuid = uuidField('batch_uuid', received.fields.batch_uuid);
      const manifest = bulkManifest(received.fields.manifest).map((entry) => ({
        ...entry,
        keys: fileKeysField(
          'file_keys',
          entry.fileKeys,
          received.files.filter((file) => file.field === entry.field).length,
        ),
        next: 0,
      }));
      const files = received.files.map((file) => {
        const entry = manifest.find((item) => item.field === file.field);
        if (!entry) throw invalidParameter('manifest', 'missing_field', file.field);
        return { file, receiptUuid: entry.receipt.receiptUuid, uploadKey: entry.keys[entry.next++] };
      });
      record({ userId: user.id, batchUuid, receipts: manifest.map((item) => item.receipt), files });
    });
    res.status(201).json({ files: received.files.map(fileJson) });
  });

  router.post('/upload_file_to_path', async (req, res) => {
    const { user, received } = await receiveUserUpload(context, req, res, () => BATCH_MAX_BYTES);
    keepFilesOnlyIf(received, () => {
      if (received.files.length > 1) throw invalidParameter('file', 'too_long');
      const target = received.fields.path;
      if (!target) throw invalidParameter('path', 'blank');
      // A relative key made of plain segments: the path names the file, it never locates it on disk.
      const segments = target.split('/');
      if (
        !/^[A-Za-z0-9_./-]{1,200}$/.test(target) ||
        segments.some((segment) => segment === '' || segment === '.' || segment === '..')
      ) {
        throw invalidParameter('path', 'wrong_format');
      }
      const file = received.files[0] as ReceivedFile;
      db.prepare(
        'INSERT INTO stored_files (key, user_id, path, content_type, size, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(file.key, user.id, file.path, file.contentType, file.size, clock().toISOString());
    });
    const file = received.files[0] as ReceivedFile;
    res.status(201).json({ ...fileJson(file), path: received.fields.path });
  });

  router.post('/send_batch', requireUser(db, clock), (req, res) => {
    const params = validParams(sendSchema, req);
    const { receipts, removedPaths } = sendBatch(
      db,
      {
        userId: currentUser(res).id,
        batchUuid: params.batch_uuid,
        receiptUuids: params.receipt_uuids,
        cancelledUuids: params.cancelled_uuids,
        createReceipts: params.create_receipts,
      },
      clock(),
      settings.receiptDelayMs,
    );
    removeFiles(removedPaths.map((file) => ({ path: file })));
    res.status(201).json({ receipts: receipts.map((receipt) => receiptJson(db, settings.publicBaseUrl, receipt)) });
  });

  // The generated key is unguessable: it is the file's capability URL (CONTRACT.md "Receipts").
  router.get('/files/:key', (req, res) => {
    const file = db.prepare('SELECT path, content_type FROM stored_files WHERE key = ?').get(req.params.key) as
      { path: string; content_type: string } | undefined;
    if (!file || !fs.existsSync(file.path)) throw notFound(`file ${req.params.key}`);
    res
      .type(file.content_type)
      .set({ 'Cache-Control': 'private, max-age=3600', 'Content-Security-Policy': STORED_FILE_CSP });
    const disposition = storedFileDisposition(file.content_type, req.params.key);
    if (disposition) res.set('Content-Disposition', disposition);
    // The path comes from the database, never from the request; the default data dir sits under
    // .data/, which sendFile's default dotfiles rule would refuse.
    res.sendFile(file.path, { dotfiles: 'allow' });
  });

  return router;
}
