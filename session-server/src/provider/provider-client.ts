/**
 * The provider writes the session server makes itself, as the holder of the session (provider-sandbox/CONTRACT.md:
 * "Auth and passwords", "Partner and users"): sign-up, login, the profile and password, the reset e-mail, logout.
 * Every read goes through the kit (a server-rendered page's loaders read with a kit made for the request). Every
 * failure becomes a ProviderError so the API layer maps it once (AUTH-5).
 */
import { randomUUID } from 'node:crypto';
import { type ProviderUser, type Title } from 'shared-kit/contracts';
import { requestContext } from '../logging/logger';
import { REQUEST_ID_HEADER } from '../logging/request-id';
import { providerWrites, WriteFailure, type WriteOptions } from './provider-writes';

export type { ProviderUser };

export interface ProviderAuth {
  user: ProviderUser;
  access_token: string;
  expires_at: string;
}

export interface ProviderSettingsUpdate {
  title?: Title | null;
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string | null;
  password?: string;
}

/**
 * `status` 0 means no answer: `unavailable` when the provider could not be reached at all (every retry of a write
 * refused: it is down), `connection_failed` (a timeout, a connection lost), `cancelled` (nobody waits any more).
 */
export class ProviderError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly userMessage: string | null,
    options?: ErrorOptions,
  ) {
    super(`provider answered ${status} ${code}`, options);
    this.name = 'ProviderError';
  }
}

export interface ProviderClientOptions {
  url: string;
  clientId: string;
  timeoutMs: number;
  /** The writes' connections and retries (provider-writes.ts); their defaults otherwise. */
  writes?: Pick<WriteOptions, 'connections' | 'retryDelaysMs'>;
}

interface ErrorBody {
  code?: unknown;
  user_message?: unknown;
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function createProviderClient(options: ProviderClientOptions) {
  const writes = providerWrites({ url: options.url, timeoutMs: options.timeoutMs, ...options.writes });

  /** A write (POST, PUT) over the bounded connections, sent again while the provider never received it. */
  async function write(
    method: string,
    url: URL,
    headers: Record<string, string>,
    body: object | undefined,
    signal?: AbortSignal,
  ): Promise<{ ok: boolean; status: number; payload: unknown }> {
    try {
      const text = body ? JSON.stringify(body) : undefined;
      const length: Record<string, string> = text ? { 'Content-Length': String(Buffer.byteLength(text)) } : {};
      const answer = await writes.send(method, url, { ...headers, ...length }, text, signal);
      const ok = answer.status >= 200 && answer.status < 300;
      return { ok, status: answer.status, payload: parseJson(answer.text) };
    } catch (cause) {
      if (signal?.aborted) throw new ProviderError(0, 'cancelled', null, { cause });
      const unreachable = cause instanceof WriteFailure && !cause.sent;
      throw new ProviderError(0, unreachable ? 'unavailable' : 'connection_failed', null, { cause });
    }
  }

  async function call<T>(
    method: string,
    path: string,
    body?: object,
    accessToken?: string,
    visitorAddress?: string,
    signal?: AbortSignal,
  ): Promise<T> {
    const url = new URL(`${options.url}${path}`);
    if (accessToken !== undefined) url.searchParams.set('access_token', accessToken);
    // The provider logs the id of the request that made the call: one id from nginx to the provider.
    const requestId = requestContext.getStore()?.id ?? randomUUID();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      // The visitor's address, so the provider's own limits tell visitors apart (CONTRACT.md « Auth »).
      ...(visitorAddress ? { 'X-Forwarded-For': visitorAddress } : {}),
      [REQUEST_ID_HEADER]: String(requestId),
    };
    const response = await write(method, url, headers, body, signal);
    const { payload } = response;
    if (!response.ok) {
      const error = (payload ?? {}) as ErrorBody;
      throw new ProviderError(
        response.status,
        typeof error.code === 'string' ? error.code : 'unknown',
        typeof error.user_message === 'string' ? error.user_message : null,
      );
    }
    if (payload === null || typeof payload !== 'object')
      throw new ProviderError(response.status, 'malformed_answer', null);
    return payload as T;
  }

  return {
    /** `visitorAddress`: whom the provider's limits count the sign-up for (not this server, which signs everyone up). */
    signup(
      email: string,
      password: string,
      firstName: string,
      lastName: string,
      visitorAddress?: string,
      signal?: AbortSignal,
    ): Promise<ProviderAuth> {
      const body = { client_id: options.clientId, email, password, first_name: firstName, last_name: lastName };
      return call('POST', '/api/fidmarques/v1/sdk/signup', body, undefined, visitorAddress, signal);
    },
    /** AUTH-7: the reset e-mail (a partner call; the same answer whether the account exists or not). */
    async askToResetPassword(email: string): Promise<void> {
      await call('POST', '/api/v3/users/ask_to_reset_password', { client_id: options.clientId, email });
    },
    /**
     * `visitorAddress`: as for signup, the provider's login brake counts per account and visitor address. `signal`:
     * the visitor left (their login, still waiting for a connection, is not sent).
     */
    login(email: string, password: string, visitorAddress?: string, signal?: AbortSignal): Promise<ProviderAuth> {
      const body = { client_id: options.clientId, email, password };
      return call('POST', '/api/fidmarques/v1/sdk/login', body, undefined, visitorAddress, signal);
    },
    async updateUserSettings(accessToken: string, changes: ProviderSettingsUpdate): Promise<ProviderUser> {
      const answer = await call<{ user: ProviderUser }>('PUT', '/api/v2/users/settings', changes, accessToken);
      return answer.user;
    },
    async revokeToken(accessToken: string): Promise<void> {
      await call('POST', '/api/v3/users/logout', {}, accessToken);
    },
  };
}

export type ProviderClient = ReturnType<typeof createProviderClient>;
