import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import { canonicalPath, canonicalPaths } from './canonical-paths';

describe('canonical paths', () => {
  it.each([
    ['/FAQ', '/faq'],
    ['/faq/', '/faq'],
    ['//faq', '/faq'],
    ['/.//faq', '/faq'],
    ['/./faq/.', '/faq'],
    ['/mon-compte/../faq', '/faq'],
    ['/../../faq', '/faq'],
    ['/Mon-Compte/Mes-Adresses/', '/mon-compte/mes-adresses'],
    ['//evil.example/x', '/evil.example/x'],
    ['/\\evil.example', '/\\evil.example'],
    ['/', '/'],
    ['//', '/'],
    ['/f%61q', '/faq'],
    ['/%46%41%51', '/faq'],
    ['/%2e%2e/%2E/faq', '/faq'],
    ['/a%2Fb%20c%C3%A9', '/a%2Fb%20c%C3%A9'],
  ])('%s → %s', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
  });

  it('keeps the case of what is not one of the fixed addresses (a token, an asset)', () => {
    expect(canonicalPath('/reinitialiser-son-mot-de-passe/AbC123')).toBe('/reinitialiser-son-mot-de-passe/AbC123');
    expect(canonicalPath('/assets/Main.ABC123.js')).toBe('/assets/Main.ABC123.js');
  });

  const app = express();
  app.use(canonicalPaths);
  app.use((req, res) => res.json({ path: req.path }));

  it.each([
    ['/FAQ', '/faq'],
    ['/faq/', '/faq'],
    ['//faq?q=1', '/faq?q=1'],
    ['/.//faq', '/faq'],
    ['//evil.example/', '/evil.example'],
  ])('answers %s with a 301 to %s, on the site', async (from, to) => {
    const answer = await request(app).get(from).expect(301);
    expect(answer.headers.location).toBe(to);
    expect(answer.headers.location).toMatch(/^\/(?![/\\])/);
  });

  it('sends a legacy address in another spelling to its French page in one hop', async () => {
    expect((await request(app).get('/Shop/?utm_source=mail').expect(301)).headers.location).toBe(
      '/la-grande-boutique?utm_source=mail',
    );
  });

  it.each([
    ['//\\evil.example/', '/evil.example'],
    ['/\\evil.example/..', '/'],
    ['/./\\evil.example', '/evil.example'],
    ['/\\/evil.example?q=1', '/evil.example?q=1'],
  ])(
    'redirects a path holding a backslash (%s), which browsers read as a slash, to a path of the site (%s)',
    async (path, location) => {
      // Sent as is: an HTTP client library would encode the backslash.
      const server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path }, resolve)
          .on('error', reject);
      });
      answer.resume();
      server.close();
      expect(answer.statusCode).toBe(301);
      // Exactly one leading slash and no backslash: never « //host » nor « /\\host », another site to a browser.
      expect(answer.headers.location).toBe(location);
    },
  );

  it('serves canonical paths and leaves the API and writes alone', async () => {
    expect((await request(app).get('/faq').expect(200)).body.path).toBe('/faq');
    await request(app).get('/api/session/').expect(200);
    await request(app).post('/FAQ').expect(200);
  });
});
