import type { Request, Response } from 'express';

/** I18N-1: language cookie i18n_redirected, 365 days, path /, SameSite Lax; only locale fr. */
export const LANGUAGE_COOKIE = 'i18n_redirected';
const LANGUAGE = 'fr';
const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

function hasCookie(req: Request, name: string): boolean {
  return (req.get('cookie') ?? '').split(';').some((part) => part.trim().startsWith(`${name}=`));
}

/** Set on HTML pages only, when absent: the client reads it, so it is not HttpOnly. */
export function ensureLanguageCookie(req: Request, res: Response, secure: boolean): void {
  if (hasCookie(req, LANGUAGE_COOKIE)) return;
  res.cookie(LANGUAGE_COOKIE, LANGUAGE, { maxAge: ONE_YEAR_MS, path: '/', sameSite: 'lax', secure, httpOnly: false });
}
