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
