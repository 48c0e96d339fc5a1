import type { RequestHandler } from 'express';
import type { SessionUser, UpdateUserBody } from 'shared-kit/contracts';
import type { ProviderClient, ProviderSettingsUpdate } from '../provider/provider-client';
import { toSessionUser } from '../provider/session-user';
import { endSession, replaceUser, sessionUser } from '../session/session-data';
import { fromProviderError } from './provider-errors';

function toProviderChanges(body: UpdateUserBody): ProviderSettingsUpdate {
  const changes: ProviderSettingsUpdate = {};
  if (body.title !== undefined) changes.title = body.title;
  if (body.firstName !== undefined) changes.first_name = body.firstName;
  if (body.lastName !== undefined) changes.last_name = body.lastName;
  if (body.email !== undefined) changes.email = body.email;
  if (body.phone !== undefined) changes.phone = body.phone === '' ? null : body.phone;
  if (body.password !== undefined) changes.password = body.password;
  return changes;
}

/** PUT /api/updateUser: the provider first (it owns the profile), then the session copy. */
export function updateUser(provider: ProviderClient, cookieName: string): RequestHandler {
  return async (req, res, next) => {
    const current = sessionUser(req);
    if (!current) return next(new Error('updateUser reached without a session user'));
    const accessToken = current.tokens.accessToken;
    let user: SessionUser;
    try {
      const profile = await provider.updateUserSettings(accessToken, toProviderChanges(req.body as UpdateUserBody));
      user = toSessionUser(profile, accessToken);
    } catch (error) {
      const answer = fromProviderError('updateUser', error);
      // The token is dead: keeping it would only make every later call fail the same way.
      if (answer.status === 401) endSession(req);
      next(answer);
      return;
    }
    replaceUser(req, cookieName, user);
    res.setHeader('Cache-Control', 'no-store');
    res.json(user);
  };
}
