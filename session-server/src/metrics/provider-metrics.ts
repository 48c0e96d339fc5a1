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
