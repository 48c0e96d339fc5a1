import fs from 'node:fs';
import request from 'supertest';
import { pngBytes } from '../testing/sample-files';
import {
  createTestSandbox,
  signUp,
  storedReceiptFiles,
  storedReceiptFilesSettleAt,
  testUuid,
  type TestSandbox,
} from '../testing/test-sandbox';
import { removeOrphanFiles, UPLOAD_QUOTA_MESSAGE } from './upload-quota';

let sandbox: TestSandbox;
afterEach(() => sandbox.close());

const storedFilesSettleAt = (count: number) => storedReceiptFilesSettleAt(sandbox, count);

function toPath(token: string, name: string, bytes = 2000) {
  return request(sandbox.app)
    .post('/upload_file_to_path')
    .query({ access_token: token })
    .field('path', `receipts/${name}.png`)
    .attach('file', pngBytes(bytes), 'ticket.png');
}

describe('per-user upload quota', () => {
  it('refuses the upload past the hourly file count, with Retry-After, and leaves no file behind', async () => {
    sandbox = createTestSandbox({ SANDBOX_UPLOAD_FILES_PER_HOUR: '3' });
    const { token } = await signUp(sandbox);
    for (let i = 0; i < 3; i += 1) await toPath(token, `f${i}`).expect(201);
    const refused = await toPath(token, 'f3').expect(429);
    expect(refused.body).toMatchObject({ code: 'upload_quota_exceeded', user_message: UPLOAD_QUOTA_MESSAGE });
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await storedFilesSettleAt(3)).toHaveLength(3);

    // Another user is not affected; the first one may upload again an hour later.
    const other = await signUp(sandbox);
    await toPath(other.token, 'g0').expect(201);
    sandbox.clock.advance(3600_000 + 1);
    await toPath(token, 'f4').expect(201);
  });

  it('refuses an upload that would cross the hourly byte quota', async () => {
    sandbox = createTestSandbox({ SANDBOX_UPLOAD_BYTES_PER_HOUR: String(10_000) });
    const { token } = await signUp(sandbox);
    await toPath(token, 'a', 6000).expect(201);
    await toPath(token, 'b', 6000).expect(429);
    expect(await storedFilesSettleAt(1)).toHaveLength(1);
  });

  it('counts batch uploads too (a token sent as a form field is checked after the body)', async () => {
    sandbox = createTestSandbox({ SANDBOX_UPLOAD_FILES_PER_HOUR: '1' });
    const { token } = await signUp(sandbox);
    const batch = testUuid('batch');
    await request(sandbox.app)
      .post('/upload')
      .field('access_token', token)
      .field('batch_uuid', batch)
      .field('receipt_uuid', testUuid('receipt'))
      .attach('files', pngBytes(1000), 'ticket.png')
      .expect(201);
    await request(sandbox.app)
      .post('/upload')
      .field('access_token', token)
      .field('batch_uuid', batch)
      .field('receipt_uuid', testUuid('receipt'))
      .attach('files', pngBytes(1000), 'ticket.png')
      .expect(429);
    expect(await storedFilesSettleAt(1)).toHaveLength(1);
  });
});

describe('orphan clean-up', () => {
  it('removes files that never joined a sent batch once they are a day old, and keeps sent ones', async () => {
    sandbox = createTestSandbox();
    const { token } = await signUp(sandbox);
    const upload = (batch: string, receipt: string) =>
      request(sandbox.app)
        .post('/upload')
        .query({ access_token: token })
        .field('batch_uuid', batch)
        .field('receipt_uuid', receipt)
        .attach('files', pngBytes(1000), 'ticket.png')
        .expect(201);
    const sent = testUuid('batch');
    const sentReceipt = testUuid('receipt');
    await upload(sent, sentReceipt);
    await request(sandbox.app)
      .post('/send_batch')
      .send({ access_token: token, batch_uuid: sent, receipt_uuids: [sentReceipt] })
      .expect(201);
    const abandoned = testUuid('batch');
    await upload(abandoned, testUuid('receipt'));
    await toPath(token, 'loose').expect(201);
    expect(storedReceiptFiles(sandbox)).toHaveLength(3);

    const day = 24 * 3600_000;
    expect(removeOrphanFiles(sandbox.db, day, sandbox.clock.now())).toBe(0);
    sandbox.clock.advance(day + 1000);
    expect(removeOrphanFiles(sandbox.db, day, sandbox.clock.now())).toBe(2);

    const left = storedReceiptFiles(sandbox);
    expect(left).toHaveLength(1);
    const rows = sandbox.db.prepare('SELECT batch_uuid, path FROM stored_files').all() as {
      batch_uuid: string;
      path: string;
    }[];
    expect(rows).toEqual([expect.objectContaining({ batch_uuid: sent })]);
    expect(fs.existsSync(rows[0]!.path)).toBe(true);
    expect(sandbox.db.prepare('SELECT uuid FROM batches WHERE uuid = ?').get(abandoned)).toBeUndefined();
  });
});
