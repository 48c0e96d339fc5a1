import { fakeRendererFile } from '../test-support/fake-renderer';
import { listening, requestHead, sendAndWait } from '../test-support/raw-request';
import { testApp } from '../test-support/test-app';
import { siteServer } from './site-server';

/**
 * What no route reads is cut by Node's own deadlines, made short here (the site's are BODY_TIMEOUT_MS for the headers,
 * twice that for the whole request): held by the answer and the closed connection, never by a clock.
 */
const { app } = testApp({ HOST_SERVER_RENDER: fakeRendererFile() });
let server: Awaited<ReturnType<typeof listening>>;
beforeAll(async () => {
  server = await listening(siteServer(app, { timeoutMs: 150, checkEveryMs: 20 }));
});
afterAll(() => server.close());

describe('the site’s server', () => {
  it('answers 408 and closes a connection whose headers never end', async () => {
    const answer = await sendAndWait(server.port, 'GET / HTTP/1.1\r\nHost: localhost:3000\r\nX-Slow: a');
    expect(answer.status).toBe(408);
  });

  it('closes a connection whose body trickles to an address that never reads one, once answered', async () => {
    const answer = await sendAndWait(
      server.port,
      `${requestHead(['POST /faq HTTP/1.1', 'Host: localhost:3000', 'Content-Type: text/plain', 'Content-Length: 1000000'])}a`,
    );
    expect(answer.status).toBe(405);
  });

  it('keeps serving a request that arrives whole', async () => {
    const answer = await sendAndWait(
      server.port,
      requestHead(['GET /healthz HTTP/1.1', 'Host: localhost:3000', 'Connection: close']),
    );
    expect(answer.status).toBe(200);
  });
});
