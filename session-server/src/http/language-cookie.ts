import { parseCookie } from 'cookie';
import type { Request, Response } from 'express';
import { LANGUAGE_COOKIE, SITE_LANGUAGE, siteLanguageNamed, type SiteLanguage } from 'shared-kit/contracts';

export { LANGUAGE_COOKIE };

const ONE_YEAR_MS = 365 * 24 * 3600 * 1000;

/** The language of a page request: the one its cookie names when the site has it, else the site's (fr). */
export function pageLanguage(req: Request): SiteLanguage {
  return siteLanguageNamed(parseCookie(req.get('cookie') ?? '')[LANGUAGE_COOKIE]) ?? SITE_LANGUAGE;
}

/**
 * I18N-1: every HTML page leaves the visitor with the cookie naming their language (365 days, path /, SameSite Lax):
 * written when absent, and written again when it names a language the site does not have (only fr today), so it
 * always says what the page was answered in. Readable by scripts, as a language switch in the page would write it.
 */
export function ensureLanguageCookie(req: Request, res: Response, secure: boolean): void {
  const named = parseCookie(req.get('cookie') ?? '')[LANGUAGE_COOKIE];
  const language = pageLanguage(req);
  if (named === language) return;
  res.cookie(LANGUAGE_COOKIE, language, { maxAge: ONE_YEAR_MS, path: '/', sameSite: 'lax', secure, httpOnly: false });
}
