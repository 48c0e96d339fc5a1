import type { Request, RequestHandler, Response } from 'express';
import { userOfToken } from '../auth/tokens';
import type { UserRow } from '../auth/users';
import type { Clock } from '../clock';
import type { SandboxDb } from '../db/database';
import { apiError } from './errors';

/** SESSION-2: the message of an unauthorized answer. */
export const UNAUTHORIZED_MESSAGE = 'Vos identifiants ne sont plus valides, merci de vous connecter à nouveau.';

export function unauthorized(): Error {
  return apiError(401, 'unauthorized', UNAUTHORIZED_MESSAGE, 'missing, unknown, revoked or expired access_token');
}

/** The access token as a parameter (query or JSON body), or as a bearer header. */
export function accessTokenOf(req: Request): string | undefined {
  const fromQuery = req.query.access_token;
  if (typeof fromQuery === 'string' && fromQuery) return fromQuery;
  const body = req.body as Record<string, unknown> | undefined;
  if (body && typeof body.access_token === 'string' && body.access_token) return body.access_token;
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length);
  return undefined;
}

/** Every user call checks its access token (CONTRACT.md "Conventions"): 401 otherwise. */
export function requireUser(db: SandboxDb, clock: Clock): RequestHandler {
  return (req, res, next) => {
    const token = accessTokenOf(req);
    const user = token ? userOfToken(db, token, clock()) : undefined;
    if (!user) {
      next(unauthorized());
      return;
    }
    res.locals.user = user;
    next();
  };
}

export function currentUser(res: Response): UserRow {
  return res.locals.user as UserRow;
}
