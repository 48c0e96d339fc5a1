/**
 * French typography for text the provider sends (product names, timeline messages): the one apostrophe of the site
 * (’), a no-break space before « ! ? : ; », after « and between a number and its unit (« 500 g », « 8 Mo »), so that
 * a line never starts with « ! » or « g ». The site's own texts are written that way already
 * (scripts/texts/typography.ts holds them to it).
 */
const NBSP = '\u00a0';

export function frenchTypography(text: string): string {
  return text
    .replace(/(\p{L})'(?=\p{L})/gu, '$1’')
    .replace(/([\p{L}\p{N}'’).»\]…]) ([!?:;»])/gu, `$1${NBSP}$2`)
    .replace(/« /g, `«${NBSP}`)
    .replace(/(\d) (g|kg|cl|ml|l|Mo|Ko|%|€)(?![\p{L}\p{N}])/gu, `$1${NBSP}$2`);
}
