import type { RequestHandler } from 'express';
import { sessionUser } from '../session/session-data';
import { UNAUTHORIZED_MESSAGE } from 'shared-kit/contracts';

/** 401 makes the client log out with the SESSION-2 message. */
export const requireUser: RequestHandler = (req, res, next) => {
  if (sessionUser(req)) return next();
  res.status(401).json({ error: 'unauthorized', message: UNAUTHORIZED_MESSAGE });
};
