import express from 'express';
import request from 'supertest';
import type { PageHeadRequest, SiteConfig } from 'shared-kit/contracts';
import { pageHeads } from './page-heads';

const TEMPLATE =
  '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>La Grande Boutique</title>' +
  '<script defer src="/assets/main.js"></script></head><body><div id="root"></div></body></html>';

function site() {
  const calls: PageHeadRequest[] = [];
  const app = express();
  const heads = pageHeads({
    renderer: {
      renderHead: (head) => {
        calls.push(head);
        const privatePage = head.url.startsWith('/mon-compte');
        const known = head.url !== '/nulle-part';
        return {
          status: known ? 200 : 404,
          indexable: known && !privatePage,
          head: `<title>${head.url}</title>${privatePage ? '<meta name="robots" content="noindex" />' : ''}`,
          remotePage: null,
        };
      },
    },
    config: { siteUrl: 'http://localhost:3000' } as SiteConfig,
    readTemplate: () => TEMPLATE,
    loggedIn: (req) => req.get('cookie') === 'session=yes',
    now: () => 42,
  });
  app.use(heads.describe, heads.clientPage);
  return { app, calls };
}

describe('the head of pages the browser renders', () => {
  it('puts the page’s head into index.html in place of the generic title', async () => {
    const { app, calls } = site();
    const res = await request(app).get('/faq').set('Accept', 'text/html').expect(200);
    expect(res.text).toBe(
      '<!doctype html><html lang="fr"><head><meta charset="utf-8">' +
        '<script defer src="/assets/main.js"></script><title>/faq</title></head><body><div id="root"></div></body></html>',
    );
    expect(res.headers['x-robots-tag']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(calls).toEqual([{ url: '/faq', config: { siteUrl: 'http://localhost:3000' }, now: 42, loggedIn: false }]);
  });

  it('says noindex in a header on pages that stay out of search indexes', async () => {
    const { app, calls } = site();
    const res = await request(app).get('/mon-compte').set('Cookie', 'session=yes').expect(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
    expect(calls[0]?.loggedIn).toBe(true);
  });

  it('answers an address the site does not know with a 404, the page still rendered by the browser', async () => {
    const res = await request(site().app).get('/nulle-part').expect(404);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.text).toContain('<div id="root"></div>');
  });
});
