import { formatNumberIn } from './number-formats';
import { siteI18n } from './package-texts';

/**
 * A number as the site's language writes it (« 1 234 » in French; number-formats.ts says how), for a number shown apart
 * from a text (a text's own numbers are formatted by i18next: `{{value, number}}`, with the same formatters).
 */
export function formatNumber(value: number): string {
  return formatNumberIn(siteI18n().language, value);
}
