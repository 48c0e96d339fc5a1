import { UNAUTHORIZED_MESSAGE } from 'shared-kit/contracts';
import { GENERIC_ERROR_MESSAGE } from '../http/errors';
import { HttpError, TryAgainSoon } from '../http/http-error';
import { ProviderError } from '../provider/provider-client';
import { currentLog } from '../logging/logger';

/**
 * Login answers the same for an unknown e-mail and a wrong password: the provider's
 * two messages would tell anyone which e-mails have an account.
 */
export const LOGIN_REFUSED_MESSAGE = 'Adresse e-mail ou mot de passe incorrect.';

/** The provider refused every connection of a write and its retries: it is down, not slow. */
export const PROVIDER_DOWN_MESSAGE =
  'Le service de connexion est momentanément indisponible. Réessayez dans un instant.';
/** Seconds to wait before trying again: a provider restarting (a deploy) is back within a few. */
export const PROVIDER_DOWN_RETRY_AFTER_S = 5;

type Operation = 'signup' | 'login' | 'updateUser';

/** Provider codes the user can act on, per operation (AUTH-5); the rest is generic. */
const KNOWN: Record<Operation, Record<string, string>> = {
  signup: { account_already_exists: 'account_already_exists' },
  login: { unknown_email: 'unknown_email_or_password', wrong_password: 'unknown_email_or_password' },
  updateUser: {
    wrong_password: 'unknown_email_or_password',
    unknown_email: 'unknown_email_or_password',
    account_already_exists: 'account_already_exists',
  },
};

/** Maps a provider failure to the answer of the own backend; anything unforeseen is logged. */
export function fromProviderError(operation: Operation, error: unknown): HttpError {
  if (!(error instanceof ProviderError)) {
    currentLog().error({ err: error }, `${operation} failed`);
    return new HttpError(500, 'internal_error', GENERIC_ERROR_MESSAGE);
  }
  const known = KNOWN[operation][error.code];
  if (error.status === 400 && known && operation === 'login') return new HttpError(400, known, LOGIN_REFUSED_MESSAGE);
  if (error.status === 400 && known && error.userMessage) return new HttpError(400, known, error.userMessage);
  // The provider's own login limit: its French message says when to retry.
  if (error.status === 429 && error.userMessage) return new HttpError(429, 'rate_limited', error.userMessage);
  if (error.status === 401 && operation === 'updateUser')
    return new HttpError(401, 'unauthorized', UNAUTHORIZED_MESSAGE);
  // The visitor left before the provider was asked: nobody to answer, nothing failed.
  if (error.code === 'cancelled') return new HttpError(503, 'cancelled', GENERIC_ERROR_MESSAGE);
  currentLog().error(`${operation}: provider answered ${error.status} ${error.code}`);
  if (error.code === 'unavailable')
    return new TryAgainSoon('provider_unavailable', PROVIDER_DOWN_MESSAGE, PROVIDER_DOWN_RETRY_AFTER_S);
  return new HttpError(502, 'provider_error', GENERIC_ERROR_MESSAGE);
}
