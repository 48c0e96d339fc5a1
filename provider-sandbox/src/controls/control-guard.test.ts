import request from 'supertest';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

describe('controls refuse what another web page can send', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = createTestSandbox({
      SANDBOX_ALLOWED_ORIGINS: 'http://localhost:3000',
      SANDBOX_PUBLIC_URL: 'http://localhost:4000',
    });
  });
  afterAll(() => sandbox.close());

  it('refuses a cross-site form post to /__sandbox/reset (415) and leaves the data alone', async () => {
    const minted = await request(sandbox.app)
      .post('/__sandbox/codes')
      .send({ code: 'GARDE001', outcome: 'win' })
      .expect(201);
    const form = await request(sandbox.app).post('/__sandbox/reset').type('form').send('x=1').expect(415);
    expect(form.body).toMatchObject({
      code: 'unsupported_media_type',
      user_message: 'Le contenu envoyé doit être du JSON.',
    });
    await request(sandbox.app).post('/__sandbox/reset').set('Content-Type', 'text/plain').send('{}').expect(415);
    const codes = await request(sandbox.app).get('/__sandbox/codes').expect(200);
    expect(codes.body.codes.map((code: { code: string }) => code.code)).toContain(minted.body.code);
  });

  it('refuses a foreign Origin even with a JSON body (403)', async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3000.evil.example']) {
      const response = await request(sandbox.app).post('/__sandbox/reset').set('Origin', origin).send({}).expect(403);
      expect(response.body.code).toBe('forbidden');
    }
    await request(sandbox.app).get('/__sandbox/mailbox').set('Origin', 'https://evil.example').expect(403);
  });

  it('accepts scripts (no Origin), the site and the sandbox itself', async () => {
    await request(sandbox.app).post('/__sandbox/receipts/settle').expect(200);
    await request(sandbox.app).post('/__sandbox/receipts/settle').send({ due_only: true }).expect(200);
    await request(sandbox.app)
      .post('/__sandbox/receipts/settle')
      .set('Origin', 'http://localhost:3000')
      .send({})
      .expect(200);
    await request(sandbox.app).get('/__sandbox/codes').set('Origin', 'http://localhost:4000').expect(200);
  });
});
