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

/** The formatter for `language` and those of `options` that are `Intl.NumberFormat`'s (the text's values are not). */
export function numberFormat(language: string, options: object = {}): Intl.NumberFormat {
  const given = options as Record<string, unknown>;
  const own: Record<string, unknown> = {};
  for (const name of NUMBER_FORMAT_OPTIONS) if (given[name] !== undefined) own[name] = given[name];
  const key = `${language} ${JSON.stringify(own)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, own as Intl.NumberFormatOptions);
    formats.set(key, format);
  }
  return format;
}
