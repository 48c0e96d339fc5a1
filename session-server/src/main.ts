import { createApp } from './app';
import { readSettings } from './config/env';

const settings = readSettings();
const server = createApp(settings).listen(settings.port, settings.host, () => {
  console.log(`[session-server] ${settings.environment} on http://${settings.host}:${settings.port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
