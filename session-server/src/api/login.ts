import type { Request, RequestHandler } from 'express';
import type { LoginBody, SessionUser } from 'shared-kit/contracts';
import { untilVisitorLeaves } from '../http/visitor-left';
import type { ProviderClient } from '../provider/provider-client';
import { toSessionUser } from '../provider/session-user';
import { startSession } from '../session/session-data';
import { fromProviderError } from './provider-errors';

/**
 * POST /api/login: checks the credentials at the provider and starts a new session.
 * `onSuccess` lets the rate limiter forget the failures of this account and address.
 */
export function login(
  provider: ProviderClient,
  cookieName: string,
  onSuccess: (req: Request) => void = () => undefined,
): RequestHandler {
  return async (req, res, next) => {
    const body = req.body as LoginBody;
    let user: SessionUser;
    let providerId: number;
    try {
      const auth = await provider.login(body.email, body.password, req.ip, untilVisitorLeaves(res));
      // The provider's answer carries the user: no second read of its settings (the kit reads them
      // once, when the host authorizes it with this token).
      user = toSessionUser(auth.user, auth.access_token);
      providerId = auth.user.id;
    } catch (error) {
      next(fromProviderError('login', error));
      return;
    }
    startSession(req, cookieName, user, providerId);
    onSuccess(req);
    res.setHeader('Cache-Control', 'no-store');
    res.json(user);
  };
}
