import type { Request, RequestHandler } from 'express';
import type { SessionUser, SignupBody } from 'shared-kit/contracts';
import { untilVisitorLeaves } from '../http/visitor-left';
import type { ProviderClient } from '../provider/provider-client';
import { toSessionUser } from '../provider/session-user';
import { startSession } from '../session/session-data';
import { fromProviderError } from './provider-errors';

/**
 * POST /api/signup: creates the account at the provider, then logs the new user in. `onSuccess` lets the login limits
 * know the new account's pair with this address (a sprayer there must not hold its owner back).
 */
export function signup(
  provider: ProviderClient,
  cookieName: string,
  onSuccess: (req: Request) => void = () => undefined,
): RequestHandler {
  return async (req, res, next) => {
    const body = req.body as SignupBody;
    let user: SessionUser;
    let providerId: number;
    try {
      const left = untilVisitorLeaves(res);
      const created = await provider.signup(body.email, body.password, body.firstName, body.lastName, req.ip, left);
      // The provider's answer carries the user: no second read of its settings (the kit reads them
      // once, when the host authorizes it with this token).
      user = toSessionUser(created.user, created.access_token);
      providerId = created.user.id;
    } catch (error) {
      next(fromProviderError('signup', error));
      return;
    }
    startSession(req, cookieName, user, providerId);
    onSuccess(req);
    res.setHeader('Cache-Control', 'no-store');
    res.status(201).json(user);
  };
}
