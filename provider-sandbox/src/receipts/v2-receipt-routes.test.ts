import request from 'supertest';
import { PRODUCTS } from '../seed/products';
import { jpegBytes, pngBytes } from '../testing/sample-files';
import { signUp, type TestSandbox, withSignedUpSandbox } from '../testing/test-sandbox';

let sandbox: TestSandbox;
let token: string;
withSignedUpSandbox((made) => ({ sandbox, token } = made));

const fusilli = PRODUCTS.find((product) => product.identifier === 'fusilli-500');

describe('legacy v2 receipts', () => {
  it('announces two pictures, takes them one by one and sends the receipt with the last', async () => {
    const created = await request(sandbox.app)
      .post('/api/v2/receipts')
      .query({ access_token: token })
      .send({ receipt: { uuid: 'legacy-1', eans: [fusilli?.ean], subpictures_count: 2 } })
      .expect(201);
    expect(created.body.receipt).toEqual({ uuid: 'legacy-1', batch_uuid: 'v2-legacy-1', status: 'awaiting_pictures' });
    const [first, second] = created.body.subpictures as { id: number }[];
    const put = (id: number | undefined, file: Buffer, name: string) =>
      request(sandbox.app)
        .put(`/api/v2/receipt_subpictures/${id}`)
        .query({ access_token: token })
        .attach('file', file, name);

    const one = await put(first?.id, pngBytes(), 'a.png').expect(200);
    expect(one.body).toEqual({ subpicture: { id: first?.id, uploaded: true }, receipt: null });
    const replaced = await put(first?.id, pngBytes(), 'a.png').expect(400);
    expect(replaced.body.code).toBe('receipt_not_replaceable');
    const text = await put(second?.id, Buffer.from('du texte, pas une image'), 'b.jpg').expect(415);
    expect(text.body.code).toBe('unsupported_file_type');
    const two = await put(second?.id, jpegBytes(), 'b.jpg').expect(200);
    expect(two.body.receipt).toMatchObject({ uuid: 'legacy-1', status: 'pending', stars: fusilli?.stars });
    expect(two.body.receipt.files).toHaveLength(2);
  });

  it("refuses another user's subpicture, a reused uuid and a bad id", async () => {
    const created = await request(sandbox.app)
      .post('/api/v2/receipts')
      .query({ access_token: token })
      .send({ receipt: { uuid: 'legacy-2' } })
      .expect(201);
    const other = await signUp(sandbox);
    const id = created.body.subpictures[0].id as number;
    await request(sandbox.app)
      .put(`/api/v2/receipt_subpictures/${id}`)
      .query({ access_token: other.token })
      .attach('file', pngBytes(), 'a.png')
      .expect(404);
    await request(sandbox.app)
      .post('/api/v2/receipts')
      .query({ access_token: token })
      .send({ receipt: { uuid: 'legacy-2' } })
      .expect(400);
    await request(sandbox.app)
      .put('/api/v2/receipt_subpictures/abc')
      .query({ access_token: token })
      .attach('file', pngBytes(), 'a.png')
      .expect(400);
    await request(sandbox.app).post('/api/v2/receipts').send({ receipt: {} }).expect(401);
  });
});
