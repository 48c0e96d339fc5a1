import { createApp } from './app';
import { readSettings, type ServerSettings } from './config/env';

let settings: ServerSettings;
try {
  settings = readSettings();
} catch (error) {
  // A configuration mistake (e.g. production without SESSION_KEYS) must stop the start, readably.
  console.error(`[session-server] refusing to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const server = createApp(settings).listen(settings.port, settings.host, () => {
  console.log(`[session-server] ${settings.environment} on http://${settings.host}:${settings.port}`);
});

/** In-flight requests get this long to finish on shutdown; kept-alive connections are then cut. */
const SHUTDOWN_GRACE_MS = 3_000;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  });
}
