/**
 * One `Intl.NumberFormat` per language and options, made once. i18next's own `number` format keys its cache with every
 * value of the text (`{{value, number}}` with a new `value` made a new formatter, its options stringified each time),
 * so a page of prices made one per price while it hydrated.
 */

/** The options of `Intl.NumberFormat` a text's format may give (`number(maximumFractionDigits: 1)`). */
const NUMBER_FORMAT_OPTIONS = [
  'compactDisplay',
  'currency',
  'currencyDisplay',
  'currencySign',
  'localeMatcher',
  'maximumFractionDigits',
  'maximumSignificantDigits',
  'minimumFractionDigits',
  'minimumIntegerDigits',
  'minimumSignificantDigits',
  'notation',
  'numberingSystem',
  'roundingIncrement',
  'roundingMode',
  'roundingPriority',
  'signDisplay',
  'style',
  'trailingZeroDisplay',
  'unit',
  'unitDisplay',
  'useGrouping',
] as const;

const formats = new Map<string, Intl.NumberFormat>();

/** Those of `options` that are `Intl.NumberFormat`'s (a text's values are not). */
function formatOptions(options: object): Record<string, unknown> {
  const given = options as Record<string, unknown>;
  const own: Record<string, unknown> = {};
  for (const name of NUMBER_FORMAT_OPTIONS) if (given[name] !== undefined) own[name] = given[name];
  return own;
}

/** The formatter for `language` and those of `options` that are `Intl.NumberFormat`'s (the text's values are not). */
export function numberFormat(language: string, options: object = {}): Intl.NumberFormat {
  return formatterFor(language, formatOptions(options));
}

function formatterFor(language: string, own: Record<string, unknown>): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(own)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, own as Intl.NumberFormatOptions);
    formats.set(key, format);
  }
  return format;
}

/** The site's French: the languages the numbers and dates are written in without `Intl`. */
export const FRENCH_LANGUAGES: ReadonlySet<string> = new Set(['fr', 'fr-FR']);
/** French groups the digits of a whole number by three with a narrow no-break space (CLDR, as Intl writes it). */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * No option, or only a bound on the fraction digits, which leaves a whole number as it is (« 8 Mo », the largest receipt
 * photo the game's and the shop's forms take, is `number(maximumFractionDigits: 1)`).
 */
function writtenWhole(own: Record<string, unknown>): boolean {
  return Object.keys(own).every(
    (name) => name === 'maximumFractionDigits' || (name === 'minimumFractionDigits' && own[name] === 0),
  );
}

/**
 * `value` as `language` writes it, with a text's format options. A whole number in French with no option but a bound
 * on its fraction digits — every number of the site's pages: stars, prices, counts, a size limit — is written here, as
 * Intl writes it (number-formats.test.ts holds the two equal): a page's first `Intl` formatter, number or date, loads
 * the runtime's locale data, 40–110 ms on a phone (CPU 4× in Chromium), a long task in the page's hydration. Anything
 * else (a fraction, an option that changes the writing, another language) goes through the language's
 * `Intl.NumberFormat`.
 */
export function formatNumberIn(language: string, value: number, options: object = {}): string {
  const own = formatOptions(options);
  if (FRENCH_LANGUAGES.has(language) && Number.isSafeInteger(value) && !Object.is(value, -0) && writtenWhole(own)) {
    const digits = String(Math.abs(value)).replace(THOUSANDS, '\u202f');
    return value < 0 ? `-${digits}` : digits;
  }
  return formatterFor(language, own).format(value);
}
