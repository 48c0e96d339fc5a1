import express, { type Router } from 'express';
import { SESSION_API } from 'shared-kit/contracts';
import type { ServerSettings } from '../config/env';
import { API_BODY_REFUSALS, boundedBody } from '../http/body-limits';
import { jsonBodyOnly, sameOriginOnly } from '../http/csrf';
import { apiNotFound } from '../http/errors';
import { createProviderClient, type ProviderClient } from '../provider/provider-client';
import { sessionCookie } from '../session/cookie';
import { dropRevokedSessions, type RevokedTokens } from '../session/revoked-tokens';
import type { SharedState } from '../shared-state/shared-state';
import { login } from './login';
import { logout } from './logout';
import { loginLimits, signupLimits, type LoginLimits, type OnLimited } from './rate-limits';
import { requireUser } from './require-user';
import { loginSchema, signupSchema, updateBasketSchema, updateUserSchema } from './schemas';
import { endOtherSessions } from './end-other-sessions';
import { getSession, withoutSessionCookie } from './session';
import { signup } from './signup';
import { updateBasket } from './update-basket';
import { updateUser } from './update-user';
import { validateBody } from './validation';

/** Paths of the contract are absolute; this router is mounted at /api. */
function local(path: string): string {
  return path.replace(/^\/api/, '');
}

export interface AuthLimits {
  login: LoginLimits;
  signup: ReturnType<typeof signupLimits>;
}

/** The limits of the auth calls: one set for the API and the forms sent without JavaScript (the same counters). */
export function authLimits(settings: ServerSettings, shared: SharedState, onLimited?: OnLimited): AuthLimits {
  const stores = shared.rateLimitStore.bind(shared);
  return {
    login: loginLimits(settings.security.rateLimit, stores, onLimited),
    signup: signupLimits(settings.security.rateLimit, stores, onLimited),
  };
}

/** The own backend of SESSION-1, as agreed in shared-kit/src/contracts/session-api.ts. */
export function apiRouter(
  settings: ServerSettings,
  shared: SharedState,
  revoked: RevokedTokens,
  limits: AuthLimits = authLimits(settings, shared),
  provider: ProviderClient = createProviderClient(settings.provider),
): Router {
  const { security } = settings;
  const cookieName = security.session.cookieName;
  const loginLimit = limits.login;
  const signupLimit = limits.signup;
  const router = express.Router();

  const session = [sessionCookie(security.session), dropRevokedSessions(revoked)];

  // Every page load reads the session: first, and without the CSRF guards and body parser that
  // a read skips anyway (load profile: each router layer costs on every request). A visitor who
  // sends no session cookie has an empty session: nothing to verify, decode or check (session.ts).
  router.get(local(SESSION_API.session.path), withoutSessionCookie(cookieName, getSession), ...session, getSession);

  router.use(sameOriginOnly(security.allowedOrigins));
  router.use(jsonBodyOnly);
  router.use(
    boundedBody(
      express.json({ limit: security.bodyLimitBytes, strict: true }),
      { bytes: security.bodyLimitBytes, timeoutMs: security.bodyTimeoutMs },
      API_BODY_REFUSALS,
    ),
  );
  router.use(...session);
  router.post(
    local(SESSION_API.signup.path),
    signupLimit.perIp,
    validateBody(signupSchema),
    signupLimit.perAccount,
    signup(provider, cookieName, loginLimit.rememberPair),
  );
  router.post(
    local(SESSION_API.login.path),
    validateBody(loginSchema),
    ...loginLimit.perAccount,
    login(provider, cookieName, loginLimit.forgetFailures),
  );
  router.delete(local(SESSION_API.logout.path), logout(provider, revoked));
  router.put(
    local(SESSION_API.updateUser.path),
    requireUser,
    validateBody(updateUserSchema),
    updateUser(provider, cookieName),
  );
  router.put(
    local(SESSION_API.updateBasketInSession.path),
    requireUser,
    validateBody(updateBasketSchema),
    updateBasket(cookieName),
  );
  router.post(local(SESSION_API.endOtherSessions.path), requireUser, endOtherSessions(revoked, cookieName));
  router.use(apiNotFound);
  return router;
}
