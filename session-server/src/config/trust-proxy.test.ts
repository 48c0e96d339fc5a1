import express from 'express';
import request from 'supertest';
import { TEST_KEY, testApp } from '../test-support/test-app';
import { readSettings } from './env';
import { readTrustProxy } from './trust-proxy';

/** The address express gives a request that came through `forwardedFor`, with `setting` as its trust proxy. */
async function addressSeen(setting: string, forwardedFor: string): Promise<string> {
  const app = express();
  app.set('trust proxy', readTrustProxy(setting, 'TRUST_PROXY'));
  app.get('/', (req, res) => {
    res.send(req.ip);
  });
  return (await request(app).get('/').set('X-Forwarded-For', forwardedFor)).text;
}

describe('TRUST_PROXY, as express understands it', () => {
  it('starts the server with false, true, a number of hops, names or a list (false stopped the start)', () => {
    for (const value of ['false', 'true', '1', 'loopback', 'uniquelocal', 'loopback, 10.0.0.0/8, fd00::/8']) {
      expect(() => testApp({ TRUST_PROXY: value })).not.toThrow();
    }
    expect(readSettings({ APP_ENV: 'test', SESSION_KEYS: TEST_KEY, TRUST_PROXY: 'false' }).security.trustProxy).toBe(
      false,
    );
  });

  it('reads each form into its value: all or nothing, hops, a list; loopback when unset or empty', () => {
    expect(readTrustProxy('false', 'TRUST_PROXY')).toBe(false);
    expect(readTrustProxy('TRUE', 'TRUST_PROXY')).toBe(true);
    expect(readTrustProxy('2', 'TRUST_PROXY')).toBe(2);
    expect(readTrustProxy(' loopback , uniquelocal ', 'TRUST_PROXY')).toEqual(['loopback', 'uniquelocal']);
    expect(readTrustProxy(undefined, 'TRUST_PROXY')).toEqual(['loopback']);
    expect(readTrustProxy('', 'TRUST_PROXY')).toEqual(['loopback']);
  });

  it('gives the visitor’s address only through the proxies it names', async () => {
    // supertest speaks from loopback: the first proxy.
    expect(await addressSeen('false', '203.0.113.7')).toMatch(/127\.0\.0\.1$/);
    expect(await addressSeen('loopback', '203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen('1', '198.51.100.1, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeen('2', '198.51.100.1, 203.0.113.7')).toBe('198.51.100.1');
    expect(await addressSeen('true', '198.51.100.1, 203.0.113.7')).toBe('198.51.100.1');
    expect(await addressSeen('10.0.0.0/8', '203.0.113.7')).toMatch(/127\.0\.0\.1$/);
  });

  it.each(['nope', 'loopback;uniquelocal', '10.0.0.0/99', 'loopback,,uniquelocal', '-1', '1.5'])(
    'stops the start on %p, naming the variable and what it takes',
    (value) => {
      expect(() => readSettings({ APP_ENV: 'test', SESSION_KEYS: TEST_KEY, TRUST_PROXY: value })).toThrow(
        /^TRUST_PROXY must be true, false, a number of hops or a comma-separated list of addresses, ranges/,
      );
    },
  );
});
