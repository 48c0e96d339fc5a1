import { createSandboxApp } from './app';
import { keyDerivation } from './auth/hashing';
import { readSandboxSettings, type SandboxSettings } from './config';
import { openDatabase } from './db/database';
import { startReceiptSettler } from './receipts/processing';
import { startOrphanCleaner } from './receipts/upload-quota';
import { seed } from './seed/seed';
import { logger } from './logger';

let settings: SandboxSettings;
try {
  settings = readSandboxSettings();
} catch (error) {
  // A configuration mistake (SANDBOX_TRUST_PROXY=nope) stops the start with its one line, not a stack.
  logger.fatal(`refusing to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const db = openDatabase(settings.databaseFile);
seed(db);
// Receipts are processed SANDBOX_RECEIPT_DELAY_MS after they are sent; checked at most every second.
const stopSettler = startReceiptSettler(db, () => new Date(), Math.max(50, Math.min(1000, settings.receiptDelayMs)));
const stopCleaner = startOrphanCleaner(db, () => new Date(), settings.orphanFileMaxAgeMs, 3600_000);
const hashing = keyDerivation(settings.hashThreads);
const server = createSandboxApp(settings, db, { hashing }).listen(settings.port, settings.host, () => {
  logger.info(`${settings.mode} on http://${settings.host}:${settings.port} (${settings.databaseFile})`);
});

const SHUTDOWN_GRACE_MS = 1_000;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => {
      stopSettler();
      stopCleaner();
      db.close();
      void hashing.close().finally(() => process.exit(0));
    });
    // Keep-alive connections would keep answering after close(): cut them once in-flight requests had a moment.
    setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  });
}
