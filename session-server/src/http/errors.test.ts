import express from 'express';
import request from 'supertest';
import { FROM_SITE, testApp } from '../test-support/test-app';
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
    expect(broken.body).toEqual({ error: 'invalid_json', message: "Le contenu envoyé n'est pas un JSON valide." });
    const list = await request(app).post('/api/login').set(FROM_SITE).send('[]');
    expect(list.status).toBe(400);
    expect(list.body.error).toBe('invalid_parameter');
  });

  it('never sends a stack trace', async () => {
    const crashing = express();
    crashing.get('/boom', () => {
      throw new Error('secret internal detail');
    });
    crashing.use(jsonErrors);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await request(crashing).get('/boom');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
    expect(res.status).toBe(500);
    // AUTH-6, word for word (pinned here, not read back from the constant).
    expect(res.body).toEqual({
      error: 'internal_error',
      message:
        'Une erreur inconnue est survenue, nous en avons été informés et allons la corriger dans les plus brefs délais.',
    });
    expect(res.text).not.toMatch(/secret internal detail|at .*\.ts/);
  });
});
