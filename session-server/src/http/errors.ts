import type { ErrorRequestHandler, RequestHandler } from 'express';
import { UNKNOWN_ERROR_MESSAGE } from 'shared-kit/contracts';
import { HttpError } from './http-error';

/** AUTH-6: the generic French message for any unexpected failure (shared-kit's one copy, the browser shows it too). */
export const GENERIC_ERROR_MESSAGE = UNKNOWN_ERROR_MESSAGE;

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json({ error: 'not_found', message: `Aucune ressource à ${req.method} ${req.path}` });
};

interface FrameworkError {
  status?: number;
  statusCode?: number;
  type?: string;
}

/** JSON errors with a status, never a stack trace. */
export const jsonErrors: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  if (res.headersSent) return next(error);
  // An HttpError is logged where it is made, with the context that explains it.
  if (error instanceof HttpError) {
    res.status(error.status).json({ error: error.code, message: error.userMessage });
    return;
  }
  const framework = (typeof error === 'object' && error !== null ? error : {}) as FrameworkError;
  const status = framework.status ?? framework.statusCode ?? 500;
  if (status >= 500) console.error('[session-server]', error);
  if (framework.type === 'entity.too.large') {
    res.status(413).json({ error: 'payload_too_large', message: 'La requête est trop volumineuse.' });
    return;
  }
  if (framework.type === 'entity.parse.failed') {
    res.status(400).json({ error: 'invalid_json', message: "Le contenu envoyé n'est pas un JSON valide." });
    return;
  }
  if (status === 404) {
    res.status(404).json({ error: 'not_found', message: 'Ressource introuvable.' });
    return;
  }
  res.status(status >= 400 && status < 600 ? status : 500).json({
    error: status >= 500 ? 'internal_error' : 'bad_request',
    message: GENERIC_ERROR_MESSAGE,
  });
};
