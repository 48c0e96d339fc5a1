import type { RequestHandler } from 'express';
import { ROUTE_PATHS, type Environment, type ServerPageRenderer, type SiteConfig } from 'shared-kit/contracts';

/**
 * What search engines read before any page. Production's rules everywhere, development included so that
 * they can be tried; a staging site is never indexed.
 */
export const PRIVATE_PATHS: readonly string[] = [
  ROUTE_PATHS.profile,
  ROUTE_PATHS['shop-basket'],
  ROUTE_PATHS['shop-order-informations'].replace(/\/[^/]+$/, '/'),
  ROUTE_PATHS['reset-password'],
  ROUTE_PATHS.contact,
  '/api/',
];

const absolute = (config: SiteConfig, path: string) =>
  new URL(path, config.siteUrl.endsWith('/') ? config.siteUrl : `${config.siteUrl}/`).toString();

export function robotsTxt(environment: Environment, config: SiteConfig): string {
  const rules =
    environment === 'staging'
      ? ['User-agent: *', 'Disallow: /']
      : ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`)];
  return [...rules, '', `Sitemap: ${absolute(config, '/sitemap.xml')}`, ''].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A sitemaps.org urlset of absolute addresses. */
export function sitemapXml(config: SiteConfig, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(absolute(config, path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export interface SearchEngineOptions {
  environment: Environment;
  config: SiteConfig;
  /** The host's server bundle; without it the sitemap lists the home page only. */
  renderer: Pick<ServerPageRenderer, 'sitemapPaths'> | null;
  now?: () => number;
}

export function robotsRoute({ environment, config }: SearchEngineOptions): RequestHandler {
  const body = robotsTxt(environment, config);
  return (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain; charset=utf-8').send(body);
  };
}

/** Rebuilt per request: the running game's pages come and go with the schedule. */
export function sitemapRoute({ config, renderer, now = Date.now }: SearchEngineOptions): RequestHandler {
  return (_req, res) => {
    const paths = renderer ? renderer.sitemapPaths({ config, now: now() }) : [ROUTE_PATHS.index];
    res.setHeader('Cache-Control', 'public, max-age=600');
    res.type('application/xml; charset=utf-8').send(sitemapXml(config, paths));
  };
}
