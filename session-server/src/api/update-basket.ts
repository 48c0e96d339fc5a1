import type { RequestHandler } from 'express';
import type { UpdateBasketBody } from 'shared-kit/contracts';
import { replaceBasket } from '../session/session-data';

/**
 * PUT /api/updateBasketInSession: stores the basket as sent. A basket that would not fit in
 * the cookie is refused with 413 (session-data.ts) and the previous one is kept.
 */
export function updateBasket(cookieName: string): RequestHandler {
  return (req, res) => {
    const { purchases } = req.body as UpdateBasketBody;
    replaceBasket(req, cookieName, purchases);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ purchases });
  };
}
