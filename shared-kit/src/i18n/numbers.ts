import { siteI18n } from './package-texts';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * A number as the site's language writes it (« 1 234 » in French), from the runtime's `Intl`, for a number shown apart
 * from a text (a text's own numbers are formatted by i18next: `{{value, number}}`).
 */
export function formatNumber(value: number): string {
  const language = siteI18n().language;
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language);
    formatters.set(language, formatter);
  }
  return formatter.format(value);
}
