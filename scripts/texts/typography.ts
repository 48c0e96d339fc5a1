/**
 * French typography of a text the site shows, as the reader sees it: an i18next resource (its `{{placeholders}}` and
 * markup set aside) or a page's visible text (`document.body.innerText`). Each fault is a short description and the
 * excerpt it was found in. Pure on purpose: the unit tests, the test over every text of the site
 * (`site-typography.test.ts`) and the route walk of the end-to-end tests all use it.
 *
 * The site writes its no-break spaces as U+00A0; U+202F (what `Intl` puts between thousands) is a no-break space too.
 */
const NO_BREAK = '[\u00a0\u202f]';
const MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';
const UNITS = 'g|kg|mg|cl|ml|l|cm|mm|m|km|Ko|Mo|Go|%|€|h|min|s|ms|px';
const AFTER_WORD = `(?![\\p{L}\\p{N}'’])`;

interface Rule {
  fault: string;
  pattern: RegExp;
}

const RULES: readonly Rule[] = [
  // One apostrophe on every page: the typographic ’. A straight ' beside it reads as two marks for one sign.
  { fault: "straight apostrophe (write ’, not ')", pattern: /'/g },
  // A double space shows as a hole in the line; it is always a slip of the keyboard or a join of two texts.
  { fault: 'double space', pattern: /[ \u00a0\u202f]{2,}/g },
  // French puts a space before the high marks « : ; ! ? », and it must not break: a line never starts with « ? ».
  // A mark inside a word (« 14:30 », « https:// », « ?r= ») is not punctuation; « ?! » needs one space only.
  {
    fault: 'no no-break space before a high punctuation mark',
    pattern: new RegExp(`(?<!${NO_BREAK}|[:;!?])[:;!?](?=[\\s»)\\]’”…,.]|$)`, 'gu'),
  },
  // Guillemets hold their text with no-break spaces inside, so that « and » never end or start a line alone.
  { fault: 'no no-break space after «', pattern: new RegExp(`«(?!${NO_BREAK})`, 'g') },
  { fault: 'no no-break space before »', pattern: new RegExp(`(?<!${NO_BREAK})»`, 'g') },
  // A number and its unit are one thing to read (« 8 Mo », « 500 g »): a line break between them strands the unit.
  // A count of things (« 50 étoiles ») may break: the noun is a word, not a symbol.
  {
    fault: 'a number split from its unit',
    pattern: new RegExp(`\\d[ \\t\\n]+(?:${UNITS})${AFTER_WORD}`, 'gu'),
  },
  // « o » alone reads as a letter: sizes are written in Ko and Mo.
  { fault: 'a size in bare « o » (write Ko or Mo)', pattern: new RegExp(`\\d[ \u00a0\u202f]?o${AFTER_WORD}`, 'gu') },
  // A date's day and month are read together (« 31 décembre »): a line must not fall between them.
  {
    fault: 'a day split from its month',
    pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:1er|\\d{1,2})[ \\t\\n]+(?:${MONTHS})(?!\\p{L})`, 'giu'),
  },
  // Elision: « de », « le », « la », « que »… lose their vowel before a vowel (« d’Enceinte », « l’adresse »). A
  // composed label is where it slips (« Quantité de {{name}} »): shared-kit's `elide` joins them. Before h the rule
  // depends on the word (« l’heure », « le hibou »), so h is left to the writer; « le ou la », « le onze » keep theirs.
  {
    fault: 'no elision before a vowel (« d’ », « l’ », « qu’ »)',
    pattern:
      /(?<![\p{L}\p{N}’'-])(?:de|le|la|que|jusque|lorsque|puisque|ne|je|me|te|se)[ \u00a0]+(?!(?:ou|oui|onze|onzième)(?!\p{L}))(?=[aeiouàâäéèêëîïôöùûü])/giu,
  },
];

/**
 * Names whose capitals a heading keeps: the site, its sections and games, brands. « Le Jeu » and « la Boutique » are
 * the site's names for its game and for La Grande Boutique (LAYOUT-3), not common nouns.
 */
export const SITE_NAMES: readonly string[] = [
  'La Grande Boutique',
  'Le Jeu',
  'Boutique',
  'La Roulette',
  'Méchamment Gourmand',
  'Star Academy',
  'Bluetooth',
  'Hitster',
];

export interface TypographyOptions {
  /** A heading (a page title, a breadcrumb word, an h1–h6): held to sentence case too. */
  heading?: boolean;
  /** The names a heading may capitalize; the site's by default. */
  names?: readonly string[];
}

/** What the reader sees of a text: a placeholder stands for a value (a number or a word), markup is not shown. */
function visible(text: string): string {
  return text.replace(/\{\{[^}]*\}\}/g, '0').replace(/<\/?[a-z][^>]*>/gi, '');
}

/** The excerpt around a fault, with the no-break spaces and line ends shown, since they are what the rules are about. */
function excerpt(text: string, at: number, length: number): string {
  const start = Math.max(0, at - 20);
  const end = Math.min(text.length, at + length + 20);
  const shown = text
    .slice(start, end)
    .replace(/[\u00a0\u202f]/g, '⍽')
    .replace(/\n/g, '⏎');
  return `${start > 0 ? '…' : ''}${shown}${end < text.length ? '…' : ''}`;
}

/**
 * Sentence case: after its first word a heading capitalizes only names and what starts anew (a sentence, a quotation,
 * the title after « Article 5 – »); words in capitals (FAQ, PDF) are acronyms. « Votre Cadeau » and « Mentions
 * Légales » fail, « La Grande Boutique » does not.
 */
function sentenceCaseFaults(text: string, names: readonly string[]): Array<{ at: number; length: number }> {
  let plain = text;
  for (const name of names) plain = plain.replaceAll(name, name.toLowerCase());
  return [...plain.matchAll(/(?<=[^\s.!?…«–—]\s+)\p{Lu}\p{Ll}/gu)].map((match) => ({ at: match.index, length: 2 }));
}

export function typographyFaults(text: string, options: TypographyOptions = {}): string[] {
  const shown = visible(text);
  const faults: Array<{ at: number; fault: string; length: number }> = [];
  for (const rule of RULES)
    for (const match of shown.matchAll(rule.pattern))
      faults.push({ at: match.index, fault: rule.fault, length: match[0].length });
  if (options.heading)
    for (const found of sentenceCaseFaults(shown, options.names ?? SITE_NAMES))
      faults.push({ ...found, fault: 'a heading not in sentence case' });
  return faults.sort((a, b) => a.at - b.at).map(({ at, fault, length }) => `${fault}: «${excerpt(shown, at, length)}»`);
}
