import type { Environment, Region } from 'shared-kit/core';
import { Kit } from './kit';
import type { LogSink } from './lifecycle/logger';
import type { BaseUrls, CallDeadlines } from './transport/api-client';
import { serverTransport, type ProviderCallObserver } from './transport/server-transport';
import type { Transport } from './transport/transport';

/** What a server needs to call the provider for one request. */
export interface RequestKitOptions {
  region: Region;
  environment: Environment;
  /** The provider as this server reaches it (in a deployment, its address inside the network, not the browser's). */
  baseUrls: BaseUrls;
  clientId: string;
  /** The visitor's provider token (their session's): the kit acts for them, for this request only. */
  accessToken?: string | null;
  /** Told to the provider with every call (the visitor's address, the request's id), so its limits and logs see them. */
  headers?: Record<string, string>;
  /** Aborted when the request stops waiting (its visitor left): the calls running for it are cancelled. */
  signal?: AbortSignal;
  /** Told of every call once it ended (the server's metrics). */
  observe?: ProviderCallObserver;
  /**
   * How the calls are sent when not over Node's fetch: the session server's writes go over its own bounded
   * connections, which retry what the provider never received (then `headers`, `signal` and `observe` are its own).
   */
  transport?: Transport;
  deadlines?: CallDeadlines;
  /** Waits before the two retries of a connection failure (KIT-6). */
  retryDelaysMs?: readonly [number, number];
  logSink?: LogSink;
}

const SILENT: LogSink = { debug: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * The provider kit made for one server request: the same operations, paths and error codes as the browser's kit (the
 * one provider client), over Node's fetch, acting for one visitor — or for nobody (the partner calls: a catalogue, a
 * login) — and for this request alone: it is never kept, so no visitor's token ever serves another's call. Its
 * lifecycle is set here at once (configured, initialized, the token adopted): the session server checked the session
 * already, and an authorization read per request would double every page's calls.
 */
export function requestKit(options: RequestKitOptions): Kit {
  const kit = new Kit({
    transport:
      options.transport ??
      serverTransport({ headers: options.headers, signal: options.signal, observe: options.observe }),
    logSink: options.logSink ?? SILENT,
    deadlines: options.deadlines,
    retryDelaysMs: options.retryDelaysMs,
  });
  kit.session.configured(options.region, options.environment, options.baseUrls);
  kit.session.initialized(options.clientId);
  if (options.accessToken) kit.session.setAccessToken(options.accessToken);
  return kit;
}
