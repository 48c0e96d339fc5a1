import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type RequestHandler, type Router } from 'express';
import type { ServerPageRenderer } from 'shared-kit/contracts';
import { apiRouter, authLimits, type AuthLimits } from './api/router';
import type { LimitStores, OnLimited } from './api/rate-limits';
import type { BudgetSettings } from './http/request-budgets';
import type { ServerSettings } from './config/env';
import { canonicalHost } from './http/canonical-host';
import { canonicalPaths } from './http/canonical-paths';
import { compressedJson } from './http/compressed-json';
import { jsonErrors } from './http/errors';
import { legacyRedirects } from './http/legacy-redirects';
import { securityHeaders } from './http/security-headers';
import { robotsRoute, sitemapRoute } from './http/search-engines';
import { loadRenderer, sitePages } from './http/site-pages';
import { pageShedding } from './http/overload';
import { anonymousPageCache } from './caching/page-cache';
import { formPosts } from './http/form-posts';
import { endOfSite } from './http/end-of-site';
import { formPostBudget, personalPageBudget } from './http/request-budgets';
import { staticHost } from './http/static-host';
import { sessionCookie } from './session/cookie';
import { dropRevokedSessions, type RevokedTokens } from './session/revoked-tokens';
import { sessionVisitor } from './session/session-data';
import { createSharedState, type SharedState } from './shared-state/shared-state';
import { remotePreloads } from './http/remote-preloads';
import { createProviderClient, type ProviderClient } from './provider/provider-client';
import { currentLog, logger } from './logging/logger';
import { requestLogging } from './logging/request-log';
import { safeUrl } from './logging/safe-url';
import { healthRoutes } from './http/health';
import { answerTimer } from './metrics/http-metrics';
import { countRemoteBuild, createMetrics, watchSharedState, type SiteMetrics } from './metrics/metrics';
import { observeProviderCalls, watchedProvider } from './metrics/provider-metrics';
import { timedRenderer } from './metrics/render-metrics';

/**
 * `shared`: the state every instance shares (main.ts makes it from REDIS_URL, to close it at shutdown); `metrics`: the
 * figures this instance keeps (main.ts serves them on METRICS_PORT).
 */
export function createApp(
  settings: ServerSettings,
  shared: SharedState = createSharedState(settings.redisUrl),
  metrics: SiteMetrics = createMetrics(),
): Express {
  const app = express();
  app.disable('x-powered-by');
  // No SHA-1 of every answer (load profile): /api answers are no-store, files carry
  // serve-static's ETag and /config.json its own, computed once.
  app.set('etag', false);
  app.set('trust proxy', settings.security.trustProxy);
  // First: every answer, redirects and probes included, carries its request id and is timed.
  app.use(requestLogging(answerTimer(metrics)));
  watchSharedState(metrics, shared);
  if (settings.canonicalRedirect) app.use(canonicalHost(settings.site.siteUrl));
  app.use(securityHeaders(settings.site));

  const loaded = loadRenderer(settings.hostServerRender);
  if (!loaded) {
    logger.warn(`${settings.hostServerRender} is missing: every page is rendered in the browser`);
  }
  const renderer = loaded && timedRenderer(loaded, metrics);
  app.get('/config.json', compressedJson(settings.site, 'no-cache'));

  // One record for the API and the pages: a copied cookie is anonymous everywhere once its user logged out.
  const revoked = shared.revokedTokens(settings.security.session.maxAgeMs);
  const limits = authLimits(settings, shared, (limit) => metrics.rateLimited.inc({ limit }));
  // One client for the API and the pages, each call timed and its failures counted.
  const provider = watchedProvider(createProviderClient(settings.provider), metrics);
  app.use('/api', apiRouter(settings, shared, revoked, limits, provider));
  // The probes after the API: their router is entered by every request that reaches it, and the API's (the session read
  // of every page load first) need not (load profile of `/api/session`).
  app.use(
    healthRoutes({
      environment: settings.environment,
      shared,
      providerUrl: settings.provider.url,
      hostBundleLoaded: renderer !== null,
    }),
  );
  const searchEngines = { environment: settings.environment, config: settings.site, renderer };
  app.get('/robots.txt', robotsRoute(searchEngines));
  app.get('/sitemap.xml', sitemapRoute(searchEngines));
  app.use(canonicalPaths);
  app.use(legacyRedirects);
  const budgets = {
    settings: settings.security.budgets,
    stores: shared.rateLimitStore.bind(shared),
    onLimited: (limit: string) => metrics.rateLimited.inc({ limit }),
  };
  const site = renderer ? pages(settings, { renderer, revoked, limits, provider, metrics, budgets }) : null;
  if (site) app.use(site.forms);
  app.use(staticHost(settings.hostDist, settings.security.session.secure, site?.handlers ?? []));
  app.use(endOfSite);
  app.use(jsonErrors);
  return app;
}

