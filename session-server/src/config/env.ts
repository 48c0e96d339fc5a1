import path from 'node:path';
import {
  DEFAULT_GAME_SCHEDULE,
  ENVIRONMENTS,
  REGIONS,
  REMOTE_NAMES,
  type Environment,
  type GameSchedule,
  type GameNumber,
  type Region,
  type SiteConfig,
} from 'shared-kit/contracts';
import { readLegalIdentity } from './legal';
import { scheduleInstants } from './paris-schedule';
import { positiveInteger, readSecuritySettings, wholeNumber, type SecuritySettings } from './security';
import { WRITE_CONNECTIONS } from '../provider/provider-writes';
import { DEFAULT_OVERLOAD, type OverloadSettings } from '../http/overload';

/** Everything the session server reads from its environment, validated once at start-up. */
export interface ServerSettings {
  port: number;
  host: string;
  environment: Environment;
  /** Built host shell (index.html + assets). */
  hostDist: string;
  /** The host's server-render bundle (public pages as HTML); absent: client render only. */
  hostServerRender: string;
  site: SiteConfig;
  /** Where the server itself calls the provider (login, signup, profile): PROVIDER_INTERNAL_URL when the
   * browser-facing PROVIDER_URL is not reachable from the server (e.g. another container). */
  provider: {
    url: string;
    clientId: string;
    region: Region;
    environment: Environment;
    timeoutMs: number;
    writes: { connections: number };
  };
  security: SecuritySettings;
  /** Redis for the state every instance must share (revocations, rate limits); absent: this process's memory. */
  redisUrl: string | undefined;
  /** 301 from any other host to SITE_URL's: always on; only unit tests on random ports turn it off. */
  canonicalRedirect: boolean;
  /** How often each remote's manifest is read again (a remote redeployed alone is announced and rendered anew). */
  remoteRefreshMs: number;
  /** The internal listener of /metrics (Prometheus), never published by the proxy; null: off. */
  metrics: { port: number; host: string } | null;
  /** When new page requests are shed with a 503 (http/overload.ts). */
  overload: OverloadSettings;
}

type Env = Record<string, string | undefined>;

function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], fallback: T, name: string): T {
  if (value === undefined || value === '') return fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new Error(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
  }
  return value as T;
}

/** LAYOUT-6: canonical site URL per environment (localhost:3000 in development). */
const SITE_URLS: Partial<Record<Environment, string>> = {
  development: 'http://localhost:3000',
  test: 'http://localhost:3000',
  staging: 'https://dev.la-grande-boutique.fr',
  production: 'https://www.la-grande-boutique.fr',
};

/** Prometheus' usual port for an exporter of one's own (e.g. 9464); off with METRICS_PORT=0, and in tests unless set. */
const DEFAULT_METRICS_PORT = 9464;

function metricsListener(env: Env, environment: Environment, host: string): ServerSettings['metrics'] {
  const asked = env.METRICS_PORT;
  if (asked === undefined || asked === '') {
    return environment === 'test' ? null : { port: DEFAULT_METRICS_PORT, host: env.METRICS_HOST || host };
  }
  const port = Number(asked);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`METRICS_PORT must be a port number, or 0 for no metrics (got "${asked}")`);
  }
  return port === 0 ? null : { port, host: env.METRICS_HOST || host };
}

