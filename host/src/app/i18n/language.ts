import { MESSAGES_FR } from 'shared-ui';

// The language cookie (I18N-1, i18n_redirected) has one writer: the session server sets it with every page
// (session-server/src/http/language-cookie.ts).

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
