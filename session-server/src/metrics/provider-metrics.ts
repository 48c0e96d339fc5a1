import { ProviderError } from '../provider/provider-client';
import type { SiteMetrics } from './metrics';

/** Why a provider call did not succeed, as `lgb_provider_errors_total` counts it. */
export function failureKind(error: unknown): string {
  if (!(error instanceof ProviderError)) return 'unexpected';
  if (error.code === 'malformed_answer') return 'malformed';
  if (error.code === 'cancelled') return 'cancelled';
  if (error.status === 0)
    return (error.cause as Error | undefined)?.name === 'TimeoutError' ? 'timeout' : 'unreachable';
  return error.status >= 500 ? 'server_error' : 'refused';
}

type Operations = Record<string, (...args: never[]) => Promise<unknown>>;

/**
 * The provider client with every operation (one call to the provider each) timed into
 * `lgb_provider_request_duration_seconds` and its failures counted in `lgb_provider_errors_total`, under the
 * operation's name (`login`, `cardSlots`…).
 */
export function watchedProvider<T extends Operations>(client: T, metrics: SiteMetrics): T {
  const watched: Record<string, unknown> = {};
  for (const [operation, call] of Object.entries(client)) {
    watched[operation] = async (...args: never[]) => {
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      try {
        const answer = await call(...args);
        metrics.provider.observe({ operation, outcome: 'ok' }, seconds());
        return answer;
      } catch (error) {
        const kind = failureKind(error);
        metrics.provider.observe({ operation, outcome: kind === 'refused' ? 'refused' : 'failed' }, seconds());
        metrics.providerErrors.inc({ operation, kind });
        throw error;
      }
    };
  }
  return watched as T;
}

/**
 * What a page's loaders asked of the provider (the kit's calls made for one request, shared-kit `requestKit`), timed
 * and counted as the server's own calls are, under the last segment of the provider's path (`card_slots`, `shopv3`).
 */
export function observeProviderCalls(metrics: SiteMetrics) {
  return ({ path, status, ms }: { path: string; status: number | null; ms: number }) => {
    const operation = path.replace(/\/+$/, '').split('/').pop() || 'unknown';
    const kind = status === null ? 'unreachable' : status >= 500 ? 'server_error' : status >= 400 ? 'refused' : null;
    const outcome = kind === null ? 'ok' : kind === 'refused' ? 'refused' : 'failed';
    metrics.provider.observe({ operation, outcome }, ms / 1000);
    if (kind) metrics.providerErrors.inc({ operation, kind });
  };
}
