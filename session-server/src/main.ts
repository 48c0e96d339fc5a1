import http from 'node:http';
import { createApp } from './app';
import { readSettings, type ServerSettings } from './config/env';
import { createSharedState } from './shared-state/shared-state';

let settings: ServerSettings;
try {
  settings = readSettings();
} catch (error) {
  // A configuration mistake (e.g. production without SESSION_KEYS) must stop the start, readably.
  console.error(`[session-server] refusing to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const shared = createSharedState(settings.redisUrl);
const app = createApp(settings, shared);
/** Before Redis answers this instance counts on its own: wait for it a moment, then start on its own rather than not at all. */
const SHARED_STATE_WAIT_MS = 5_000;

const server = http.createServer(app);
void shared.ready(SHARED_STATE_WAIT_MS).then((ready) => {
  if (!ready)
    console.error(
      `[session-server] Redis did not answer within ${SHARED_STATE_WAIT_MS / 1000} s: starting on this instance's own state`,
    );
  server.listen(settings.port, settings.host, () => {
    console.log(
      `[session-server] ${settings.environment} on http://${settings.host}:${settings.port} (shared state: ${shared.kind})`,
    );
  });
});

/** In-flight requests get this long to finish on shutdown; kept-alive connections are then cut. */
const SHUTDOWN_GRACE_MS = 3_000;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => {
      void shared.close().finally(() => process.exit(0));
    });
    setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  });
}
