/**
 * The provider writes the session server makes itself, as the holder of the session (provider-sandbox/CONTRACT.md:
 * "Auth and passwords", "Partner and users"): sign-up, login, the profile and password, the reset e-mail, logout.
 * Each goes through the kit's operation (shared-kit `requestKit`: the one provider client, its paths, shapes and
 * error codes), sent over this server's bounded connections (provider-writes.ts) instead of Node's fetch. Every
 * failure becomes a ProviderError so the API layer maps it once (AUTH-5).
 */
import { randomUUID } from 'node:crypto';
import {
  isKitError,
  parseBody,
  requestKit,
  TransportCancelledError,
  TransportGaveUpError,
  type Environment,
  type Kit,
  type Region,
  type Transport,
} from 'shared-kit/server';
import { type ProviderUser, type Title } from 'shared-kit/contracts';
import { requestContext } from '../logging/logger';
import { REQUEST_ID_HEADER } from '../logging/request-id';
import { providerWrites, WriteFailure, type ProviderWrites, type WriteOptions } from './provider-writes';

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
 * refused: it is down), `connection_failed` (no answer in time, a connection lost once sent: it may have been done),
 * `cancelled` (nobody waits any more).
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
  /** The site's kit settings (config.json): the request kits are configured as the browser's kit is. */
  region: Region;
  environment: Environment;
  /** The writes' connections and retries (provider-writes.ts); their defaults otherwise. */
  writes?: Pick<WriteOptions, 'connections' | 'retryDelaysMs'>;
}

/**
 * The kit's transport over the bounded writes: they retry what the provider never received, so what still fails is
 * final (TransportGaveUpError), and a write it may have received is never sent twice.
 */
function writesTransport(writes: ProviderWrites, headers: Record<string, string>, signal?: AbortSignal): Transport {
  return async (request) => {
    const url = new URL(request.url);
    const text = request.json === undefined ? undefined : JSON.stringify(request.json);
    const sent = {
      Accept: 'application/json',
      ...headers,
      ...(text === undefined
        ? {}
        : { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) }),
    };
    try {
      const answer = await writes.send(request.method, url, sent, text, signal);
      return { status: answer.status, body: parseBody(answer.text) };
    } catch (cause) {
      if (signal?.aborted) throw new TransportCancelledError(`${request.method} ${url.pathname}`, { cause });
      const mayHaveReached = !(cause instanceof WriteFailure) || cause.sent;
      throw new TransportGaveUpError(`${request.method} ${url.pathname}: ${String(cause)}`, mayHaveReached, {
        cause,
      });
    }
  };
}

/** A kit failure as the API layer reads it: the provider's status and code, or why no answer came. */
function providerErrorOf(failure: unknown): unknown {
  if (failure instanceof ProviderError) return failure;
  if (failure instanceof TransportCancelledError) return new ProviderError(0, 'cancelled', null, { cause: failure });
  if (!isKitError(failure)) return failure;
  if (failure.status !== undefined) {
    return new ProviderError(failure.status, failure.code, failure.user_message, { cause: failure });
  }
  if (failure.code === 'CONNECTION_FAILED') return new ProviderError(0, 'unavailable', null, { cause: failure });
  if (failure.code === 'TIMEOUT') return new ProviderError(0, 'connection_failed', null, { cause: failure });
  return failure;
}

function authOf(answer: unknown): ProviderAuth {
  const auth = answer as Partial<ProviderAuth> | null;
  if (typeof auth?.access_token !== 'string' || typeof auth.user !== 'object' || auth.user === null) {
    throw new ProviderError(502, 'malformed_answer', null);
  }
  return auth as ProviderAuth;
}

export function createProviderClient(options: ProviderClientOptions) {
  const writes = providerWrites({ url: options.url, timeoutMs: options.timeoutMs, ...options.writes });

  /** One kit per write, for one visitor (their token, their address) or for nobody, never kept. */
  async function withKit<T>(
    use: (kit: Kit) => Promise<T>,
    who: { accessToken?: string; visitorAddress?: string; signal?: AbortSignal } = {},
  ): Promise<T> {
    // The provider logs the id of the request that made the call: one id from nginx to the provider.
    const headers: Record<string, string> = {
      [REQUEST_ID_HEADER]: String(requestContext.getStore()?.id ?? randomUUID()),
      // The visitor's address, so the provider's own limits tell visitors apart (CONTRACT.md « Auth »).
      ...(who.visitorAddress ? { 'X-Forwarded-For': who.visitorAddress } : {}),
    };
    const kit = requestKit({
      region: options.region,
      environment: options.environment,
      baseUrls: { api: options.url, upload: options.url },
      clientId: options.clientId,
      accessToken: who.accessToken,
      transport: writesTransport(writes, headers, who.signal),
    });
    try {
      return await use(kit);
    } catch (failure) {
      throw providerErrorOf(failure);
    }
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
      return withKit(async (kit) => authOf(await kit.signup({ email, password, firstName, lastName })), {
        visitorAddress,
        signal,
      });
    },
    /** AUTH-7: the reset e-mail (a partner call; the same answer whether the account exists or not). */
    async askToResetPassword(email: string): Promise<void> {
      await withKit((kit) => kit.askToResetPassword(email));
    },
    /**
     * `visitorAddress`: as for signup, the provider's login brake counts per account and visitor address. `signal`:
     * the visitor left (their login, still waiting for a connection, is not sent).
     */
    login(email: string, password: string, visitorAddress?: string, signal?: AbortSignal): Promise<ProviderAuth> {
      return withKit(async (kit) => authOf(await kit.login({ email, password })), { visitorAddress, signal });
    },
    async updateUserSettings(accessToken: string, changes: ProviderSettingsUpdate): Promise<ProviderUser> {
      const answer = await withKit((kit) => kit.updateUserSettings({ ...changes }), { accessToken });
      if (typeof answer?.user !== 'object' || answer.user === null)
        throw new ProviderError(502, 'malformed_answer', null);
      return answer.user;
    },
    async revokeToken(accessToken: string): Promise<void> {
      await withKit((kit) => kit.revokeToken(), { accessToken });
    },
  };
}

export type ProviderClient = ReturnType<typeof createProviderClient>;
