import { KitError } from '../errors/kit-error';
import { kitErrors } from '../errors/kit-errors';
import { KIT_USER_MESSAGES } from 'shared-kit/core';
import type { KitLogger } from '../lifecycle/logger';
import {
  formBytes,
  TransportCancelledError,
  TransportGaveUpError,
  TransportTimeoutError,
  type HttpMethod,
  type Transport,
  type TransportResponse,
} from './transport';

/** KIT-6: a connection failure is retried twice; nothing else is retried. */
export const MAX_CONNECTION_RETRIES = 2;

/**
 * How long a call may go without an answer before the page stops waiting. A phone in a supermarket aisle can lose
 * the signal mid-call: without a deadline the spinner turns for ever. Uploads get time in proportion to their size,
 * at a slow mobile uplink's pace.
 */
export interface CallDeadlines {
  readMs: number;
  writeMs: number;
  uploadBaseMs: number;
  uploadBytesPerSecond: number;
}

export const DEFAULT_DEADLINES: CallDeadlines = {
  readMs: 10_000,
  writeMs: 15_000,
  uploadBaseMs: 20_000,
  // About 400 kbit/s: a weak 3G uplink.
  uploadBytesPerSecond: 50_000,
};

export function deadlineFor(call: Pick<ApiCall, 'method' | 'form'>, deadlines: CallDeadlines): number {
  if (call.form) {
    return deadlines.uploadBaseMs + Math.ceil((formBytes(call.form) / deadlines.uploadBytesPerSecond) * 1000);
  }
  return call.method === 'GET' ? deadlines.readMs : deadlines.writeMs;
}

export interface BaseUrls {
  api: string;
  upload: string;
}

/**
 * How a call is authenticated (provider contract "Conventions"): user calls carry the
 * access token as the `access_token` parameter, partner calls carry `client_id`.
 */
export type CallAuth = 'user' | 'partner' | 'public';

export interface ApiCall {
  method: HttpMethod;
  path: string;
  auth: CallAuth;
  /** The upload proxy has its own base URL (RECEIPT-3). */
  base?: keyof BaseUrls;
  /** Query string for GET, JSON body otherwise. */
  params?: Record<string, unknown>;
  form?: FormData;
  onUploadProgress?: (loaded: number, total: number) => void;
}

export interface ApiSession {
  baseUrls: BaseUrls;
  clientId: string;
  accessToken: string | null;
}

export interface ApiClientOptions {
  transport: Transport;
  /** Throws NOT_INITIALIZED when the kit has no configuration or client id yet. */
  session: () => ApiSession;
  /** Told about a 401 on a user call, after which the user authorization is gone. */
  onUnauthorized: (error: KitError) => void;
  /** Told whether the provider answered the last call (any status) or could not be reached (no answer). */
  onReachability?: (reachable: boolean) => void;
  logger: KitLogger;
  /** Wait before each retry; one entry per retry. */
  retryDelaysMs: readonly [number, number];
  deadlines?: CallDeadlines;
  /** Told once a call that may change the user's data (any but GET) has ended, answered or not. */
  onWritten?: () => void;
}

function appendQuery(search: URLSearchParams, params: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => search.append(`${key}[]`, String(item)));
    else if (typeof value === 'object') search.append(key, JSON.stringify(value));
    else search.append(key, String(value));
  }
}

