import {
  parseBody,
  TransportCancelledError,
  TransportTimeoutError,
  type Transport,
  type TransportRequest,
  type TransportResponse,
} from './transport';

export interface ServerTransportOptions {
  /** Sent with every call (X-Forwarded-For, the request's id). */
  headers?: Record<string, string>;
  /** The request's own end: a call still running when it aborts is cancelled. */
  signal?: AbortSignal;
  /** Told of every call once it ended: its path, the status answered (null: none came), how long it took. */
  observe?: ProviderCallObserver;
}

export type ProviderCallObserver = (call: { path: string; status: number | null; ms: number }) => void;

/**
 * The kit's transport on a server: Node's fetch (its connections kept alive and shared by every request), the call's
 * deadline and the request's end both cancelling it. No upload progress and no files: a server reads and writes JSON.
 */
export function serverTransport({ headers = {}, signal, observe }: ServerTransportOptions = {}): Transport {
  return async (request: TransportRequest): Promise<TransportResponse> => {
    const started = performance.now();
    const path = new URL(request.url).pathname;
    const ended = (status: number | null) => observe?.({ path, status, ms: performance.now() - started });
    const deadline = request.timeoutMs === undefined ? undefined : AbortSignal.timeout(request.timeoutMs);
    const signals = [deadline, signal].filter((one): one is AbortSignal => one !== undefined);
    const json = request.json !== undefined && !request.form;
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: { Accept: 'application/json', ...(json ? { 'Content-Type': 'application/json' } : {}), ...headers },
        body: request.form ?? (json ? JSON.stringify(request.json) : undefined),
        signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
      });
      const answer = { status: response.status, body: parseBody(await response.text()) };
      ended(response.status);
      return answer;
    } catch (failure) {
      ended(null);
      if (signal?.aborted) throw new TransportCancelledError(`${request.method} ${path}`);
      if (deadline?.aborted) {
        throw new TransportTimeoutError(
          `no answer to ${request.method} ${path} within ${String(request.timeoutMs)} ms`,
        );
      }
      throw failure;
    }
  };
}
