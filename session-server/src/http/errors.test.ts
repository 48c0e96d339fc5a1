import express from 'express';
import request from 'supertest';
import { FROM_SITE, testApp } from '../test-support/test-app';
import { requestLogging } from '../logging/request-log';
import { capturedLogs } from '../test-support/captured-logs';
import { jsonErrors } from './errors';

const { app } = testApp({ PROVIDER_URL: 'http://127.0.0.1:9', BODY_LIMIT_BYTES: '1024' });

describe('JSON errors', () => {
  it('answers 413 in JSON for a body over the limit', async () => {
    const res = await request(app)
      .post('/api/login')
      .set(FROM_SITE)
      .send({ email: 'camille@example.fr', password: 'x'.repeat(2000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'payload_too_large', message: 'La requête est trop volumineuse.' });
  });

  it('answers 400 in JSON for malformed JSON and for a non-object body', async () => {
    const broken = await request(app).post('/api/login').set(FROM_SITE).send('{"email":');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ error: 'invalid_json', message: 'Le contenu envoyé n’est pas un JSON valide.' });
    const list = await request(app).post('/api/login').set(FROM_SITE).send('[]');
    expect(list.status).toBe(400);
    expect(list.body.error).toBe('invalid_parameter');
  });

  it('never sends a stack trace; a failure of ours carries its reference, logged with its cause', async () => {
    const crashing = express();
    crashing.use(requestLogging());
    crashing.get('/api/boom', () => {
      throw new Error('secret internal detail');
    });
    crashing.use(jsonErrors);
    const logs = capturedLogs();
    const res = await request(crashing).get('/api/boom').set('X-Request-Id', 'nginx-0123456789abcdef');
    logs.stop();
    expect(res.status).toBe(500);
    // AUTH-6, word for word (pinned here, not read back from the constant).
    expect(res.body).toEqual({
      error: 'internal_error',
      message:
        'Une erreur inconnue est survenue, nous en avons été informés et allons la corriger dans les plus brefs délais.',
      reference: 'nginx-0123456789abcdef',
    });
    expect(res.headers['x-request-id']).toBe('nginx-0123456789abcdef');
    expect(res.text).not.toMatch(/secret internal detail|at .*\.ts/);
    const logged = logs.lines().find((line) => line.msg === 'unexpected error');
    expect(logged).toMatchObject({ level: 'error', reqId: 'nginx-0123456789abcdef' });
    expect((logged?.err as { message?: string }).message).toBe('secret internal detail');
  });

  it('answers a browser page with a small French error page showing the reference', async () => {
    const crashing = express();
    crashing.use(requestLogging());
    crashing.get('/mon-compte', () => {
      throw new Error('secret internal detail');
    });
    crashing.use(jsonErrors);
    const res = await request(crashing).get('/mon-compte').set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // A French page: the spec's English title stays as the error's own, on a line marked as English.
    expect(res.text).toContain('<title>Erreur interne du serveur · La Grande Boutique</title>');
    expect(res.text).toContain('<h1>Erreur interne du serveur</h1>');
    expect(res.text).toContain('Erreur 500 · <span lang="en">Internal Server Error</span>');
    expect(res.text).toContain('Une erreur inconnue est survenue');
    expect(res.text).toContain(
      `Référence\u00a0: <code data-testid="error-reference">${res.headers['x-request-id']}</code>`,
    );
    expect(res.text).not.toMatch(/secret internal detail|<script/);
  });

  it('a browser asking for something missing gets a French page titled « Page introuvable », the spec’s words below', async () => {
    const missing = express();
    missing.get('/fichier.pdf', (_req, _res, next) => next(Object.assign(new Error('missing'), { status: 404 })));
    missing.use(jsonErrors);
    const res = await request(missing).get('/fichier.pdf').set('Accept', 'text/html,*/*;q=0.8');
    expect(res.status).toBe(404);
    expect(res.text).toContain('<title>Page introuvable · La Grande Boutique</title>');
    expect(res.text).toContain('<h1>Page introuvable</h1>');
    expect(res.text).toContain('Erreur 404 · <span lang="en">Page Not Found</span>');
    expect(res.text).not.toContain('<h1>Page Not Found</h1>');
  });

  it('never answers 4xx with a reference (nothing failed on our side)', async () => {
    const res = await request(app).post('/api/login').set(FROM_SITE).send('{"email":');
    expect(res.body.reference).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
