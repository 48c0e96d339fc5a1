/** `npm start`: production build, then every service; Ctrl-C stops them all. */
import path from 'node:path';
import { withLock } from './lock';
import { buildAll, dataDir, PORTS, startStack, stopServices } from './stack';

async function main() {
  await withLock('stack', buildAll);
  const services = await startStack({
    APP_ENV: process.env.APP_ENV ?? 'development',
    SANDBOX_MODE: process.env.SANDBOX_MODE ?? 'development',
    SANDBOX_DB: process.env.SANDBOX_DB ?? path.join(dataDir('sandbox'), 'provider-sandbox.sqlite'),
    SANDBOX_DATA_DIR: process.env.SANDBOX_DATA_DIR ?? dataDir('sandbox', 'files'),
    // Locally, error notices go to the sandbox's collector (GET /__sandbox/notices shows them).
    ERROR_REPORTER_HOST: process.env.ERROR_REPORTER_HOST ?? `http://localhost:${PORTS.sandbox}`,
  });
  console.log(`\nLa Grande Boutique est prête : http://localhost:${PORTS.site}\n(Ctrl-C pour tout arrêter)\n`);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    stopServices(services);
    setTimeout(() => process.exit(0), 1_000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (const service of services) {
    service.process.on('exit', (code) => {
      if (stopping) return;
      console.error(`[start] ${service.name} stopped (code ${code}); stopping the others`);
      stop();
      process.exitCode = 1;
    });
  }
}

main().catch((error: unknown) => {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
