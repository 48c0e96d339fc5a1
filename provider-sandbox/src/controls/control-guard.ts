import type { RequestHandler } from 'express';
import type { SandboxSettings } from '../config';

/**
 * Keeps other web pages away from the controls: a page on another site can post a
 * form or a text body without asking, but not a JSON body, and its browser names it in Origin.
 * Tests and scripts send no Origin; the site and the sandbox's own pages are trusted.
 */
export function controlGuard(settings: Pick<SandboxSettings, 'allowedOrigins' | 'publicBaseUrl'>): RequestHandler {
  const trusted = new Set([...settings.allowedOrigins, new URL(settings.publicBaseUrl).origin]);
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (origin !== undefined && !trusted.has(origin)) {
      res
        .status(403)
        .json({ code: 'forbidden', user_message: 'Origine non autorisée.', debug_message: `origin ${origin}` });
      return;
    }
    const readOnly = req.method === 'GET' || req.method === 'HEAD';
    // A call without a body (reset, settle) carries no content type: nothing there to forge.
    const hasBody =
      req.headers['content-type'] !== undefined ||
      Number(req.headers['content-length'] ?? 0) > 0 ||
      req.headers['transfer-encoding'] !== undefined;
    if (!readOnly && hasBody && !req.is('application/json')) {
      res.status(415).json({
        code: 'unsupported_media_type',
        user_message: 'Le contenu envoyé doit être du JSON.',
        debug_message: 'controls take application/json',
      });
      return;
    }
    next();
  };
}
