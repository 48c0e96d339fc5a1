import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { RemoteBuildEvent } from 'shared-kit/contracts';
import type { SharedState } from '../shared-state/shared-state';

/**
 * The figures of one session-server instance, in Prometheus' format (prom-client), scraped on an internal listener
 * (metrics-listener.ts). What each one means: README « Logs and metrics ». Labels take a few fixed values each (route
 * templates, operations, limits, remotes and their deployed versions), never an address, a user or an id.
 */
export function createMetrics({ processMetrics = false }: { processMetrics?: boolean } = {}) {
  const registry = new Registry();
  // Node's own (CPU, memory, event loop lag, GC, handles) only where someone scrapes them: not in every test app.
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    http: new Histogram({
      name: 'lgb_http_request_duration_seconds',
      help: 'Time to answer a request, from its arrival to the last byte handed to the socket, per route template and status class.',
      labelNames: ['route', 'status_class'] as const,
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    render: new Histogram({
      name: 'lgb_server_render_duration_seconds',
      help: "Time the host's server bundle took to render a page: for anonymous visitors (then cached), for a logged-in visitor, or a form's answer.",
      labelNames: ['kind', 'outcome'] as const,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5, 5],
      registers,
    }),
    pageCache: new Counter({
      name: 'lgb_page_cache_requests_total',
      help: 'Anonymous page requests served from the rendered-page cache (hit) or that needed a render (miss).',
      labelNames: ['result'] as const,
      registers,
    }),
    remoteBuilds: new Counter({
      name: 'lgb_remote_build_loads_total',
      help: "Remote server builds the render loaded (an exposed page's module came) or failed to load, per remote and deployed version.",
      labelNames: ['remote', 'version', 'outcome'] as const,
      registers,
    }),
    provider: new Histogram({
      name: 'lgb_provider_request_duration_seconds',
      help: 'Time of the calls this server makes to the provider, per operation and outcome (ok, refused: a 4xx answer, failed).',
      labelNames: ['operation', 'outcome'] as const,
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20],
      registers,
    }),
    providerErrors: new Counter({
      name: 'lgb_provider_errors_total',
      help: 'Provider calls that did not succeed, per operation and kind: refused (4xx), server_error (5xx), timeout, unreachable, malformed.',
      labelNames: ['operation', 'kind'] as const,
      registers,
    }),
    shedPages: new Counter({
      name: 'lgb_shed_pages_total',
      help: 'Page requests answered 503 because this instance was overloaded, per reason: event_loop (its delay past the limit), queue_full (as many pages drawn and waiting as it holds), waited (no draw for it within PAGE_WAIT_MS).',
      labelNames: ['reason'] as const,
      registers,
    }),
    rateLimited: new Counter({
      name: 'lgb_rate_limit_rejections_total',
      help: 'Requests refused with 429 by one of the login and sign-up limits, per limit.',
      labelNames: ['limit'] as const,
      registers,
    }),
  };
}

export type SiteMetrics = ReturnType<typeof createMetrics>;

/** Whether Redis answers, read at each scrape (only where REDIS_URL is set). */
export function watchSharedState(metrics: SiteMetrics, shared: Pick<SharedState, 'kind' | 'ping'>): void {
  if (shared.kind !== 'redis') return;
  new Gauge({
    name: 'lgb_redis_up',
    help: 'Whether Redis (REDIS_URL) answered a PING at the scrape: 1 yes, 0 no (the instance runs on its own state meanwhile).',
    registers: [metrics.registry],
    async collect() {
      this.set((await shared.ping()) ? 1 : 0);
    },
  });
}

/**
 * Counts a remote build the render loaded or not, under the version the remote's manifest declares with its build
 * digest (`1.5.0+3f2a9c1d`): two deploys of one version stay apart.
 */
export function countRemoteBuild(
  metrics: SiteMetrics,
  versionOf: (remote: string, build: string | undefined) => string | undefined,
): (event: RemoteBuildEvent) => void {
  return ({ remote, build, outcome }) => {
    const version = versionOf(remote, build) ?? 'unknown';
    const digest = build ? `+${build.slice(0, 8)}` : '';
    metrics.remoteBuilds.inc({ remote, version: `${version}${digest}`, outcome });
  };
}
