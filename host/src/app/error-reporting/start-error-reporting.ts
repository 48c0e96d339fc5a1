import { Notifier } from '@airbrake/browser';
import type { SiteConfig } from 'shared-kit/core';
import type { EarlyHistory } from './early-history';
import { MASKED_KEYS, maskAccessTokens } from './notice-filter';
import { setErrorReporter } from './report-error';

/**
 * Error reporting to the configured collector (the sandbox's notice endpoint in dev and tests).
 * @airbrake/browser already gives what REPORT-1 asks: offline queue of 100, history of 20, 10 s
 * timeout, notices cut at 64 000 characters, 401 (wrong key) and 429 (waits the delay header)
 * handled, route stats flushed every 15 s. Only the masking and the environment are ours.
 * Loaded on demand with the notifier (arm-error-reporting.ts), never with the first page.
 */
export async function startErrorReporting(config: SiteConfig, history?: EarlyHistory): Promise<void> {
  const settings = config.errorReporter;
  if (!settings) return;
  const notifier = new Notifier({
    projectId: settings.projectId,
    projectKey: settings.projectKey,
    host: settings.host,
    // Route stats go to the same collector, never to the vendor's cloud (no outside network).
    apmHost: settings.host,
    environment: config.environment,
    remoteConfig: false,
    keysBlocklist: MASKED_KEYS,
    timeout: 10_000,
    performanceStats: true,
    queryStats: false,
    queueStats: false,
    instrumentation: {
      console: false,
      fetch: true,
      history: true,
      onerror: false,
      xhr: true,
      unhandledrejection: false,
    },
  });
  for (const event of history?.take() ?? []) notifier.scope().pushHistory(event);
  notifier.addFilter((notice) => {
    notice.context = { ...maskAccessTokens(notice.context), version: config.version };
    notice.params = maskAccessTokens(notice.params);
    notice.session = maskAccessTokens(notice.session);
    // Error messages and stacks can carry a URL with its query (a failed request's address).
    notice.errors = maskAccessTokens(notice.errors);
    return notice;
  });
  setErrorReporter({
    routeChanged(method, route, statusCode) {
      const metric = notifier.routes.start(method, route, statusCode, 'text/html');
      notifier.routes.notify(metric);
    },
    notify(error, context) {
      void notifier
        .notify({ error, params: context ?? {} })
        .catch((failure: unknown) => console.warn('[errors] notice not sent', failure));
    },
  });
}
