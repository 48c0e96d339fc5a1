import { act } from '@testing-library/react';
import { SITE_LANGUAGE, siteI18n, type Resources } from 'shared-ui/i18n';

/** What the second language writes after each French text, so a test sees which words followed the change. */
export const SECOND_LANGUAGE_MARK = ' (en)';

function marked(resources: Resources): Resources {
  return Object.fromEntries(
    Object.entries(resources).map(([key, value]) => [
      key,
      typeof value === 'string' ? `${value}${SECOND_LANGUAGE_MARK}` : marked(value),
    ]),
  );
}

/**
 * Switches the site to a second language (`en`, so numbers and dates take English formats) after the page rendered:
 * every French text registered so far is given in it, marked (« Mon compte (en) »). Resources only, as a real second
 * language would be. `backToFrench()` undoes it.
 */
export async function speakSecondLanguage(): Promise<void> {
  const i18n = siteI18n();
  const french = (i18n.store.data[SITE_LANGUAGE] ?? {}) as Record<string, Resources>;
  for (const [namespace, resources] of Object.entries(french))
    i18n.addResourceBundle('en', namespace, marked(resources), true, true);
  await act(async () => {
    await i18n.changeLanguage('en');
  });
}

export async function backToFrench(): Promise<void> {
  await act(async () => {
    await siteI18n().changeLanguage(SITE_LANGUAGE);
  });
}
