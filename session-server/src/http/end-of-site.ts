import type { RequestHandler } from 'express';
import { HttpError } from './http-error';

export const METHOD_NOT_ALLOWED_MESSAGE =
  'Cette adresse est une page du site\u00a0: elle s’ouvre dans le navigateur et ne reçoit aucun envoi.';
export const NOTHING_HERE_MESSAGE = 'Il n’y a rien à cette adresse.';

/**
 * What reaches the end of the site unanswered, said in French (http/errors.ts: a small page, or JSON) instead of the
 * framework's English « Cannot POST »: another method than GET or HEAD (a POST to a page, a PUT anywhere outside the
 * API) is 405 with `Allow: GET, HEAD`; a GET that asks for anything but a page (`Accept: application/json` on a
 * page's address) is 404. The auth forms' own POSTs are answered before (http/form-posts.ts).
 */
export const endOfSite: RequestHandler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') {
    next(new HttpError(404, 'not_found', NOTHING_HERE_MESSAGE));
    return;
  }
  res.setHeader('Allow', 'GET, HEAD');
  next(new HttpError(405, 'method_not_allowed', METHOD_NOT_ALLOWED_MESSAGE));
};
