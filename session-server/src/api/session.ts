import type { RequestHandler } from 'express';
import { sessionState } from '../session/session-data';

/** GET /api/session: the user (or null) and the basket, so the site starts in one request. */
export const getSession: RequestHandler = (req, res) => {
  res.setHeader('Cache-Control', 'no-store');
  res.json(sessionState(req));
};
