import type { SessionApiError } from '../contracts/session-api';
import { KIT_USER_MESSAGES } from 'shared-kit/core';

/** Which form asked: each one may show the server's own message for one known error only. */
export type SessionRequestKind = 'session' | 'login' | 'signup' | 'update' | 'logout' | 'basket' | 'sessions';

/** AUTH-5: the 400 error codes whose server message is shown as-is, per form. */
const SHOWN_400_ERRORS: Partial<Record<SessionRequestKind, string>> = {
  signup: 'account_already_exists',
  login: 'unknown_email_or_password',
  update: 'unknown_email_or_password',
};

/** A failed own-backend call, with the French text a form may show as its error. */
export class SessionRequestError extends Error {
  override readonly name = 'SessionRequestError';

  constructor(
    /** HTTP status, or 0 when the request did not get an answer. */
    readonly status: number,
    /** The server's error code when it sent one. */
    readonly code: string | null,
    userMessage: string,
  ) {
    super(userMessage);
  }
}

function isApiError(body: unknown): body is SessionApiError {
  if (typeof body !== 'object' || body === null) return false;
  const { error, message } = body as Record<string, unknown>;
  return typeof error === 'string' && typeof message === 'string' && message.trim() !== '';
}

/** Maps a failed answer to the text the user sees (AUTH-5; 429 carries its own French text). */
export function sessionErrorFor(kind: SessionRequestKind, status: number, body: unknown): SessionRequestError {
  const apiError = isApiError(body) ? body : null;
  const code = apiError?.error ?? null;
  if (apiError && status === 400 && SHOWN_400_ERRORS[kind] === apiError.error) {
    return new SessionRequestError(status, code, apiError.message);
  }
  if (apiError && status === 429) {
    return new SessionRequestError(status, code, apiError.message);
  }
  // AUTH-5: the text for every failure that is not one of the known answers.
  return new SessionRequestError(status, code, KIT_USER_MESSAGES.unknown);
}

/** The part of `fetch` the store relies on (kept narrow so tests can answer without a DOM Response). */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'text'>>;

/**
 * One JSON call to the own backend. The cookie is same-origin (session-server serves the site),
 * and state-changing calls must carry a JSON content type (CSRF rule of the server).
 */
export async function sessionRequest(
  fetchImpl: FetchLike,
  kind: SessionRequestKind,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  let response: Awaited<ReturnType<FetchLike>>;
  try {
    response = await fetchImpl(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new SessionRequestError(0, null, KIT_USER_MESSAGES.unknown);
  }
  const text = await response.text().catch(() => '');
  let parsed: unknown = null;
  if (text !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (!response.ok) throw sessionErrorFor(kind, response.status, parsed);
  return parsed;
}
