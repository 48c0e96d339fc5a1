import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { testApp } from '../test-support/test-app';

/** The body as bytes (supertest has already undone the Content-Encoding; its size on the wire is Content-Length). */
function rawBody(res: request.Response, callback: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

const PAGE = `<!doctype html><html lang="fr"><title>La Grande Boutique</title><p>${'Bonjour '.repeat(100)}</p></html>`;
const SCRIPT = `console.log(${JSON.stringify('pâtes '.repeat(200))});`;

function builtHost(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lgb-static-host-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const write = (name: string, body: string) => {
    fs.writeFileSync(path.join(dir, name), body);
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(body));
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(body));
  };
  write('index.html', PAGE);
  write('assets/main.0123456789.js', SCRIPT);
  write('build-manifest.json', '{"buildId":"b1"}');
  return dir;
}

describe('static host: precompressed files chosen by Accept-Encoding', () => {
  const dist = builtHost();
  const { app } = testApp({ PROVIDER_URL: 'http://127.0.0.1:9', HOST_DIST: dist });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('sends brotli to a browser that accepts it, immutable, varying on Accept-Encoding', async () => {
    const res = await request(app)
      .get('/assets/main.0123456789.js')
      .set('Accept-Encoding', 'gzip, deflate, br')
      .buffer(true)
      .parse(rawBody)
      .expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript; charset=utf-8$/i);
    expect(res.headers['vary']).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(
      fs.statSync(path.join(dist, 'assets/main.0123456789.js.br')).size,
    );
    expect((res.body as Buffer).toString()).toBe(SCRIPT);
  });

  it('sends gzip when brotli is not accepted, and plain bytes when nothing is', async () => {
    const gz = await request(app)
      .get('/assets/main.0123456789.js')
      .set('Accept-Encoding', 'gzip')
      .buffer(true)
      .parse(rawBody);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(
      fs.statSync(path.join(dist, 'assets/main.0123456789.js.gz')).size,
    );
    expect((gz.body as Buffer).toString()).toBe(SCRIPT);
    const plain = await request(app)
      .get('/assets/main.0123456789.js')
      .set('Accept-Encoding', 'identity')
      .buffer(true)
      .parse(rawBody);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.body as Buffer).toString()).toBe(SCRIPT);
  });

  it('compresses the page of any client route, revalidated on every load', async () => {
    const res = await request(app)
      .get('/la-grande-boutique/panier')
      .set({ Accept: 'text/html', 'Accept-Encoding': 'br' })
      .buffer(true)
      .parse(rawBody)
      .expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8$/i);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(Number(res.headers['content-length'])).toBe(fs.statSync(path.join(dist, 'index.html.br')).size);
    expect((res.body as Buffer).toString()).toBe(PAGE);
  });

  it('keeps manifests no-cache when compressed', async () => {
    const res = await request(app).get('/build-manifest.json').set('Accept-Encoding', 'br').buffer(true).parse(rawBody);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('compresses /config.json per Accept-Encoding, no-cache', async () => {
    const br = await request(app)
      .get('/config.json')
      .set('Accept-Encoding', 'gzip, br')
      .buffer(true)
      .parse(rawBody)
      .expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/Accept-Encoding/);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse((br.body as Buffer).toString())).toMatchObject({ environment: 'test' });
    expect(Number(br.headers['content-length'])).toBeLessThan(
      JSON.stringify(JSON.parse((br.body as Buffer).toString())).length,
    );
    const plain = await request(app).get('/config.json').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toMatchObject({ environment: 'test' });
  });

  it('still answers a missing hashed asset with a JSON 404', async () => {
    const res = await request(app).get('/assets/gone.0000000000.js').set('Accept-Encoding', 'br').expect(404);
    expect(res.body).toEqual({ error: 'not_found', message: 'Ressource introuvable.' });
  });
});

/** A request with the path exactly as written (supertest would normalise the backslash). */
function rawGet(
  app: ReturnType<typeof testApp>['app'],
  rawPath: string,
): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const server = app.listen(0, '127.0.0.1', () => {
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

describe('static host: no directory redirects', () => {
  it.each(['/assets'])('%s is never a redirect', async (rawPath) => {
    const { app } = testApp({ HOST_DIST: builtHost() });
    const answer = await rawGet(app, rawPath);
    expect(answer.location).toBeUndefined();
    expect([200, 404]).toContain(answer.status);
  });

  // canonical-paths.ts: a backslash is made a slash, and the redirect can only stay on the site.
  it.each([
    ['/\\evil.com/..', '/'],
    ['/assets/\\evil.com/..', '/assets'],
    // An escaped `..` is one, as browsers read it.
    ['/\\\\evil.com/%2e%2e', '/'],
  ])('%s is a redirect to a path of the site, never to another host', async (rawPath, location) => {
    const { app } = testApp({ HOST_DIST: builtHost() });
    const answer = await rawGet(app, rawPath);
    expect(answer.status).toBe(301);
    expect(answer.location).toBe(location);
  });
});
