/**
 * The site's languages (SITE-1: only the locale fr exists). The browser's i18next starts in SITE_LANGUAGE, the
 * session server answers in it and keeps the language cookie naming it: one list, here.
 */
export const SITE_LANGUAGES = ['fr'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const SITE_LANGUAGE: SiteLanguage = 'fr';

/** I18N-1: the cookie that remembers the visitor's language (365 days, path /, SameSite Lax). */
export const LANGUAGE_COOKIE = 'i18n_redirected';

/** The language a cookie's value names when the site has it, else null (absent, or a language the site lacks). */
export function siteLanguageNamed(value: string | undefined): SiteLanguage | null {
  return SITE_LANGUAGES.find((language) => language === value) ?? null;
}