function errorBody(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The provider names the batch states in lower case (409 batch_is_already_sent / batch_is_being_sent);
 * the kit reports them under its own codes of KIT-4, so callers test one code whichever side refused.
 */
const PROVIDER_CODE_ALIASES: Record<string, string> = {
  batch_is_already_sent: 'BATCH_IS_ALREADY_SENT',
  batch_is_being_sent: 'BATCH_IS_BEING_SENT',
};

/** KIT-4: 401 → UNAUTHORIZED, 403 → FORBIDDEN, 5xx → SERVER_ERROR, else the provider's code. */
export function errorFromResponse(call: ApiCall, response: TransportResponse): KitError {
  const body = errorBody(response.body);
  const where = `${call.method} ${call.path} answered ${response.status}`;
  const providerMessage = text(body.user_message);
  const base = {
    status: response.status,
    debug_message: text(body.debug_message) ? `${where}: ${String(body.debug_message)}` : where,
    invalid_parameter: text(body.invalid_parameter),
    invalid_reason: text(body.invalid_reason),
    invalid_misc: body.invalid_misc,
  };
  if (response.status === 401) {
    return new KitError({
      ...base,
      code: 'UNAUTHORIZED',
      user_message: providerMessage ?? KIT_USER_MESSAGES.unauthorized,
    });
  }
  if (response.status === 403) {
    return new KitError({ ...base, code: 'FORBIDDEN', user_message: providerMessage ?? KIT_USER_MESSAGES.forbidden });
  }
  if (response.status >= 500) {
    return new KitError({ ...base, code: 'SERVER_ERROR', user_message: KIT_USER_MESSAGES.serverError });
  }
  const providerCode = text(body.code);
  return new KitError({
    ...base,
    code: providerCode ? (PROVIDER_CODE_ALIASES[providerCode] ?? providerCode) : 'OTHER',
    user_message: providerMessage ?? KIT_USER_MESSAGES.generic,
  });
}

function wait(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/** Sends provider calls: base URL, credentials, retries of connection failures, error mapping. */
export class ApiClient {
  constructor(private readonly options: ApiClientOptions) {}

  async request<T>(call: ApiCall): Promise<T> {
    const session = this.options.session();
    const token = call.auth === 'user' ? session.accessToken : null;
    if (call.auth === 'user' && !token) throw kitErrors.noUserAuthenticated();

    const baseUrl = session.baseUrls[call.base ?? 'api'];
    // Joined as text: new URL('/x', base) would drop a path prefix of the base URL.
    const url = new URL(`${baseUrl.replace(/\/+$/, '')}${call.path}`);
    const params: Record<string, unknown> = { ...call.params };
    if (call.auth === 'partner') params.client_id = session.clientId;
    const sendsBody = call.method !== 'GET' && !call.form;
    if (!sendsBody) appendQuery(url.searchParams, params);
    if (token) url.searchParams.set('access_token', token);
    if (call.form && call.auth === 'partner') call.form.set('client_id', session.clientId);

    let response: TransportResponse;
    try {
      response = await this.sendWithRetries(call, url.toString(), sendsBody ? params : undefined);
    } catch (failure) {
      this.options.onReachability?.(false);
      throw failure;
    } finally {
      // After the call, not before: a page read while it ran must not be kept as the one after it.
      if (call.method !== 'GET' && call.auth === 'user') this.options.onWritten?.();
    }
    this.options.onReachability?.(true);
    if (response.status >= 200 && response.status < 300) return response.body as T;

    const error = errorFromResponse(call, response);
    this.options.logger.warn(`${call.method} ${call.path} failed with ${error.code}`);
    if (error.code === 'UNAUTHORIZED' && call.auth === 'user') this.options.onUnauthorized(error);
    throw error;
  }

  /**
   * A refused connection reached nobody: it is tried again, twice (KIT-6: 2 retries). A call left unanswered may
   * have been done: only a read is asked again; a write fails with TIMEOUT so the user decides, with what they
   * entered kept.
   */
  private async sendWithRetries(call: ApiCall, url: string, json: unknown): Promise<TransportResponse> {
    const timeoutMs = deadlineFor(call, this.options.deadlines ?? DEFAULT_DEADLINES);
    let lastFailure: unknown;
    for (let attempt = 0; attempt <= MAX_CONNECTION_RETRIES; attempt += 1) {
      if (attempt > 0) await wait(this.options.retryDelaysMs[attempt - 1] ?? 0);
      try {
        this.options.logger.debug(`${call.method} ${call.path} (attempt ${attempt + 1})`);
        return await this.options.transport({
          method: call.method,
          url,
          json,
          form: call.form,
          onUploadProgress: call.onUploadProgress,
          timeoutMs,
        });
      } catch (failure) {
        if (failure instanceof TransportCancelledError) throw failure;
        if (failure instanceof TransportGaveUpError) {
          throw new KitError({
            code: failure.mayHaveReached ? 'TIMEOUT' : 'CONNECTION_FAILED',
            debug_message: `${call.method} ${call.path}: ${failure.message}`,
            user_message: failure.mayHaveReached ? KIT_USER_MESSAGES.timeout : KIT_USER_MESSAGES.connectionFailed,
          });
        }
        lastFailure = failure;
        const timedOut = failure instanceof TransportTimeoutError;
        this.options.logger.warn(
          `${call.method} ${call.path}: ${timedOut ? `no answer within ${timeoutMs} ms` : 'connection failed'} (attempt ${attempt + 1})`,
        );
        if (timedOut && (call.method !== 'GET' || attempt === MAX_CONNECTION_RETRIES)) {
          throw new KitError({
            code: 'TIMEOUT',
            debug_message: `${call.method} ${call.path}: ${failure.message}`,
            user_message: KIT_USER_MESSAGES.timeout,
          });
        }
      }
    }
    throw new KitError({
      code: 'CONNECTION_FAILED',
      debug_message: `${call.method} ${call.path}: no answer after ${MAX_CONNECTION_RETRIES} retries (${String(lastFailure)})`,
      user_message: KIT_USER_MESSAGES.connectionFailed,
    });
  }
}
