// The language cookie (I18N-1, i18n_redirected) has one writer: the session server sets it with every page
// (session-server/src/http/language-cookie.ts).

/**
 * The site's i18next (shared-ui/i18n, a shared singleton) loads with the first remote page, in parallel with its
 * code: the remotes read their texts through it. The shell's first paint never waits for it.
 */
export async function startI18n(): Promise<void> {
  const { siteI18n } = await import('shared-ui/i18n');
  siteI18n();
}
