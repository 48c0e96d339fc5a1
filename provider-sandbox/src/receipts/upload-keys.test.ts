import request from 'supertest';
import { jpegBytes, pngBytes } from '../testing/sample-files';
import {
  storedReceiptFiles,
  storedReceiptFilesSettleAt,
  testUuid,
  type TestSandbox,
  withSignedUpSandbox,
} from '../testing/test-sandbox';

let sandbox: TestSandbox;
let token: string;
withSignedUpSandbox((made) => ({ sandbox, token } = made));

const MiB = 1024 * 1024;
const upload = (batch: string, receipt: string, files: Buffer[], keys?: string[]) => {
  const call = request(sandbox.app)
    .post('/upload')
    .query({ access_token: token })
    .field('batch_uuid', batch)
    .field('receipt_uuid', receipt);
  if (keys) call.field('file_keys', JSON.stringify(keys));
  for (const [index, file] of files.entries()) call.attach('files', file, `photo-${index}.jpg`);
  return call;
};
const send = (batch: string, receipts: string[]) =>
  request(sandbox.app)
    .post('/send_batch')
    .query({ access_token: token })
    .send({ batch_uuid: batch, receipt_uuids: receipts });
const totalBytes = (batch: string) =>
  (sandbox.db.prepare('SELECT total_bytes FROM batches WHERE uuid = ?').get(batch) as { total_bytes: number })
    .total_bytes;

describe('a file sent again under its key replaces the one stored, never adds one', () => {
  it('a resumed batch whose answers were lost ends with each photo once', async () => {
    const batch = testUuid('batch');
    const receipts = [testUuid('receipt'), testUuid('receipt'), testUuid('receipt')];
    const before = storedReceiptFiles(sandbox).length;
    // First attempt: every upload reaches the provider, the answers are lost; the batch is resumed and sent again.
    for (const attempt of [1, 2]) {
      for (const [index, receipt] of receipts.entries()) {
        await upload(batch, receipt, [jpegBytes(1000 * attempt)], [`fichier-${index}`]).expect(201);
      }
    }
    const sent = await send(batch, receipts).expect(201);
    expect(sent.body.receipts.map((receipt: { files: unknown[] }) => receipt.files.length)).toEqual([1, 1, 1]);
    // The second copy is the one kept (what the client had last), the first left the disk and the byte count.
    expect(sent.body.receipts.map((receipt: { files: { size: number }[] }) => receipt.files[0]?.size)).toEqual([
      2000, 2000, 2000,
    ]);
    expect(totalBytes(batch)).toBe(6000);
    expect((await storedReceiptFilesSettleAt(sandbox, before + 3)).length - before).toBe(3);
  });

  it('a file sent again near the 8 MiB cap is not counted twice', async () => {
    const batch = testUuid('batch');
    const receipt = testUuid('receipt');
    await upload(batch, receipt, [jpegBytes(5 * MiB)], ['gros']).expect(201);
    await upload(batch, receipt, [jpegBytes(5 * MiB)], ['gros']).expect(201);
    expect(totalBytes(batch)).toBe(5 * MiB);
    // Without a key the same bytes are another file: over the cap.
    await upload(batch, receipt, [jpegBytes(5 * MiB)]).expect(413);
  });

  it('keeps files without keys as before, and refuses keys that do not match the files', async () => {
    const batch = testUuid('batch');
    const receipt = testUuid('receipt');
    await upload(batch, receipt, [pngBytes()]).expect(201);
    await upload(batch, receipt, [pngBytes()]).expect(201);
    const refused = await upload(batch, receipt, [pngBytes(), pngBytes()], ['une-seule']).expect(400);
    expect(refused.body).toMatchObject({ invalid_parameter: 'file_keys', invalid_reason: 'wrong_count' });
    await upload(batch, receipt, [pngBytes(), pngBytes()], ['pareil', 'pareil']).expect(400);
    const sent = await send(batch, [receipt]).expect(201);
    expect(sent.body.receipts[0].files).toHaveLength(2);
  });

  it('bulk_upload honours the keys of each receipt in its manifest', async () => {
    const batch = testUuid('batch');
    const [first, second] = [testUuid('receipt'), testUuid('receipt')];
    const bulk = () =>
      request(sandbox.app)
        .post('/bulk_upload')
        .query({ access_token: token })
        .field('batch_uuid', batch)
        .field(
          'manifest',
          JSON.stringify([
            { field: 'receipt_0', receipt_uuid: first, file_keys: ['a-recto', 'a-verso'] },
            { field: 'receipt_1', receipt_uuid: second, file_keys: ['b'] },
          ]),
        )
        .attach('receipt_0', jpegBytes(), 'recto.jpg')
        .attach('receipt_0', jpegBytes(), 'verso.jpg')
        .attach('receipt_1', pngBytes(), 'ticket.png');
    await bulk().expect(201);
    await bulk().expect(201);
    const sent = await send(batch, [first, second]).expect(201);
    expect(sent.body.receipts.map((receipt: { files: unknown[] }) => receipt.files.length)).toEqual([2, 1]);
  });
});
