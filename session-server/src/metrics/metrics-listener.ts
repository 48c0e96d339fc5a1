import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import { logger } from '../logging/logger';

/**
 * /metrics on a listener of its own (METRICS_PORT, METRICS_HOST), apart from the site's port: the proxy in front
 * publishes the site's port only, so the figures stay inside (Prometheus scrapes each instance there). Anything
 * else there answers 404. Resolves with the listening server, or null when the port cannot be had: the site goes on
 * without its figures, said in the log (a metrics port must never keep the site down).
 */
export function startMetricsListener(
  registry: Registry,
  { port, host }: { port: number; host: string },
): Promise<http.Server | null> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (error: unknown) => {
        logger.error({ err: error }, 'metrics could not be collected');
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Metrics unavailable\n');
      },
    );
  });
  return new Promise((resolve) => {
    server.once('error', (error) => {
      logger.error(
        { err: error },
        `metrics listener could not listen on ${host}:${port}: no metrics from this instance`,
      );
      resolve(null);
    });
    server.listen(port, host, () => {
      const { port: bound } = server.address() as AddressInfo;
      logger.info(`metrics on http://${host}:${bound}/metrics`);
      resolve(server);
    });
  });
}
