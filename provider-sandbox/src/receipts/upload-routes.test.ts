import request from 'supertest';
import { PRODUCTS } from '../seed/products';
import { jpegBytes, pdfBytes, pngBytes } from '../testing/sample-files';
import {
  type TestSandbox,
  storedReceiptFiles,
  storedReceiptFilesSettleAt,
  testUuid,
  withSignedUpSandbox,
} from '../testing/test-sandbox';

let sandbox: TestSandbox;
let token: string;
withSignedUpSandbox((made) => ({ sandbox, token } = made));

const storedFiles = () => storedReceiptFiles(sandbox);
const uuid = testUuid;
const [spaghetti, penne] = PRODUCTS as [(typeof PRODUCTS)[0], (typeof PRODUCTS)[0]];

function upload(
  batch: string,
  receipt: string,
  file: Buffer,
  name = 'ticket.png',
  eans: string[] = [spaghetti.ean, penne.ean],
) {
  return request(sandbox.app)
    .post('/upload')
    .query({ access_token: token })
    .field('batch_uuid', batch)
    .field('receipt_uuid', receipt)
    .field('captured_at', '2026-03-01T09:00:00.000Z')
    .field('eans', JSON.stringify(eans))
    .attach('files', file, name);
}

describe('upload and send_batch', () => {
  it('stores jpg, png and pdf under generated names and serves them', async () => {
    const batch = uuid('batch');
    const response = await upload(batch, uuid('receipt'), jpegBytes(), 'photo.jpeg').expect(201);
    expect(response.body.files[0]).toMatchObject({ size: 256, content_type: 'image/jpeg' });
    expect(response.body.files[0].key).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    await upload(batch, uuid('receipt'), pdfBytes(), 'ticket.pdf').expect(201);
    await upload(batch, uuid('receipt'), pngBytes(), 'ticket.png').expect(201);
    const served = await request(sandbox.app).get(`/files/${response.body.files[0].key}`).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a .png name with text content (415) and keeps no file', async () => {
    const before = storedFiles().length;
    const response = await upload(
      uuid('batch'),
      uuid('receipt'),
      Buffer.from('bonjour, je ne suis pas une image'),
      'ticket.png',
    ).expect(415);
    expect(response.body).toMatchObject({
      code: 'unsupported_file_type',
      user_message: 'Seuls les fichiers JPG, JPEG, PNG et PDF sont acceptés.',
    });
    expect(await storedReceiptFilesSettleAt(sandbox, before)).toHaveLength(before);
  });

  it('creates pending receipts worth their eligible products, then refuses a second send', async () => {
    const batch = uuid('batch');
    const receipt = uuid('receipt');
    const cancelled = uuid('receipt');
    await upload(batch, receipt, pngBytes()).expect(201);
    await upload(batch, cancelled, pngBytes()).expect(201);
    const sent = await request(sandbox.app)
      .post('/send_batch')
      .query({ access_token: token })
      .send({ batch_uuid: batch, receipt_uuids: [receipt], cancelled_uuids: [cancelled], create_receipts: true })
      .expect(201);
    expect(sent.body.receipts).toEqual([
      expect.objectContaining({
        uuid: receipt,
        batch_uuid: batch,
        status: 'pending',
        stars: spaghetti.stars + penne.stars,
        eans: [spaghetti.ean, penne.ean],
      }),
    ]);
    expect(sent.body.receipts[0].files).toHaveLength(1);
    const again = await request(sandbox.app)
      .post('/send_batch')
      .query({ access_token: token })
      .send({ batch_uuid: batch, receipt_uuids: [receipt] })
      .expect(409);
    expect(again.body.code).toBe('batch_is_already_sent');
    await upload(batch, uuid('receipt'), pngBytes()).expect(409);
    const pending = await request(sandbox.app)
      .get('/api/kitv4/pending_receipts')
      .query({ access_token: token })
      .expect(200);
    expect(pending.body.receipts.map((item: { uuid: string }) => item.uuid)).toContain(receipt);
  });

  it('answers invalid_parameter for a cancelled uuid outside the batch or an unknown receipt', async () => {
    const batch = uuid('batch');
    const receipt = uuid('receipt');
    await upload(batch, receipt, pngBytes()).expect(201);
    const outside = await request(sandbox.app)
      .post('/send_batch')
      .query({ access_token: token })
      .send({ batch_uuid: batch, receipt_uuids: [receipt], cancelled_uuids: ['elsewhere'] })
      .expect(400);
    expect(outside.body).toMatchObject({
      code: 'invalid_parameter',
      invalid_parameter: 'cancelled_uuids',
      invalid_reason: 'not_in_batch',
    });
    const unknown = await request(sandbox.app)
      .post('/send_batch')
      .query({ access_token: token })
      .send({ batch_uuid: batch, receipt_uuids: ['nope'] })
      .expect(400);
    expect(unknown.body.invalid_reason).toBe('not_in_batch');
    await request(sandbox.app)
      .post('/send_batch')
      .query({ access_token: token })
      .send({ batch_uuid: 'no-such-batch', receipt_uuids: [receipt] })
      .expect(404);
  });

  it('answers 401 before reading the body when the token is wrong', async () => {
    const response = await request(sandbox.app)
      .post('/upload')
      .query({ access_token: 'faux' })
      .field('batch_uuid', 'b')
      .attach('files', pngBytes(), 'a.png')
      .expect(401);
    expect(response.body.code).toBe('unauthorized');
  });

  it('answers 400 to a body cut before its closing boundary, and stays up (no unhandled rejection)', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const boundary = 'coupe-net';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="batch_uuid"\r\n\r\nb-cut\r\n`),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="t.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        pngBytes(),
      ]);
      const response = await request(sandbox.app)
        .post('/upload')
        .query({ access_token: token })
        .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
        .send(body)
        .expect(400);
      expect(response.body.code).toBe('invalid_parameter');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
      await request(sandbox.app).get('/healthz').expect(200);
    } finally {
      process.off('unhandledRejection', record);
    }
  });

  it('answers 400, not 500, to a multipart body without a boundary', async () => {
    const response = await request(sandbox.app)
      .post('/upload')
      .query({ access_token: token })
      .set('Content-Type', 'multipart/form-data')
      .send('rien')
      .expect(400);
    expect(response.body.code).toBe('invalid_parameter');
  });

  it('needs at least one file', async () => {
    const response = await request(sandbox.app)
      .post('/upload')
      .query({ access_token: token })
      .field('batch_uuid', 'b1')
      .field('receipt_uuid', 'r1')
      .expect(400);
    expect(response.body).toMatchObject({ invalid_parameter: 'files', invalid_reason: 'blank' });
  });
});

describe('bulk_upload and upload_file_to_path', () => {
  it('stores the files of several receipts from a manifest, then sends them', async () => {
    const batch = uuid('bulk');
    const manifest = [
      { receipt_uuid: 'bulk-a', captured_at: '2026-03-01T08:00:00Z', eans: [spaghetti.ean], field: 'receipt_a' },
      { receipt_uuid: 'bulk-b', eans: [penne.ean], field: 'receipt_b' },
    ];
    const response = await request(sandbox.app)
      .post('/bulk_upload')
      .query({ access_token: token })
      .field('batch_uuid', batch)
      .field('manifest', JSON.stringify(manifest))
      .attach('receipt_a', pngBytes(), 'a.png')
      .attach('receipt_a', jpegBytes(), 'a2.jpg')
      .attach('receipt_b', pdfBytes(), 'b.pdf')
      .expect(201);
    expect(response.body.files.map((file: { content_type: string }) => file.content_type)).toEqual([
      'image/png',
      'image/jpeg',
      'application/pdf',
    ]);
    const sent = await request(sandbox.app)
      .post('/send_batch')
      .query({ access_token: token })
      .send({ batch_uuid: batch, receipt_uuids: ['bulk-a', 'bulk-b'] })
      .expect(201);
    expect(
      sent.body.receipts.map((receipt: { uuid: string; files: unknown[] }) => [receipt.uuid, receipt.files.length]),
    ).toEqual([
      ['bulk-a', 2],
      ['bulk-b', 1],
    ]);
    expect(sent.body.receipts[0].captured_at).toBe('2026-03-01T08:00:00.000Z');
  });

  it('refuses a file whose field is not in the manifest, and a manifest that is not JSON', async () => {
    const unknownField = await request(sandbox.app)
      .post('/bulk_upload')
      .query({ access_token: token })
      .field('batch_uuid', uuid('bulk'))
      .field('manifest', JSON.stringify([{ receipt_uuid: 'x', field: 'known' }]))
      .attach('other', pngBytes(), 'a.png')
      .expect(400);
    expect(unknownField.body).toMatchObject({ invalid_parameter: 'manifest', invalid_reason: 'missing_field' });
    const notJson = await request(sandbox.app)
      .post('/bulk_upload')
      .query({ access_token: token })
      .field('batch_uuid', 'b')
      .field('manifest', '{oops')
      .attach('f', pngBytes(), 'a.png')
      .expect(400);
    expect(notJson.body.invalid_parameter).toBe('manifest');
  });

  it('stores a file at a path, with the token as a multipart field', async () => {
    const response = await request(sandbox.app)
      .post('/upload_file_to_path')
      .field('access_token', token)
      .field('path', 'product_shots/game-4')
      .attach('file', jpegBytes(), 'shot.jpg')
      .expect(201);
    expect(response.body).toMatchObject({ content_type: 'image/jpeg', size: 256, path: 'product_shots/game-4' });
    await request(sandbox.app).get(`/files/${response.body.key}`).expect(200);
    for (const badPath of ['../../etc', '/absolute', 'a path with spaces']) {
      const refused = await request(sandbox.app)
        .post('/upload_file_to_path')
        .query({ access_token: token })
        .field('path', badPath)
        .attach('file', jpegBytes(), 'shot.jpg')
        .expect(400);
      expect(refused.body).toMatchObject({ invalid_parameter: 'path', invalid_reason: 'wrong_format' });
    }
    await request(sandbox.app)
      .post('/upload_file_to_path')
      .field('access_token', 'faux')
      .field('path', 'p')
      .attach('file', jpegBytes(), 'shot.jpg')
      .expect(401);
    const notMultipart = await request(sandbox.app)
      .post('/upload_file_to_path')
      .query({ access_token: token })
      .send({ path: 'p' })
      .expect(400);
    expect(notMultipart.body.invalid_reason).toBe('wrong_type');
  });
});
