import express, { type Router } from 'express';
import type { Environment } from 'shared-kit/contracts';
import type { SharedState } from '../shared-state/shared-state';

/** A dependency that does not answer within this time is not ready (a probe must answer quickly). */
const CHECK_TIMEOUT_MS = 1_000;

export interface HealthOptions {
  environment: Environment;
  shared: Pick<SharedState, 'kind' | 'ping'>;
  /** Where this server calls the provider (PROVIDER_INTERNAL_URL or PROVIDER_URL): its /healthz is asked. */
  providerUrl: string;
  /** The host's server bundle was loaded at start-up. */
  hostBundleLoaded: boolean;
  fetchImpl?: typeof fetch;
}

type Check = 'ok' | 'down' | 'off' | 'missing';

/**
 * /healthz: the process answers (no dependency asked: cheap, for liveness). /readyz: this instance can serve the site
 * as built: Redis answers a PING when REDIS_URL is set, the provider answers its /healthz, the host's server bundle is
 * loaded; else 503 naming what is not (README « Logs and metrics »). Both answer on any host (canonical-host.ts).
 */
export function healthRoutes(options: HealthOptions): Router {
  const router = express.Router();
  const fetchImpl = options.fetchImpl ?? fetch;

  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({
      status: 'ok',
      service: 'session-server',
      environment: options.environment,
      sharedState: options.shared.kind,
    });
  });

  const redis = async (): Promise<Check> => {
    if (options.shared.kind !== 'redis') return 'off';
    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), CHECK_TIMEOUT_MS).unref());
    return (await Promise.race([options.shared.ping(), timeout])) ? 'ok' : 'down';
  };
  const provider = (): Promise<Check> =>
    fetchImpl(`${options.providerUrl}/healthz`, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) }).then(
      (answer) => (answer.ok ? 'ok' : 'down'),
      () => 'down',
    );

  router.get('/readyz', async (_req, res) => {
    const [redisCheck, providerCheck] = await Promise.all([redis(), provider()]);
    const checks: Record<string, Check> = {
      redis: redisCheck,
      provider: providerCheck,
      hostBundle: options.hostBundleLoaded ? 'ok' : 'missing',
    };
    const notReady = Object.keys(checks).filter((name) => checks[name] === 'down' || checks[name] === 'missing');
    res.setHeader('Cache-Control', 'no-store');
    if (notReady.length === 0) {
      res.json({ status: 'ready', checks });
      return;
    }
    res.status(503).json({ status: 'not_ready', notReady, checks });
  });
  return router;
}
