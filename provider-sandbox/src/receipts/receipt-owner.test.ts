import request from 'supertest';
import { pngBytes } from '../testing/sample-files';
import { createTestSandbox, signUp, testUuid, type TestSandbox } from '../testing/test-sandbox';

/** A user could pass another user's receipt off as their own and link a winning code to it. */
describe('a receipt uuid belongs to one user forever', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = createTestSandbox();
  });
  afterAll(() => sandbox.close());

  async function victimReceipt() {
    const victim = await signUp(sandbox);
    const receiptUuid = testUuid('victim-receipt');
    await request(sandbox.app)
      .post('/upload')
      .query({ access_token: victim.token })
      .field('batch_uuid', testUuid('victim-batch'))
      .field('receipt_uuid', receiptUuid)
      .attach('files', pngBytes(), 'ticket.png')
      .expect(201);
    return { victim, receiptUuid };
  }

  async function winningCode(token: string): Promise<number> {
    const minted = await request(sandbox.app).post('/__sandbox/codes').send({ outcome: 'win' }).expect(201);
    await request(sandbox.app)
      .post('/api/kitv4/burn_uniq_code')
      .query({ access_token: token })
      .send({ code: minted.body.code })
      .expect(200);
    return minted.body.code_id as number;
  }

  it('refuses POST /api/v2/receipts with a uuid another user used, then refuses the link', async () => {
    const { receiptUuid } = await victimReceipt();
    const attacker = await signUp(sandbox);
    const taken = await request(sandbox.app)
      .post('/api/v2/receipts')
      .query({ access_token: attacker.token })
      .send({ receipt: { uuid: receiptUuid } })
      .expect(400);
    expect(taken.body).toMatchObject({
      code: 'invalid_parameter',
      invalid_parameter: 'receipt.uuid',
      invalid_reason: 'already_used',
    });
    const codeId = await winningCode(attacker.token);
    const link = await request(sandbox.app)
      .post('/api/kitv4/link_code_to_receipt')
      .query({ access_token: attacker.token })
      .send({ code_id: codeId, receipt_kit_uuid: receiptUuid })
      .expect(404);
    expect(link.body.code).toBe('not_found');
  });

  it('refuses the same uuid through /upload and /bulk_upload of another user, and keeps no file', async () => {
    const { receiptUuid } = await victimReceipt();
    const attacker = await signUp(sandbox);
    const before = (sandbox.db.prepare('SELECT COUNT(*) AS n FROM stored_files').get() as { n: number }).n;
    const upload = await request(sandbox.app)
      .post('/upload')
      .query({ access_token: attacker.token })
      .field('batch_uuid', testUuid('attacker-batch'))
      .field('receipt_uuid', receiptUuid)
      .attach('files', pngBytes(), 'ticket.png')
      .expect(400);
    expect(upload.body.invalid_reason).toBe('already_used');
    expect((sandbox.db.prepare('SELECT COUNT(*) AS n FROM stored_files').get() as { n: number }).n).toBe(before);
  });

  it('does not link a receipt the caller only declared, without uploading its pictures', async () => {
    const user = await signUp(sandbox);
    const declared = await request(sandbox.app)
      .post('/api/v2/receipts')
      .query({ access_token: user.token })
      .send({ receipt: { uuid: testUuid('declared-only') } })
      .expect(201);
    const codeId = await winningCode(user.token);
    await request(sandbox.app)
      .post('/api/kitv4/link_code_to_receipt')
      .query({ access_token: user.token })
      .send({ code_id: codeId, receipt_kit_uuid: declared.body.receipt.uuid })
      .expect(404);
  });

  it('still links the caller own uploaded receipt, and lets the owner reuse the uuid in a later batch', async () => {
    const { victim: owner, receiptUuid } = await victimReceipt();
    const codeId = await winningCode(owner.token);
    await request(sandbox.app)
      .post('/api/kitv4/link_code_to_receipt')
      .query({ access_token: owner.token })
      .send({ code_id: codeId, receipt_kit_uuid: receiptUuid })
      .expect(200, { linked: true });
    await request(sandbox.app)
      .post('/upload')
      .query({ access_token: owner.token })
      .field('batch_uuid', testUuid('owner-batch'))
      .field('receipt_uuid', receiptUuid)
      .attach('files', pngBytes(), 'ticket.png')
      .expect(201);
  });
});
