import { createSandboxApp } from './app';
import { readSandboxSettings } from './config';
import { openDatabase } from './db/database';
import { seed } from './seed/seed';

const settings = readSandboxSettings();
const db = openDatabase(settings.databaseFile);
seed(db);
const server = createSandboxApp(settings, db).listen(settings.port, settings.host, () => {
  console.log(`[provider-sandbox] ${settings.mode} on http://${settings.host}:${settings.port} (${settings.databaseFile})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () =>
    server.close(() => {
      db.close();
      process.exit(0);
    }),
  );
}
