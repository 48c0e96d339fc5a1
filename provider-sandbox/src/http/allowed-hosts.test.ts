import request from 'supertest';
import { createTestSandbox, type TestSandbox } from '../testing/test-sandbox';

describe('the sandbox answers only its own host names (DNS rebinding)', () => {
  let sandbox: TestSandbox;
  beforeAll(() => {
    sandbox = createTestSandbox({ SANDBOX_PUBLIC_URL: 'http://provider.test:4000', SANDBOX_ALLOWED_HOSTS: 'sandbox' });
  });
  afterAll(() => sandbox.close());

  it.each(['localhost:4000', '127.0.0.1:4000', '[::1]:4000', 'provider.test:4000', 'sandbox:4000', 'SANDBOX'])(
    'answers Host %s',
    async (host) => {
      await request(sandbox.app).get('/__sandbox/mailbox').set('Host', host).expect(200);
    },
  );

  it.each(['attaquant.example:4000', 'localhost.attaquant.example', '127.0.0.1.nip.io:4000', ''])(
    'refuses Host %p before any route, controls included',
    async (host) => {
      const answer = await request(sandbox.app).get('/__sandbox/mailbox').set('Host', host).expect(421);
      expect(answer.body).toMatchObject({ code: 'misdirected_request' });
      await request(sandbox.app).post('/api/kitv4/offers').set('Host', host).expect(421);
    },
  );
});
