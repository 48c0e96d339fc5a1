/**
 * `npm run start:cluster`: the site as on launch day, locally. Production build, then Redis, CLUSTER_SIZE (2)
 * session-server instances on 3001, 3002, … sharing it, a balancer on :3000 in front, and the sandbox and the four
 * remotes as with `npm start`. REDIS_URL uses a Redis of yours instead of starting one. Ctrl-C stops everything.
 */
import { clusterSize, startCluster } from './cluster/cluster';
import { withLock } from './lock';
import { assertPortFree } from './processes';
import { buildAll, localRunEnv, PORTS, startService, stopServices, type ServiceName } from './stack';

async function main() {
  const size = clusterSize();
  await withLock('stack', buildAll);
  const env: NodeJS.ProcessEnv = {
    ...localRunEnv(),
    // The balancer is the site's address: every instance answers as SITE_URL.
    SITE_URL: process.env.SITE_URL ?? `http://localhost:${PORTS.site}`,
  };
  const others = (Object.keys(PORTS) as ServiceName[]).filter((name) => name !== 'site');
  for (const port of [PORTS.site, ...others.map((name) => PORTS[name])]) {
    await assertPortFree(port, 'another npm start?');
  }
  const services = others.map((name) => startService(name, env));
  const cluster = await startCluster({
    size,
    sitePort: PORTS.site,
    firstInstancePort: PORTS.site + 1,
    redisUrl: process.env.REDIS_URL,
    redisPort: Number(process.env.REDIS_PORT ?? 6379),
    env,
  });
  console.log(
    `\nLa Grande Boutique est prête : http://localhost:${PORTS.site}\n` +
      `(${size} instances sur ${cluster.instances.map((instance) => instance.port).join(', ')}, Redis ${cluster.redisUrl} ; Ctrl-C pour tout arrêter)\n`,
  );

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    stopServices(services);
    void cluster.stop().finally(() => process.exit(process.exitCode ?? 0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (const child of [...services.map((service) => service.process), cluster.balancer]) {
    child.on('exit', (code) => {
      if (stopping) return;
      console.error(`[start:cluster] a service stopped (code ${code}); stopping the others`);
      process.exitCode = 1;
      stop();
    });
  }
  // An instance that stops is what the balancer is for: the others go on serving.
  for (const instance of cluster.instances) {
    instance.process.on('exit', (code) => {
      if (!stopping)
        console.error(`[start:cluster] instance :${instance.port} stopped (code ${code}); the others serve`);
    });
  }
}

main().catch((error: unknown) => {
  console.error(`[start:cluster] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
