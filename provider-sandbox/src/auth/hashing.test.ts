/**
 * Passwords hashed on threads of the sandbox's own (SANDBOX_HASH_THREADS): the same hashes as on libuv's pool, and the
 * event loop free while a surge of logins waits for them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CLIENT_ID, createTestSandbox, signUpMany, type TestSandbox } from '../testing';
import { hashingThreads, libuvDerivation } from './hashing';
import { passwords } from './passwords';

const PASSWORD = 'pates-fraiches-2025';

it('hashes on worker threads what libuv’s pool checks, and the other way round', async () => {
  const threads = hashingThreads(1);
  try {
    const onThreads = passwords(threads);
    const inProcess = passwords(libuvDerivation);
    expect(await inProcess.verify(PASSWORD, await onThreads.hash(PASSWORD))).toBe(true);
    expect(await onThreads.verify(PASSWORD, await inProcess.hash(PASSWORD))).toBe(true);
    expect(await onThreads.verify('autre-chose-2025', await inProcess.hash(PASSWORD))).toBe(false);
  } finally {
    await threads.close();
  }
});

describe('a login surge at the sandbox', () => {
  let sandbox: TestSandbox;
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    sandbox = createTestSandbox({ SANDBOX_HASH_THREADS: '1' });
    server = await new Promise<http.Server>((resolve) => {
      const listening = sandbox.app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await sandbox.close();
  });

  const ask = (method: string, path: string, body?: string) =>
    new Promise<number>((resolve, reject) => {
      const headers = body ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } : {};
      http
        .request({ host: '127.0.0.1', port, path, method, headers, agent: false }, (res) => {
          res.resume();
          res.once('end', () => resolve(res.statusCode ?? 0));
        })
        .once('error', reject)
        .end(body);
    });

  it('keeps answering while the logins wait for their hashes: its health comes before most of them', async () => {
    const N = 40;
    const emails = await signUpMany(sandbox, N, PASSWORD);
    let answered = 0;
    const logins = emails.map((email) =>
      ask(
        'POST',
        '/api/fidmarques/v1/sdk/login',
        JSON.stringify({ client_id: CLIENT_ID, email, password: PASSWORD }),
      ).then((status) => {
        answered += 1;
        return status;
      }),
    );
    // Asked once every login is on its way: on the event loop, the hashes of those already read would come first.
    const health = await ask('GET', '/healthz');
    const loginsBeforeHealth = answered;
    expect(health).toBe(200);
    expect(loginsBeforeHealth).toBeLessThan(N / 2);
    expect(await Promise.all(logins)).toEqual(Array(N).fill(200));
  }, 120_000);
});
