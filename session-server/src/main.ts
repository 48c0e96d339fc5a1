import { format } from 'node:util';
import { createApp } from './app';
import { siteServer } from './http/site-server';
import { readSettings, type ServerSettings } from './config/env';
import { currentLog, logger } from './logging/logger';
import { createMetrics } from './metrics/metrics';
import { startMetricsListener } from './metrics/metrics-listener';
import { createSharedState } from './shared-state/shared-state';

// Whatever still writes to the console (the host's server bundle, a library) goes out as a JSON line too, with the id
// of the request it happened in: stdout holds nothing else.
console.log = (...args: unknown[]) => currentLog().info(format(...args));
console.info = console.log;
console.warn = (...args: unknown[]) => currentLog().warn(format(...args));
console.error = (...args: unknown[]) => currentLog().error(format(...args));

let settings: ServerSettings;
try {
  settings = readSettings();
} catch (error) {
  // A configuration mistake (e.g. production without SESSION_KEYS) must stop the start, readably.
  logger.fatal(`refusing to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const shared = createSharedState(settings.redisUrl);
const metrics = createMetrics({ processMetrics: settings.metrics !== null });
const app = createApp(settings, shared, metrics);
// Off with METRICS_PORT=0; a port that cannot be had leaves the site up without its figures (said in the log).
const metricsServer = settings.metrics ? startMetricsListener(metrics.registry, settings.metrics) : null;
/** Before Redis answers this instance counts on its own: wait for it a moment, then start on its own rather than not at all. */
const SHARED_STATE_WAIT_MS = 5_000;

const server = siteServer(app, { timeoutMs: settings.security.bodyTimeoutMs });
void shared.ready(SHARED_STATE_WAIT_MS).then((ready) => {
  if (!ready)
    logger.error(`Redis did not answer within ${SHARED_STATE_WAIT_MS / 1000} s: starting on this instance's own state`);
  server.listen(settings.port, settings.host, () => {
    logger.info(`${settings.environment} on http://${settings.host}:${settings.port} (shared state: ${shared.kind})`);
  });
});

/** In-flight requests get this long to finish on shutdown; kept-alive connections are then cut. */
const SHUTDOWN_GRACE_MS = 3_000;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void metricsServer?.then((listening) => listening?.close());
    server.close(() => {
      void shared.close().finally(() => process.exit(0));
    });
    setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  });
}