export function readSettings(env: Env = process.env): ServerSettings {
  const environment = oneOf(env.APP_ENV, ENVIRONMENTS, 'development', 'APP_ENV');
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`PORT must be a port number (got "${env.PORT}")`);
  const remoteBase = env.REMOTE_BASE_URL ?? 'http://localhost';
  const remotePorts: Record<(typeof REMOTE_NAMES)[number], number> = {
    auth: 3101,
    account: 3102,
    shop: 3103,
    game: 3104,
  };
  const providerUrl = env.PROVIDER_URL ?? 'http://localhost:4000';
  const currentGame = Number(env.GAME_CURRENT ?? 4);
  if (![1, 2, 3, 4].includes(currentGame)) throw new Error('GAME_CURRENT must be 1, 2, 3 or 4');

  const schedule: GameSchedule = {
    teasing: env.GAME_TEASING ?? DEFAULT_GAME_SCHEDULE.teasing,
    start: env.GAME_START ?? DEFAULT_GAME_SCHEDULE.start,
    end: env.GAME_END ?? DEFAULT_GAME_SCHEDULE.end,
    timezone: 'Europe/Paris',
  };
  const site: SiteConfig = {
    environment,
    siteUrl: env.SITE_URL ?? SITE_URLS[environment] ?? `http://localhost:${port}`,
    version: env.APP_VERSION ?? '1.0.0',
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [
        name,
        env[`REMOTE_${name.toUpperCase()}_URL`] ?? `${remoteBase}:${remotePorts[name]}/mf-manifest.json`,
      ]),
    ) as SiteConfig['remotes'],
    kit: {
      region: oneOf<Region>(env.KIT_REGION, REGIONS, 'fr', 'KIT_REGION'),
      environment: oneOf(env.KIT_ENVIRONMENT, ENVIRONMENTS, environment, 'KIT_ENVIRONMENT'),
      clientId: env.KIT_CLIENT_ID ?? 'la-grande-boutique-sandbox',
      baseUrls: { api: providerUrl, upload: env.PROVIDER_UPLOAD_URL ?? providerUrl },
    },
    game: {
      current: currentGame as GameNumber,
      schedule,
      // Computed once here (moment-timezone, Paris only): the browser then needs no time-zone data to read the phase.
      instants: scheduleInstants(schedule),
    },
    errorReporter: env.ERROR_REPORTER_HOST
      ? {
          host: env.ERROR_REPORTER_HOST,
          projectId: Number(env.ERROR_REPORTER_PROJECT_ID ?? 1),
          projectKey: env.ERROR_REPORTER_PROJECT_KEY ?? 'sandbox',
        }
      : null,
  };

  const providerTimeoutMs = Number(env.PROVIDER_TIMEOUT_MS ?? 10_000);
  if (!Number.isInteger(providerTimeoutMs) || providerTimeoutMs <= 0) {
    throw new Error(`PROVIDER_TIMEOUT_MS must be a positive integer (got "${env.PROVIDER_TIMEOUT_MS}")`);
  }

  const writeConnections = Number(env.PROVIDER_WRITE_CONNECTIONS ?? WRITE_CONNECTIONS);
  if (!Number.isInteger(writeConnections) || writeConnections <= 0) {
    throw new Error(`PROVIDER_WRITE_CONNECTIONS must be a positive integer (got "${env.PROVIDER_WRITE_CONNECTIONS}")`);
  }

  const remoteRefreshMs = Number(env.REMOTE_REFRESH_MS ?? 60_000);
  if (!Number.isInteger(remoteRefreshMs) || remoteRefreshMs < 1000) {
    throw new Error(`REMOTE_REFRESH_MS must be an integer of at least 1000 (got "${env.REMOTE_REFRESH_MS}")`);
  }

  const metrics = metricsListener(env, environment, env.HOST ?? '127.0.0.1');
  const overload: OverloadSettings = {
    maxEventLoopDelayMs: positiveInteger(env, 'OVERLOAD_EVENT_LOOP_DELAY_MS', DEFAULT_OVERLOAD.maxEventLoopDelayMs),
    maxPagesInFlight: positiveInteger(env, 'PAGES_IN_FLIGHT', DEFAULT_OVERLOAD.maxPagesInFlight),
    maxPagesWaiting: wholeNumber(env, 'PAGES_WAITING', DEFAULT_OVERLOAD.maxPagesWaiting),
    maxWaitMs: positiveInteger(env, 'PAGE_WAIT_MS', DEFAULT_OVERLOAD.maxWaitMs),
    retryAfterSeconds: positiveInteger(env, 'OVERLOAD_RETRY_AFTER_S', DEFAULT_OVERLOAD.retryAfterSeconds),
  };

  // Read after the security settings, whose errors (keys, proxy) come first when both are missing.
  const security = readSecuritySettings(env, environment, site.siteUrl);
  site.legal = readLegalIdentity(env, environment);

  const hostDist = path.resolve(env.HOST_DIST ?? path.join(__dirname, '..', '..', 'host', 'dist'));
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    environment,
    hostDist,
    hostServerRender: path.resolve(
      env.HOST_SERVER_RENDER ?? path.join(hostDist, '..', 'dist-server', 'render-page.js'),
    ),
    site,
    provider: {
      url: (env.PROVIDER_INTERNAL_URL ?? providerUrl).replace(/\/+$/, ''),
      clientId: site.kit.clientId,
      region: site.kit.region,
      environment: site.kit.environment,
      timeoutMs: providerTimeoutMs,
      writes: { connections: writeConnections },
    },
    security,
    redisUrl: env.REDIS_URL || undefined,
    canonicalRedirect: true,
    remoteRefreshMs,
    metrics,
    overload,
  };
}
