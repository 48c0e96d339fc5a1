/**
 * A login surge through the real apps on 127.0.0.1: the session server in front of the provider sandbox (hashing on
 * threads of its own). Every correct login gets in, none is a 5xx: the site queues its writes on a few connections
 * instead of sending them all at once to a provider that hashes a few at a time (scripts/login-surge.ts runs 500, in
 * processes of their own).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CLIENT_ID, createTestSandbox, signUpMany, type TestSandbox } from 'provider-sandbox/testing';
import { FROM_SITE, testApp } from '../test-support/test-app';

const N = 200;
const PASSWORD = 'pates-fraiches-2025';

const listen = (app: http.RequestListener) =>
  new Promise<http.Server>((resolve) => {
    const server = http.createServer(app).listen(0, '127.0.0.1', () => resolve(server));
  });
const portOf = (server: http.Server) => (server.address() as AddressInfo).port;
const close = (server: http.Server) => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
};

let sandbox: TestSandbox;
let provider: http.Server;
let site: http.Server;
beforeAll(async () => {
  sandbox = createTestSandbox({ SANDBOX_HASH_THREADS: '2' });
  provider = await listen(sandbox.app);
  const { app } = testApp({
    PROVIDER_URL: `http://127.0.0.1:${portOf(provider)}`,
    KIT_CLIENT_ID: CLIENT_ID,
    // Each login's attempt has 3 s from the moment it is sent: far more than a few hashes, far less than a surge's.
    PROVIDER_TIMEOUT_MS: '3000',
    PROVIDER_WRITE_CONNECTIONS: '4',
  });
  site = await listen(app);
});
afterAll(async () => {
  await close(site);
  await close(provider);
  await sandbox.close();
});

/** One visitor's login, on a connection and from an address of their own. */
const login = (email: string, index: number) =>
  new Promise<number>((resolve) => {
    const body = JSON.stringify({ email, password: PASSWORD });
    const headers = {
      ...FROM_SITE,
      'Content-Length': Buffer.byteLength(body),
      'X-Forwarded-For': `10.0.${index >> 8}.${index & 255}`,
    };
    http
      .request(
        { host: '127.0.0.1', port: portOf(site), path: '/api/login', method: 'POST', headers, agent: false },
        (res) => {
          res.resume();
          res.once('end', () => resolve(res.statusCode ?? 0));
        },
      )
      .once('error', () => resolve(0))
      .end(body);
  });

it(`lets ${N} concurrent correct logins in: no 5xx, slower is fine`, async () => {
  const emails = await signUpMany(sandbox, N, PASSWORD);
  const statuses = await Promise.all(emails.map(login));
  const counted: Record<number, number> = {};
  for (const status of statuses) counted[status] = (counted[status] ?? 0) + 1;
  expect(counted).toEqual({ 200: N });
}, 180_000);
