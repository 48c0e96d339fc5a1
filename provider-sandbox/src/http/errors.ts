import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from '../logger';

/** The error body of CONTRACT.md "Conventions"; `user_message` is shown to users as is. */
export interface ErrorBody {
  code: string;
  user_message: string;
  debug_message?: string;
  invalid_parameter?: string;
  invalid_reason?: string;
  invalid_misc?: unknown;
}

/** A failure the client caused or must handle: turned into a JSON error with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    /** Sent as Retry-After (a 429 says when to come back). */
    readonly retryAfterSeconds?: number,
  ) {
    super(body.debug_message ?? body.code);
  }
}

/** AUTH-6: the generic French message for anything unexpected. */
export const GENERIC_MESSAGE = 'Une erreur est survenue.';

export function apiError(status: number, code: string, userMessage: string, debugMessage?: string): ApiError {
  return new ApiError(status, {
    code,
    user_message: userMessage,
    ...(debugMessage ? { debug_message: debugMessage } : {}),
  });
}

export function invalidParameter(parameter: string, reason: string, misc?: unknown, userMessage?: string): ApiError {
  return new ApiError(400, {
    code: 'invalid_parameter',
    user_message: userMessage ?? `Le champ «\u00a0${parameter}\u00a0» est invalide.`,
    debug_message: `${parameter}: ${reason}`,
    invalid_parameter: parameter,
    invalid_reason: reason,
    ...(misc === undefined ? {} : { invalid_misc: misc }),
  });
}

export function notFound(what: string): ApiError {
  return apiError(404, 'not_found', 'Élément introuvable.', what);
}

export const unknownRoute: RequestHandler = (req, res) => {
  res
    .status(404)
    .json({ code: 'not_found', user_message: 'Ressource inconnue.', debug_message: `${req.method} ${req.path}` });
};

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
}

/** JSON errors with a status, never a stack trace. */
export const jsonErrors: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  if (error instanceof ApiError) {
    if (error.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    res.status(error.status).json(error.body);
    return;
  }
  const httpError = (typeof error === 'object' && error !== null ? error : {}) as HttpLikeError;
  if (httpError.type === 'entity.too.large') {
    res.status(413).json({ code: 'payload_too_large', user_message: 'La requête est trop volumineuse.' });
    return;
  }
  if (httpError.type === 'entity.parse.failed') {
    res.status(400).json({
      code: 'invalid_parameter',
      user_message: 'Le contenu envoyé n’est pas un JSON valide.',
      invalid_reason: 'wrong_type',
    });
    return;
  }
  const status = httpError.status ?? httpError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    res.status(status).json({ code: 'invalid_parameter', user_message: GENERIC_MESSAGE });
    return;
  }
  (req.log ?? logger).error({ err: error }, 'unexpected error');
  res.status(500).json({ code: 'server_error', user_message: GENERIC_MESSAGE });
};
