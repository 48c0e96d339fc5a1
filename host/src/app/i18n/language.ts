import { MESSAGES_FR } from 'shared-ui';

/** Spec §9: only the locale fr; its cookie is i18n_redirected, 365 days, path /, SameSite Lax. */
export const LANGUAGE_COOKIE = 'i18n_redirected';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function languageCookie(locale = 'fr'): string {
  return `${LANGUAGE_COOKIE}=${locale}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax`;
}

export function rememberLanguage(doc: Pick<Document, 'cookie'> = document): void {
  if (!doc.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`))) doc.cookie = languageCookie();
}

/**
 * i18next for the remotes' translated texts (shared singleton): French only, the shell's
 * catalogue under the `common` namespace. Loaded after the first render.
 */
export async function startI18n(): Promise<void> {
  const { default: i18next } = await import('i18next');
  const { initReactI18next } = await import('react-i18next');
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'fr',
    fallbackLng: 'fr',
    supportedLngs: ['fr'],
    defaultNS: 'common',
    resources: { fr: { common: MESSAGES_FR } },
    interpolation: { escapeValue: false },
  });
}
