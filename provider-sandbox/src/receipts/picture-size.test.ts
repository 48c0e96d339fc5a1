import request from 'supertest';
import { jpegBytes, pdfBytes, pngBytes } from '../testing/sample-files';
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

const upload = (file: Buffer, name: string) =>
  request(sandbox.app)
    .post('/upload')
    .query({ access_token: token })
    .field('batch_uuid', testUuid('batch'))
    .field('receipt_uuid', testUuid('receipt'))
    .attach('files', file, name);

describe('the size in pixels of an uploaded picture', () => {
  it('refuses a 51 kB PNG declaring 100 000 × 100 000 pixels, in French, and keeps nothing', async () => {
    const before = storedReceiptFiles(sandbox).length;
    const bomb = pngBytes(51 * 1024, { width: 100_000, height: 100_000 });
    const refused = await upload(bomb, 'ticket.png').expect(422);
    expect(refused.body).toMatchObject({
      code: 'image_too_large',
      user_message:
        'Cette image est trop grande (100\u00a0000\u00a0×\u00a0100\u00a0000 pixels). Merci d’en choisir une plus petite.',
    });
    expect(await storedReceiptFilesSettleAt(sandbox, before)).toHaveLength(before);
    const rows = sandbox.db.prepare('SELECT COUNT(*) AS n FROM stored_files').get() as { n: number };
    expect(rows.n).toBe(0);
  });

  it.each([
    ['a side over 12 000 px', jpegBytes(256, { width: 12_001, height: 100 }), 'long.jpg'],
    ['over 60 megapixels', pngBytes(256, { width: 9_000, height: 7_000 }), 'grand.png'],
    ['no pixels at all', pngBytes(256, { width: 0, height: 0 }), 'vide.png'],
  ])('refuses %s', async (_what, file, name) => {
    expect((await upload(file, name).expect(422)).body.code).toBe('image_too_large');
  });

  it('refuses a picture whose size cannot be read from its header', async () => {
    const noFrame = Buffer.alloc(256);
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]).copy(noFrame);
    expect((await upload(noFrame, 'ticket.jpg').expect(415)).body.code).toBe('unreadable_image');
  });

  it('accepts a 50-megapixel phone photo, the largest side allowed, and PDFs (not pictures)', async () => {
    await upload(jpegBytes(256, { width: 8_160, height: 6_120 }), 'photo.jpg').expect(201);
    await upload(pngBytes(256, { width: 12_000, height: 4_000 }), 'panorama.png').expect(201);
    await upload(pdfBytes(), 'facture.pdf').expect(201);
  });
});
