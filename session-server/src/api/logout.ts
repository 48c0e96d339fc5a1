import type { RequestHandler } from 'express';
import type { SessionState } from 'shared-kit/contracts';
import { endSession } from '../session/session-data';

/**
 * DELETE /api/logout: expires the session cookie and asks the browser to drop every cookie of
 * the site (Clear-Site-Data), so nothing of the session survives on a shared computer.
 */
export const logout: RequestHandler = (req, res) => {
  endSession(req);
  res.setHeader('Clear-Site-Data', '"cookies"');
  res.setHeader('Cache-Control', 'no-store');
  const anonymous: SessionState = { user: null, basket: { purchases: [] } };
  res.json(anonymous);
};
