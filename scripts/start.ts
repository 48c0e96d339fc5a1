/** `npm start`: production build, then every service; Ctrl-C stops them all. */
import { withLock } from './lock';
import { buildAll, localRunEnv, PORTS, startStack, stopServices } from './stack';

async function main() {
  await withLock('stack', buildAll);
  const services = await startStack(localRunEnv());
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
