import type { RequestHandler } from 'express';
import { forgetEndedSession, sessionState } from '../session/session-data';

/**
 * GET /api/session: the user (or null) and the basket, so the site starts in one request; `ended` once after a
 * session was ended from elsewhere (the page says so).
 */
export const getSession: RequestHandler = (req, res) => {
  res.setHeader('Cache-Control', 'no-store');
  const state = sessionState(req);
  forgetEndedSession(req);
  res.json(state);
};

/**
 * `handler` at once, on an empty session, for a request that carries no cookie named `cookieName` (a visitor who never
 * logged in, or whose session ended): the signed-cookie layer and the revocation check would find nothing to read
 * there. Any other request goes on to them. The check can be wrong only the safe way: a header that merely contains
 * the name (another cookie ending with it) goes the whole way. Load profile of `/api/session`: the cookie layer was
 * about a third of a logged-out read's time, for a cookie that is not there.
 */
export function withoutSessionCookie(cookieName: string, handler: RequestHandler): RequestHandler {
  const marker = `${cookieName}=`;
  return (req, res, next) => {
    if (req.headers.cookie?.includes(marker)) {
      next();
      return;
    }
    handler(req, res, next);
  };
}
