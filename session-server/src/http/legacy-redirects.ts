import type { RequestHandler } from 'express';
import { legacyRedirectFor } from 'shared-kit/contracts';

/** ROUTE-6: legacy English-style paths answer a permanent 301 to their French page. */
export const legacyRedirects: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return next();
  const target = legacyRedirectFor(req.path);
  if (!target) return next();
  const query = req.originalUrl.slice(req.path.length);
  res.redirect(301, `${target}${query.startsWith('?') ? query : ''}`);
};
