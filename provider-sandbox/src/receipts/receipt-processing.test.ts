import request from 'supertest';
import { PRODUCTS } from '../seed/products';
import { pngBytes } from '../testing/sample-files';
import { createTestSandbox, signUp, type TestSandbox } from '../testing/test-sandbox';
import { NO_ELIGIBLE_PRODUCT_REASON, settleReceipts, startReceiptSettler } from './processing';

let sandbox: TestSandbox;
let token: string;
beforeAll(async () => {
  sandbox = createTestSandbox({ SANDBOX_RECEIPT_DELAY_MS: '15000' });
  ({ token } = await signUp(sandbox));
});
afterAll(() => sandbox.close());

const tagliatelle = PRODUCTS.find((product) => product.identifier === 'tagliatelle-oeufs-400');
let counter = 0;

async function declare(eans: string[]): Promise<string> {
  counter += 1;
  const batch = `processing-batch-${counter}`;
  const receipt = `processing-receipt-${counter}`;
  await request(sandbox.app)
    .post('/upload')
    .query({ access_token: token })
    .field('batch_uuid', batch)
    .field('receipt_uuid', receipt)
    .field('eans', eans.join(','))
    .attach('files', pngBytes(), 'ticket.png')
    .expect(201);
  await request(sandbox.app)
    .post('/send_batch')
    .query({ access_token: token })
    .send({ batch_uuid: batch, receipt_uuids: [receipt], create_receipts: true })
    .expect(201);
  return receipt;
}

const card = async () =>
  (await request(sandbox.app).get('/api/fidmarquesv3/card_slots').query({ access_token: token })).body.card_slots[0]
    .loyalty_card.data;
const receiptOf = async (uuid: string) =>
  (await request(sandbox.app).get(`/api/kitv4/receipts/${uuid}`).query({ access_token: token }).expect(200)).body
    .receipt;

describe('receipt processing', () => {
  it('keeps a receipt pending until its delay, then credits its stars', async () => {
    const before = await card();
    const uuid = await declare([tagliatelle?.ean ?? '', '1234567890123']);
    expect(await card()).toEqual({ available_points: before.available_points, pending_points: tagliatelle?.stars });
    sandbox.clock.advance(14_000);
    expect(settleReceipts(sandbox.db, sandbox.clock.now())).toBe(0);
    sandbox.clock.advance(1_000);
    expect(settleReceipts(sandbox.db, sandbox.clock.now())).toBe(1);
    expect(await receiptOf(uuid)).toMatchObject({
      status: 'accepted',
      stars: tagliatelle?.stars,
      reason: null,
      processed_at: expect.any(String),
    });
    expect(await card()).toEqual({
      available_points: before.available_points + (tagliatelle?.stars ?? 0),
      pending_points: 0,
    });
    expect(settleReceipts(sandbox.db, sandbox.clock.now(), true)).toBe(0);
  });

  it('rejects a receipt without eligible product, with a French reason on the timeline', async () => {
    const uuid = await declare(['1234567890123']);
    await request(sandbox.app).post('/__sandbox/receipts/settle').expect(200, { settled: 1 });
    expect(await receiptOf(uuid)).toMatchObject({ status: 'rejected', stars: 0, reason: NO_ELIGIBLE_PRODUCT_REASON });
    const timeline = await request(sandbox.app)
      .get('/api/fidmarquesv3/timeline')
      .query({ access_token: token, limit: 1 })
      .expect(200);
    expect(timeline.body.messages[0]).toMatchObject({
      class_name: 'receipt_rejected',
      receipt: { uuid, status: 'rejected' },
    });
    // A filter list is bounded (each name is one SQL parameter): too long is a 400, not a 500.
    const names = Array.from({ length: 21 }, (_, index) => `classe_${index}`);
    await request(sandbox.app)
      .get('/api/fidmarquesv3/timeline')
      .query({ access_token: token })
      .send({ stream_class_names: names })
      .expect(400);
    expect(timeline.body.messages[0].text).toContain(NO_ELIGIBLE_PRODUCT_REASON);
    expect(timeline.body.has_more).toBe(true);
  });

  it('runs the in-process timer', async () => {
    const uuid = await declare([tagliatelle?.ean ?? '']);
    sandbox.clock.advance(15_000);
    const stop = startReceiptSettler(sandbox.db, sandbox.clock.now, 10);
    await new Promise((resolve) => setTimeout(resolve, 60));
    stop();
    expect((await receiptOf(uuid)).status).toBe('accepted');
  });

  it('cancels a pending receipt, processes one at once on skip_validation, and refuses to change a processed one', async () => {
    const cancelled = await declare([tagliatelle?.ean ?? '']);
    const response = await request(sandbox.app)
      .post('/api/kitv4/receipts/cancel')
      .query({ access_token: token })
      .send({ receipt_uuid: cancelled })
      .expect(200);
    expect(response.body.receipt.status).toBe('cancelled');
    const again = await request(sandbox.app)
      .post('/api/kitv4/receipts/cancel')
      .query({ access_token: token })
      .send({ receipt_uuid: cancelled })
      .expect(400);
    expect(again.body.code).toBe('receipt_not_replaceable');
    const skipped = await declare([tagliatelle?.ean ?? '']);
    const done = await request(sandbox.app)
      .post('/api/kitv4/receipts/skip_validation')
      .query({ access_token: token })
      .send({ receipt_uuid: skipped })
      .expect(200);
    expect(done.body.receipt.status).toBe('accepted');
    await request(sandbox.app)
      .post('/api/kitv4/receipts/cancel')
      .query({ access_token: token })
      .send({ receipt_uuid: 'unknown' })
      .expect(404);
  });

  it('records reviews, claims and reports', async () => {
    const uuid = await declare([tagliatelle?.ean ?? '']);
    const shown = await request(sandbox.app)
      .post('/api/kitv4/receipts/show_review')
      .query({ access_token: token })
      .send({ receipt_uuid: uuid })
      .expect(200);
    expect(shown.body.receipt.review_state).toBe('shown');
    const validated = await request(sandbox.app)
      .post('/api/kitv4/receipts/review_claims')
      .query({ access_token: token })
      .send({ receipt_uuid: uuid })
      .expect(200);
    expect(validated.body.receipt.review_state).toBe('validated');
    await request(sandbox.app)
      .post('/api/kitv4/receipts/claim_on_receipt')
      .query({ access_token: token })
      .send({ receipt_uuid: uuid, message: 'Il manque un paquet' })
      .expect(200);
    await request(sandbox.app)
      .post('/api/kitv4/receipts/report_user_feedback')
      .query({ access_token: token })
      .send({ receipt_uuid: uuid, message: 'Photo floue' })
      .expect(200, { reported: true });
    const claim = await request(sandbox.app)
      .post('/api/kitv4/receipts/claim_on_purchase')
      .query({ access_token: token })
      .send({ purchase_id: 'p-1', ean: tagliatelle?.ean, card_identifier: 'c' })
      .expect(200);
    expect(claim.body.claim).toMatchObject({ purchase_id: 'p-1', status: 'received' });
    await request(sandbox.app)
      .post('/api/kitv4/receipts/claim_on_purchase')
      .query({ access_token: token })
      .send({ purchase_id: 'p-1', ean: 'abc' })
      .expect(400);
    await request(sandbox.app)
      .post('/api/kitv4/receipts/report_user_feedback')
      .query({ access_token: token })
      .send({ receipt_uuid: uuid })
      .expect(400);
    const tickets = await request(sandbox.app).get('/__sandbox/tickets').expect(200);
    expect(tickets.body.tickets.map((ticket: { kind: string }) => ticket.kind)).toEqual(
      expect.arrayContaining(['claim_on_receipt', 'receipt_feedback', 'claim_on_purchase']),
    );
    const all = await request(sandbox.app).get('/api/kitv4/receipts').query({ access_token: token }).expect(200);
    expect(all.body.receipts.length).toBeGreaterThanOrEqual(5);
  });
});

