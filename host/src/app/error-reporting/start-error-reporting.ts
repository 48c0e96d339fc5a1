import type { SiteConfig } from 'shared-kit';
import { recordEarlyHistory, type EarlyHistory } from './early-history';
import { MASKED_KEYS, maskAccessTokens } from './notice-filter';
import { setErrorReporter, whenReporterNeeded } from './report-error';

/** The notifier flushes route stats every 15 s (spec §9): the first flush is when they are due. */
export const ROUTE_STATS_FLUSH_MS = 15_000;

export interface ReporterTimers {
  setTimeout(run: () => void, ms: number): unknown;
}

/**
 * Issue 12: the notifier stays off the first load and off the idle-time work of every page. It
 * loads when it has something to send: at once for the first notice, or when the first route
 * stats are due (15 s after the first page view). Notices, route views and page events (history)
 * recorded before it arrives are handed to it then. No reporter configured: nothing loads.
 * Returns a promise of the load, for tests.
 */
export function armErrorReporting(
  config: SiteConfig,
  timers: ReporterTimers = { setTimeout: (run, ms) => setTimeout(run, ms) },
  load: (config: SiteConfig, history: EarlyHistory) => Promise<void> = startErrorReporting,
): () => Promise<void> {
  if (!config.errorReporter) return () => Promise.resolve();
  const history = recordEarlyHistory();
  let loading: Promise<void> | null = null;
  let statsDue = false;
  const loadNow = (): Promise<void> => {
    loading ??= load(config, history)
      .then(() => whenReporterNeeded(null))
      .catch((error: unknown) => {
        // A failed chunk (offline, a deploy): the next notice tries again; queued work stays queued.
        loading = null;
        console.warn('[errors] reporter not started', error);
      });
    return loading;
  };
  whenReporterNeeded((demand) => {
    if (demand === 'notice') void loadNow();
    else if (!statsDue) {
      statsDue = true;
      timers.setTimeout(() => void loadNow(), ROUTE_STATS_FLUSH_MS);
    }
  });
  return loadNow;
}

/**
 * Error reporting to the configured collector (the sandbox's notice endpoint in dev and tests).
 * @airbrake/browser already gives what spec §9 asks: offline queue of 100, history of 20, 10 s
 * timeout, notices cut at 64 000 characters, 401 (wrong key) and 429 (waits the delay header)
 * handled, route stats flushed every 15 s. Only the masking and the environment are ours.
 */
export async function startErrorReporting(config: SiteConfig, history?: EarlyHistory): Promise<void> {
  const settings = config.errorReporter;
  if (!settings) return;
  const { Notifier } = await import('@airbrake/browser');
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