/**
 * Whether an address is one of the site's public pages: the sitemap's (home, FAQ, legal pages…), read from the host's
 * bundle once a minute (the running game's page comes and goes with the schedule).
 */
function publicPages(renderer: ServerPageRenderer, config: ServerSettings['site']) {
  let paths = new Set<string>();
  let readAt = Number.NEGATIVE_INFINITY;
  return (req: Request): boolean => {
    const now = Date.now();
    if (now - readAt >= 60_000) {
      paths = new Set(renderer.sitemapPaths({ config, now }));
      readAt = now;
    }
    return paths.has(req.path);
  };
}

/**
 * With the host's server bundle: every page's head as the server sends it, the public pages rendered
 * whole for anonymous visitors, the rest as index.html with its head.
 */
function pages(
  settings: ServerSettings,
  {
    renderer,
    revoked,
    limits,
    provider,
    metrics,
    budgets,
  }: {
    renderer: ServerPageRenderer;
    revoked: RevokedTokens;
    limits: AuthLimits;
    provider: ProviderClient;
    metrics: SiteMetrics;
    budgets: { settings: BudgetSettings; stores: LimitStores; onLimited: OnLimited };
  },
): { handlers: RequestHandler[]; forms: Router } {
  const readTemplate = () => fs.readFileSync(path.join(settings.hostDist, 'index.html'), 'utf8');
  const announce = remotePreloads({
    remotes: settings.site.remotes,
    providerUrl: settings.site.kit.baseUrls.api,
    ttlMs: settings.remoteRefreshMs,
  });
  void announce.warm();
  renderer.observeRemoteBuilds?.(countRemoteBuild(metrics, announce.versionOf));
  const { kit } = settings.site;
  const site = sitePages({
    renderer,
    config: settings.site,
    // The server's own address of the provider (PROVIDER_INTERNAL_URL in a deployment), for the browser's one.
    provider: {
      region: kit.region,
      environment: kit.environment,
      clientId: kit.clientId,
      baseUrls: { api: settings.provider.url, upload: settings.provider.url },
      observe: observeProviderCalls(metrics),
    },
    readTemplate,
    visitorOf: sessionVisitor,
    pages: anonymousPageCache(),
    remoteBuilds: announce.builds,
    preloads: announce.tagsFor,
    onRenderError: (error, url) => currentLog().error({ err: error, url: safeUrl(url) }, 'server render failed'),
    onCache: (result) => metrics.pageCache.inc({ result }),
  });
  const session = [sessionCookie(settings.security.session), dropRevokedSessions(revoked)];
  return {
    // A visitor's own pages are drawn for each request: counted per session and account before anything is drawn.
    handlers: [
      pageShedding(settings.overload, (reason) => metrics.shedPages.inc({ reason })),
      ...session,
      ...personalPageBudget(budgets.settings, budgets.stores, budgets.onLimited, {
        isPublic: publicPages(renderer, settings.site),
      }),
      site.handler,
    ],
    forms: formPosts({
      renderer,
      provider,
      config: settings.site,
      cookieName: settings.security.session.cookieName,
      allowedOrigins: settings.security.allowedOrigins,
      bodyLimits: { bytes: settings.security.bodyLimitBytes, timeoutMs: settings.security.bodyTimeoutMs },
      loginLimit: limits.login,
      signupLimit: limits.signup,
      session,
      postBudget: formPostBudget(budgets.settings, budgets.stores, budgets.onLimited),
      remoteBuilds: announce.builds,
      answerWithPage: site.answerWithPage,
    }),
  };
}
