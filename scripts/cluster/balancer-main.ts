/** The balancer as its own process: BALANCER_PORT (3000) on 127.0.0.1, BALANCER_TARGETS (comma-separated URLs). */
import { createBalancer } from './balancer';

const port = Number(process.env.BALANCER_PORT ?? 3000);
const targets = (process.env.BALANCER_TARGETS ?? '')
  .split(',')
  .map((target) => target.trim())
  .filter(Boolean);
const { server, served } = createBalancer(targets);
server.listen(port, '127.0.0.1', () => {
  console.log(`[balancer] http://127.0.0.1:${port} → ${targets.join(', ')}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.log(`[balancer] requests per instance: ${served.join(', ')}`);
    server.close(() => process.exit(0));
    setTimeout(() => server.closeAllConnections(), 1_000).unref();
  });
}
