import type { SiteConfig } from 'shared-kit/core';
import { recordEarlyHistory, type EarlyHistory } from './early-history';
import { whenReporterNeeded } from './report-error';

/** The notifier flushes route stats every 15 s (REPORT-1): the first flush is when they are due. */
export const ROUTE_STATS_FLUSH_MS = 15_000;

export interface ReporterTimers {
  setTimeout(run: () => void, ms: number): unknown;
}

/** The notifier and its set-up come in one chunk, fetched with the first work. */
async function loadNotifier(config: SiteConfig, history: EarlyHistory): Promise<void> {
  const { startErrorReporting } = await import('./start-error-reporting');
  await startErrorReporting(config, history);
}

/**
 * The notifier stays off the first load and off the idle-time work of every page. It
 * loads when it has something to send: at once for the first notice, or when the first route
 * stats are due (15 s after the first page view). Notices, route views and page events (history)
 * recorded before it arrives are handed to it then. No reporter configured: nothing loads.
 * Returns a promise of the load, for tests.
 */
export function armErrorReporting(
  config: SiteConfig,
  timers: ReporterTimers = { setTimeout: (run, ms) => setTimeout(run, ms) },
  load: (config: SiteConfig, history: EarlyHistory) => Promise<void> = loadNotifier,
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