describe('timeline', () => {
  it('pages by ordered key, filters by class and archives', async () => {
    const first = await request(sandbox.app)
      .get('/api/fidmarquesv3/timeline')
      .query({ access_token: token, limit: 2 })
      .expect(200);
    expect(first.body.messages).toHaveLength(2);
    const oldest = first.body.messages[1].ordered_key as string;
    const next = await request(sandbox.app)
      .get('/api/fidmarquesv3/timeline')
      .query({ access_token: token, limit: 2, oldest_seen_timeline_ordered_key: oldest })
      .expect(200);
    expect(next.body.messages.every((message: { ordered_key: string }) => message.ordered_key < oldest)).toBe(true);
    const accepted = await request(sandbox.app)
      .get('/api/fidmarquesv3/timeline')
      .query({ access_token: token, skip_limit: true, stream_class_names: ['receipt_accepted'] })
      .expect(200);
    expect(accepted.body.messages.length).toBeGreaterThanOrEqual(3);
    expect(
      accepted.body.messages.every((message: { class_name: string }) => message.class_name === 'receipt_accepted'),
    ).toBe(true);

    const identifier = first.body.messages[0].identifier as string;
    await request(sandbox.app)
      .post('/api/fidmarquesv3/timeline/archive_message')
      .query({ access_token: token })
      .send({ message_identifier: identifier })
      .expect(200, { archived: 1 });
    const without = await request(sandbox.app)
      .get('/api/fidmarquesv3/timeline')
      .query({ access_token: token, skip_limit: true })
      .expect(200);
    expect(without.body.messages.map((message: { identifier: string }) => message.identifier)).not.toContain(
      identifier,
    );
    const archive = await request(sandbox.app)
      .get('/api/fidmarquesv3/timeline')
      .query({ access_token: token, skip_limit: true, archive_user_timeline_messages: true })
      .expect(200);
    expect(archive.body.messages.map((message: { identifier: string }) => message.identifier)).toContain(identifier);
    const rest = await request(sandbox.app)
      .post('/api/fidmarquesv3/timeline/archives')
      .query({ access_token: token })
      .expect(200);
    expect(rest.body.archived).toBe(without.body.messages.length);
    await request(sandbox.app)
      .post('/api/fidmarquesv3/timeline/archive_message')
      .query({ access_token: token })
      .send({ message_identifier: 'nope' })
      .expect(404);
    await request(sandbox.app)
      .get('/api/fidmarquesv3/timeline')
      .query({ access_token: token, limit: 'beaucoup' })
      .expect(400);
  });

  it('the refuse control rejects one pending receipt now, with its stars withdrawn from the pending ones and a reason', async () => {
    const before = await card();
    const uuid = await declare([tagliatelle?.ean ?? '']);
    expect((await card()).pending_points).toBe(before.pending_points + (tagliatelle?.stars ?? 0));
    const refused = await request(sandbox.app).post(`/__sandbox/receipts/${uuid}/refuse`).send({}).expect(200);
    expect(refused.body).toEqual({
      uuid,
      status: 'rejected',
      reason: 'La photo de cette preuve d’achat est illisible.',
    });
    expect(await receiptOf(uuid)).toMatchObject({
      status: 'rejected',
      reason: 'La photo de cette preuve d’achat est illisible.',
    });
    expect(await card()).toEqual(before);
    // Only a pending receipt can be refused.
    await request(sandbox.app).post(`/__sandbox/receipts/${uuid}/refuse`).send({}).expect(404);
  });
});
