/**
 * The load balancer of a local cluster (`npm run start:cluster`, the cluster load run and its e2e): what nginx or a
 * cloud balancer does in production, on http-proxy-3. Round robin over the session-server instances; the client's
 * address goes on in X-Forwarded-For (the instances trust a loopback proxy) and the Host is kept (SITE_URL's).
 * An instance that refuses connections is set aside for a moment; a read that met it is sent to the next one.
 */
import http from 'node:http';
import { createProxyServer } from 'http-proxy-3';

/** How long an instance that refused a connection is left out of the rotation. */
const SET_ASIDE_MS = 2_000;

export interface Balancer {
  server: http.Server;
  /** Requests sent to each target, in order (for the logs and the tests). */
  served: number[];
}

const BAD_GATEWAY = JSON.stringify({
  error: 'bad_gateway',
  message: 'Le service est momentanément indisponible, merci de réessayer dans quelques instants.',
});

export function createBalancer(targets: string[]): Balancer {
  if (targets.length === 0) throw new Error('the balancer needs at least one target');
  const proxy = createProxyServer({ xfwd: true, proxyTimeout: 30_000 });
  const downUntil = targets.map(() => 0);
  const served = targets.map(() => 0);
  let next = 0;

  const pick = (tried: Set<number>): number | undefined => {
    for (let step = 0; step < targets.length; step += 1) {
      const index = (next + step) % targets.length;
      if (!tried.has(index) && downUntil[index]! <= Date.now()) {
        next = (index + 1) % targets.length;
        return index;
      }
    }
    // Every instance set aside: try one that was not tried yet rather than answer 502 at once.
    return targets.findIndex((_target, index) => !tried.has(index)) >= 0
      ? targets.findIndex((_target, index) => !tried.has(index))
      : undefined;
  };

  const send = (req: http.IncomingMessage, res: http.ServerResponse, tried: Set<number>) => {
    const index = pick(tried);
    if (index === undefined) {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(BAD_GATEWAY);
      return;
    }
    tried.add(index);
    served[index]! += 1;
    proxy.web(req, res, { target: targets[index] }, (error: Error & { code?: string }) => {
      const refused = error.code === 'ECONNREFUSED' || error.code === 'ECONNRESET';
      if (refused) downUntil[index] = Date.now() + SET_ASIDE_MS;
      // Only a read is sent again: a write's body is already consumed, and it may have reached the instance.
      const retryable = refused && (req.method === 'GET' || req.method === 'HEAD') && !res.headersSent;
      if (retryable) {
        send(req, res, tried);
        return;
      }
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(BAD_GATEWAY);
    });
  };

  const server = http.createServer((req, res) => send(req, res, new Set()));
  return { server, served };
}
