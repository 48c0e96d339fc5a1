import express from 'express';
import request from 'supertest';
import type { SiteConfig } from 'shared-kit/contracts';
import { robotsRoute, sitemapRoute } from './search-engines';

const config = { siteUrl: 'https://www.la-grande-boutique.fr' } as SiteConfig;

function site(environment: 'production' | 'staging' | 'development', paths: string[] = ['/', '/faq']) {
  const app = express();
  const options = { environment, config, renderer: { sitemapPaths: () => paths } };
  app.get('/robots.txt', robotsRoute(options));
  app.get('/sitemap.xml', sitemapRoute(options));
  return app;
}

describe('robots.txt', () => {
  it('in production allows the public pages, keeps private ones and the API out, and names the sitemap', async () => {
    const res = await request(site('production')).get('/robots.txt').expect(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.text.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /mon-compte',
        'Disallow: /la-grande-boutique/panier',
        'Disallow: /la-grande-boutique/commande/',
        'Disallow: /api/',
        'Sitemap: https://www.la-grande-boutique.fr/sitemap.xml',
      ]),
    );
    expect(lines).not.toContain('Disallow: /');
  });

  it('in staging disallows everything, so a staging site is never indexed', async () => {
    const res = await request(site('staging')).get('/robots.txt').expect(200);
    expect(res.text.split('\n').slice(0, 2)).toEqual(['User-agent: *', 'Disallow: /']);
  });

  it('in development serves production’s rules, so they can be tried', async () => {
    const [development, production] = await Promise.all([
      request(site('development')).get('/robots.txt'),
      request(site('production')).get('/robots.txt'),
    ]);
    expect(development.text).toBe(production.text);
  });
});

describe('sitemap.xml', () => {
  it('lists the pages the host names, at absolute escaped addresses', async () => {
    const res = await request(site('production', ['/', '/faq', '/a&b']))
      .get('/sitemap.xml')
      .expect(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(res.text.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>https://www.la-grande-boutique.fr/</loc>',
      '<loc>https://www.la-grande-boutique.fr/faq</loc>',
      '<loc>https://www.la-grande-boutique.fr/a&amp;b</loc>',
    ]);
    // The sitemaps.org schema: one urlset of url elements, each with one absolute loc under 2 048 characters.
    const body = res.text.replace('<?xml version="1.0" encoding="UTF-8"?>\n', '');
    expect(body).toMatch(
      /^<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n( {2}<url><loc>https:\/\/[^<>"]{1,2040}<\/loc><\/url>\n)+<\/urlset>\n$/,
    );
  });
});
