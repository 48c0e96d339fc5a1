import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { createRemoteServer } from './static-remote-server';

describe('static remote server (what nginx does in deployment)', () => {
  let dist: string;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{"id":"shop"}');
    fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var shop;');
    fs.writeFileSync(path.join(dist, 'assets', '432.8e95615803.js'), 'console.log(1)');
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('serves the manifest revalidated on every load, readable from the host origin', async () => {
    const response = await request(createRemoteServer(dist)).get('/mf-manifest.json').expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves remoteEntry.js revalidated on every load', async () => {
    const response = await request(createRemoteServer(dist)).get('/remoteEntry.js').expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await request(createRemoteServer(dist)).get('/assets/432.8e95615803.js').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing asset', async () => {
    await request(createRemoteServer(dist)).get('/assets/missing.js').expect(404);
  });
});

describe('static remote server: precompressed files', () => {
  let dist: string;
  const entry = `var shop = ${JSON.stringify('remote '.repeat(100))};`;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-dist-br-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    for (const name of ['remoteEntry.js', 'assets/432.8e95615803.js']) {
      fs.writeFileSync(path.join(dist, name), entry);
      fs.writeFileSync(path.join(dist, `${name}.br`), zlib.brotliCompressSync(entry));
      fs.writeFileSync(path.join(dist, `${name}.gz`), zlib.gzipSync(entry));
    }
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('sends remoteEntry.js as brotli, still revalidated, varying on Accept-Encoding', async () => {
    const response = await request(createRemoteServer(dist))
      .get('/remoteEntry.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .expect(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/Accept-Encoding/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(Number(response.headers['content-length'])).toBe(fs.statSync(path.join(dist, 'remoteEntry.js.br')).size);
    expect(response.text).toBe(entry);
  });

  it('sends hashed assets as gzip to a client without brotli, still immutable', async () => {
    const response = await request(createRemoteServer(dist))
      .get('/assets/432.8e95615803.js')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the plain file when the client accepts no encoding', async () => {
    const response = await request(createRemoteServer(dist))
      .get('/remoteEntry.js')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.text).toBe(entry);
  });
});

/** A request with the path exactly as written (supertest would normalise the backslash). */
function rawGet(dist: string, rawPath: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const server = createRemoteServer(dist).listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      const req = http.get({ host: '127.0.0.1', port, path: rawPath, headers: { Accept: 'text/html' } }, (res) => {
        res.resume();
        res.on('end', () =>
          server.close(() => resolve({ status: res.statusCode ?? 0, location: res.headers.location })),
        );
      });
      req.on('error', (error) => server.close(() => reject(error)));
    });
  });
}

describe('static remote server: no directory redirects', () => {
  let dist: string;
  beforeAll(() => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>QA</title>');
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it.each(['/\\evil.com/..', '/assets/\\evil.com/..', '/assets', '/\\\\evil.com/%2e%2e'])(
    '%s is never a redirect',
    async (rawPath) => {
      const answer = await rawGet(dist, rawPath);
      expect(answer.location).toBeUndefined();
      expect([200, 404]).toContain(answer.status);
    },
  );
});
