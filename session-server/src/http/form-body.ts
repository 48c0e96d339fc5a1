import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { boundedBody, type BodyLimits } from './body-limits';
import { PlainRefusal } from './http-error';

/** The auth forms send a handful of short fields; more is not one of our forms. */
export const FORM_FIELDS_LIMIT = 20;

export const FORM_MESSAGES = {
  tooLarge: 'Le formulaire envoyé est trop volumineux.',
  tooSlow: 'Le formulaire envoyé est arrivé trop lentement. Merci de réessayer.',
  tooManyFields: 'Le formulaire envoyé contient trop de champs.',
  unreadable: 'Le formulaire envoyé n’a pas pu être lu.',
  notAForm: 'Cette adresse ne reçoit que les formulaires de sa page.',
} as const;

/** body-parser's refusals (its `type`), said in French; anything else it refuses is an unreadable form. */
const REFUSALS: Record<string, [status: number, message: string]> = {
  'entity.too.large': [413, FORM_MESSAGES.tooLarge],
  'parameters.too.many': [400, FORM_MESSAGES.tooManyFields],
};

const urlencodedOnly: RequestHandler = (req, _res, next) => {
  if (req.is('application/x-www-form-urlencoded')) return next();
  next(new PlainRefusal(415, 'unsupported_media_type', FORM_MESSAGES.notAForm));
};

const saidInFrench: ErrorRequestHandler = (error: unknown, _req, _res, next) => {
  const type = (typeof error === 'object' && error !== null ? (error as { type?: unknown }).type : undefined) ?? '';
  if (typeof type !== 'string' || !type) return next(error);
  const [status, message] = REFUSALS[type] ?? [400, FORM_MESSAGES.unreadable];
  next(new PlainRefusal(status, status === 413 ? 'payload_too_large' : 'invalid_form', message));
};

/**
 * Reads a plain form post: only a urlencoded body (415 otherwise), at most `limits.bytes` (413, refused from its
 * Content-Length before a byte is read, or as soon as the stream passes it), all there within `limits.timeoutMs`
 * (408) and FORM_FIELDS_LIMIT fields (400), each refusal a small French page (PlainRefusal), never a render nor a
 * logged stack trace.
 */
export function formBodyReader(limits: BodyLimits): Array<RequestHandler | ErrorRequestHandler> {
  return [
    urlencodedOnly,
    boundedBody(
      express.urlencoded({ extended: false, limit: limits.bytes, parameterLimit: FORM_FIELDS_LIMIT }),
      limits,
      FORM_MESSAGES,
    ),
    saidInFrench,
  ];
}
