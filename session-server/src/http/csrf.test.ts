import request from 'supertest';
import { testApp } from '../test-support/test-app';
import { CROSS_SITE_MESSAGE, JSON_ONLY_MESSAGE } from './csrf';

// An unreachable provider: every request here must be stopped before any provider call.
const { app } = testApp({
  PROVIDER_URL: 'http://127.0.0.1:9',
  ALLOWED_ORIGINS: 'https://preview.la-grande-boutique.fr',
});
const basket = { purchases: [] };

describe('CSRF defence of state-changing /api requests', () => {
  it.each([
    ['Sec-Fetch-Site cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['a look-alike Origin', { Origin: 'http://localhost:3000.evil.example' }],
    ['an opaque Origin', { Origin: 'null' }],
  ])('refuses %s with 403', async (_case, headers) => {
    for (const [method, path] of [
      ['post', '/api/login'],
      ['post', '/api/signup'],
      ['put', '/api/updateBasketInSession'],
      ['put', '/api/updateUser'],
      ['delete', '/api/logout'],
    ] as const) {
      const res = await request(app)[method](path).set(headers).set('Content-Type', 'application/json').send(basket);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'forbidden', message: CROSS_SITE_MESSAGE });
    }
  });

  it('lets through the site origin, a configured origin and the server’s own host', async () => {
    for (const origin of ['http://localhost:3000', 'https://preview.la-grande-boutique.fr']) {
      const res = await request(app).delete('/api/logout').set({ Origin: origin, 'Sec-Fetch-Site': 'same-origin' });
      expect(res.status).toBe(200);
    }
    const ownHost = await request(app)
      .delete('/api/logout')
      .set({ Host: 'site.internal:8080', Origin: 'http://site.internal:8080' });
    expect(ownHost.status).toBe(200);
  });

  it('leaves reads alone', async () => {
    const res = await request(app)
      .get('/api/session')
      .set({ 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' });
    expect(res.status).toBe(200);
  });

  it('needs a JSON body on POST and PUT (415 otherwise); DELETE may have none', async () => {
    const form = await request(app).post('/api/login').type('form').send('email=a@b.fr&password=x');
    expect(form.status).toBe(415);
    expect(form.body).toEqual({ error: 'unsupported_media_type', message: JSON_ONLY_MESSAGE });
    const text = await request(app)
      .put('/api/updateBasketInSession')
      .set('Content-Type', 'text/plain')
      .send('{"purchases":[]}');
    expect(text.status).toBe(415);
    const empty = await request(app).post('/api/login');
    expect(empty.status).toBe(415);
    const deleteWithForm = await request(app).delete('/api/logout').type('form').send('a=1');
    expect(deleteWithForm.status).toBe(415);
    const bareDelete = await request(app).delete('/api/logout');
    expect(bareDelete.status).toBe(200);
  });
});
