import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { UNKNOWN_ERROR_MESSAGE } from 'shared-kit/contracts';
import { currentLog } from '../logging/logger';
import { REQUEST_ID_HEADER } from '../logging/request-id';
import { HttpError, PlainRefusal, TryAgainSoon } from './http-error';

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

/**
 * The request's id (X-Request-Id) as the visitor is shown it when something failed on our side: support finds the
 * request's log lines, and the provider's, with it.
 */
export function referenceOf(req: Request): string | undefined {
  const id = req.res?.getHeader(REQUEST_ID_HEADER);
  return typeof id === 'string' ? id : undefined;
}

/** A failure of ours (5xx) said to the visitor with its reference: « … (référence : 3f2a…) ». */
export function withReference(message: string, req: Request): string {
  const reference = referenceOf(req);
  return reference ? `${message} (référence\u00a0: ${reference})` : message;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A status's French heading and its English title; anything else is said as PAGE-ERROR-2. */
const TITLES: Partial<Record<number, [string, string]>> = {
  404: ['Page introuvable', 'Page Not Found'],
  429: ['Trop de demandes', 'Too Many Requests'],
  503: ['Service momentanément indisponible', 'Service Unavailable'],
};
const SERVER_ERROR: [string, string] = ['Erreur interne du serveur', 'Internal Server Error'];

/**
 * PAGE-ERROR-1 / PAGE-ERROR-2 for an address the server will not answer with a page (a browser's navigation, not a
 * call of the API): a small page of its own, with no script (the shell may be what failed) and nothing rendered (a
 * refused request must cost nothing), the French message saying why.
 */
function errorPage(status: number, message: string, reference: string | undefined, named?: string): string {
  // A French page; the English title of the error (PAGE-ERROR-1/2's, HTTP's for a 429) on a line of its own, marked
  // as English.
  const [usual, title] = TITLES[status] ?? SERVER_ERROR;
  const heading = named ?? usual;
  return (
    `<!doctype html><html lang="fr"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${heading} · La Grande Boutique</title></head>` +
    `<body style="font-family:sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5">` +
    `<main data-testid="error-page"><h1>${heading}</h1>` +
    `<p data-testid="error-code">Erreur ${status} · <span lang="en">${title}</span></p><p>${escapeHtml(message)}</p>` +
    (reference ? `<p>Référence\u00a0: <code data-testid="error-reference">${escapeHtml(reference)}</code></p>` : '') +
    `<p><a href="/">Retour à l’accueil</a></p></main></body></html>`
  );
}

/**
 * Errors are JSON, with a status and never a stack trace; a failure of ours also carries the reference. An address
 * outside the API asked by a browser (it prefers HTML) gets the same as a small French page.
 */
function answer(req: Request, res: Response, status: number, code: string, message: string, heading?: string): void {
  const reference = status >= 500 ? referenceOf(req) : undefined;
  res.status(status);
  if (reference !== undefined) res.setHeader('Cache-Control', 'no-store');
  // A browser's navigation prefers HTML; a script, a fetch or curl (`*/*`) gets JSON.
  if (!req.path.startsWith('/api/') && req.accepts(['json', 'html']) === 'html') {
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(errorPage(status, message, reference, heading));
    return;
  }
  res.json(reference === undefined ? { error: code, message } : { error: code, message, reference });
}

export const jsonErrors: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) return next(error);
  // An HttpError is logged where it is made, with the context that explains it.
  if (error instanceof HttpError) {
    if (error instanceof TryAgainSoon) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    answer(
      req,
      res,
      error.status,
      error.code,
      error.userMessage,
      error instanceof PlainRefusal ? error.heading : undefined,
    );
    return;
  }
  const framework = (typeof error === 'object' && error !== null ? error : {}) as FrameworkError;
  const status = framework.status ?? framework.statusCode ?? 500;
  if (status >= 500) currentLog().error({ err: error }, 'unexpected error');
  if (framework.type === 'entity.too.large') {
    answer(req, res, 413, 'payload_too_large', 'La requête est trop volumineuse.');
    return;
  }
  if (framework.type === 'entity.parse.failed') {
    answer(req, res, 400, 'invalid_json', 'Le contenu envoyé n’est pas un JSON valide.');
    return;
  }
  if (status === 404) {
    answer(req, res, 404, 'not_found', 'Ressource introuvable.');
    return;
  }
  const known = status >= 400 && status < 600 ? status : 500;
  answer(req, res, known, known >= 500 ? 'internal_error' : 'bad_request', GENERIC_ERROR_MESSAGE);
};
