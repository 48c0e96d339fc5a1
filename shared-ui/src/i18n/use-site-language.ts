import { useSyncExternalStore } from 'react';
import { siteI18n } from 'shared-kit/core';

function subscribe(onChange: () => void): () => void {
  const i18n = siteI18n();
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

const currentLanguage = () => siteI18n().language;

/**
 * The language the site's texts are in, and a new render of the calling component whenever i18next changes it: every
 * component that shows texts calls it (scripts/texts-through-i18next.test.ts checks), so a page changes language
 * without a reload, memoised and MobX-observed components included. The texts themselves are read from i18next as the
 * component renders (packageTexts' getters and formatters); this is only what makes it render again.
 */
export function useSiteLanguage(): string {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}
