import express from 'express';
import request from 'supertest';
import type { PageRequest, ServerVisitor, SiteConfig } from 'shared-kit/contracts';
import { pageHeads } from './page-heads';

const TEMPLATE =
  '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>La Grande Boutique</title>' +
  '<script defer src="/assets/main.js"></script></head><body><div id="root"></div></body></html>';

const ANNA = { user: { email: 'anna@example.fr' }, basket: { purchases: [] } } as unknown as ServerVisitor;

function site(plan: (request: PageRequest) => Promise<never> | null = () => null) {
  const calls: PageRequest[] = [];
  const errors: unknown[] = [];
  const app = express();
  const heads = pageHeads({
    renderer: {
      planPage: async (asked) => {
        calls.push(asked);
        const failed = plan(asked);
        if (failed) return failed;
        const privatePage = asked.url.startsWith('/mon-compte');
        const known = asked.url !== '/nulle-part';
        return {
          status: known ? 200 : 404,
          indexable: known && !privatePage,
          head: `<title>${asked.url}</title>${privatePage ? '<meta name="robots" content="noindex" />' : ''}`,
          remotePage: null,
          render: null,
        };
      },
    },
    config: { siteUrl: 'http://localhost:3000' } as SiteConfig,
    readTemplate: () => TEMPLATE,
    visitorOf: (req) => (req.get('cookie') === 'session=yes' ? ANNA : null),
    now: () => 42,
    onPlanError: (error) => errors.push(error),
  });
  app.use(heads.describe, heads.clientPage);
  app.use((_req, res) => res.status(200).type('html').send('index.html as built'));
  return { app, calls, errors };
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
    expect(calls).toEqual([{ url: '/faq', config: { siteUrl: 'http://localhost:3000' }, now: 42 }]);
  });

  it('says noindex in a header on pages that stay out of search indexes, and plans for the visitor', async () => {
    const { app, calls } = site();
    const res = await request(app).get('/mon-compte').set('Cookie', 'session=yes').expect(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.text).toContain('<meta name="robots" content="noindex" />');
    expect(calls[0]?.visitor).toBe(ANNA);
  });

  it('answers an address the site does not know with a 404, the page still rendered by the browser', async () => {
    const res = await request(site().app).get('/nulle-part').expect(404);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.text).toContain('<div id="root"></div>');
  });

  it('sends index.html as built when the plan fails, and reports it', async () => {
    const { app, errors } = site(() => Promise.reject(new Error('plan bug')));
    const res = await request(app).get('/faq').expect(200);
    expect(res.text).toBe('index.html as built');
    expect(errors).toEqual([new Error('plan bug')]);
  });
});
