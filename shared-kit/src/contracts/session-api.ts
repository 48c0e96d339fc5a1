/**
 * The product's own backend (SESSION-1), served by session-server under /api.
 * State-changing calls need `Content-Type: application/json` and a same-site origin.
 */
import type { BasketPurchase, SessionUser } from '../bus/events';
import type { Title } from './provider-user';

/**
 * AUTH-6: the French text of any failure the user cannot act on, the same from the session server (its JSON
 * errors) and from the browser (a session request that failed without a known answer). One copy, here.
 */
export const UNKNOWN_ERROR_MESSAGE =
  'Une erreur inconnue est survenue, nous en avons été informés et allons la corriger dans les plus brefs délais.';

/**
 * SESSION-2: what an unauthorized answer says before the user is logged out, the same from the session server (its
 * 401), the kit (a provider 401 without a message of its own) and the shell's toast. One copy, here. The spec writes
 * « valide »: its meaning is kept, the agreement corrected.
 */
export const UNAUTHORIZED_MESSAGE = 'Vos identifiants ne sont plus valides, merci de vous connecter à nouveau.';

export const SESSION_API = {
  session: { method: 'GET', path: '/api/session' },
  signup: { method: 'POST', path: '/api/signup' },
  login: { method: 'POST', path: '/api/login' },
  logout: { method: 'DELETE', path: '/api/logout' },
  updateUser: { method: 'PUT', path: '/api/updateUser' },
  updateBasketInSession: { method: 'PUT', path: '/api/updateBasketInSession' },
  /** After a password change: the user's other sessions end, this one goes on. */
  endOtherSessions: { method: 'POST', path: '/api/endOtherSessions' },
} as const;

export interface SignupBody {
  email: string;
  password: string;
  lastName: string;
  firstName: string;
  /** The site's terms read and accepted, and the person of age (the game is for adults): both must be true. */
  termsAccepted: true;
  adult: true;
}

export interface LoginBody {
  email: string;
  password: string;
}

/** Fields of the user that may be changed; changing the e-mail needs the current password. */
export interface UpdateUserBody {
  title?: Title | null;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string | null;
  password?: string;
}

export interface UpdateBasketBody {
  purchases: BasketPurchase[];
}

/** GET /api/session: everything the site needs to start, in one request. */
export interface SessionState {
  user: SessionUser | null;
  basket: { purchases: BasketPurchase[] };
  /** Once, after this browser's session was ended from elsewhere (a password change on another device). */
  ended?: true;
}

/** Error answers of the own backend (AUTH-5). */
export interface SessionApiError {
  error:
    | 'account_already_exists'
    | 'unknown_email_or_password'
    | 'rate_limited'
    | 'invalid_parameter'
    | 'forbidden'
    | string;
  message: string;
}
