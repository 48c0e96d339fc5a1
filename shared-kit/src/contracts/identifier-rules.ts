import { UNSAFE_IN_LINE } from './text-rules';

/**
 * The one rule of the identifiers a person is known by, applied by the forms (shared-ui/validation), the session
 * server (/api and the forms posted without JavaScript) and the provider sandbox (sign-up, settings): two accounts
 * must never look alike, and no name may look empty.
 *
 * An e-mail address is normalised (Unicode NFKC: fullwidth and other compatibility forms become the plain letter; then
 * lower case) and refused when it holds
 * - what no line of text may hold (text-rules.ts: controls, bidi controls, zero-width and other invisible characters);
 * - any other character that shows nothing: Unicode's default-ignorable code points (variation selectors such as VS16,
 *   Hangul fillers, Khmer and Mongolian invisible vowels and selectors, musical formatting…), format characters,
 *   private-use characters and the Braille pattern blank U+2800;
 * - letters of several scripts (a Cyrillic « а » in `exаmple.com` or in `victim`): the letters of its local part and
 *   its domain together are of one script, or Latin with the scripts written together in Chinese, Japanese and Korean
 *   (Unicode's « highly restrictive » level, UTS #39), a Latin top-level domain allowed after any. Digits, dots and
 *   dashes belong to every script.
 * A person's name must hold at least one letter.
 */
export const EMAIL_MAX_LENGTH = 254;

const EMAIL_INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Co}\u2800]/u;

/** Scripts told apart; a letter of any other is counted as one more script. */
const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Syriac',
  'Thaana',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Lao',
  'Tibetan',
  'Myanmar',
  'Khmer',
  'Ethiopic',
  'Cherokee',
  'Mongolian',
  'Han',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Hangul',
] as const;
/** Built when first asked: a page that only shows a refusal's words builds none of them. */
let scriptTests: ReadonlyArray<readonly [string, RegExp]> | null = null;
/** Letters shared by every script (a Japanese prolonged sound mark, a modifier letter) tell nothing. */
const ANY_SCRIPT = /^[\p{Script=Common}\p{Script=Inherited}]$/u;
const LETTER = /\p{L}/u;

/** UTS #39 « highly restrictive »: the mixes that are one writing system, not a disguise. */
const WRITTEN_TOGETHER: ReadonlyArray<readonly string[]> = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];

function scriptsOf(text: string): Set<string> {
  scriptTests ??= SCRIPTS.map((name) => [name, new RegExp(`^\\p{Script=${name}}$`, 'u')] as const);
  const scripts = new Set<string>();
  for (const character of text) {
    if (!LETTER.test(character) || ANY_SCRIPT.test(character)) continue;
    scripts.add(scriptTests.find(([, test]) => test.test(character))?.[0] ?? 'Other');
  }
  return scripts;
}

function oneWritingSystem(scripts: Set<string>): boolean {
  if (scripts.size <= 1) return true;
  return WRITTEN_TOGETHER.some((system) => [...scripts].every((script) => system.includes(script)));
}

/**
 * One writing system over the whole address; a Latin top-level domain may close a domain of another script
 * (`δοκιμή.gr`), as registries sell them, but a top-level domain of another script after a Latin name (`example.сом`)
 * is a disguise.
 */
function writtenInOneSystem(email: string): boolean {
  const lastDot = email.lastIndexOf('.');
  const topLevel = lastDot > email.indexOf('@') ? email.slice(lastDot + 1) : '';
  const rest = scriptsOf(topLevel ? email.slice(0, lastDot) : email);
  if (!oneWritingSystem(rest)) return false;
  const ending = scriptsOf(topLevel);
  return oneWritingSystem(new Set([...rest, ...ending])) || [...ending].every((script) => script === 'Latin');
}

/** The address as it is kept and compared: trimmed, NFKC, lower case. */
export function normalizeEmail(value: string): string {
  return value.trim().normalize('NFKC').toLowerCase();
}

export type EmailRefusal = 'invisible' | 'mixed_scripts';

/** Why a normalised address may not name an account, or null when it may (its syntax is joi's `email()` business). */
export function emailRefusal(email: string): EmailRefusal | null {
  if (UNSAFE_IN_LINE.test(email) || EMAIL_INVISIBLE.test(email)) return 'invisible';
  if (!writtenInOneSystem(email)) return 'mixed_scripts';
  return null;
}

export function hasLetter(name: string): boolean {
  return LETTER.test(name);
}

/** What joi's `custom()` hands a rule: enough to say which refusal, without this module loading joi. */
interface RuleHelpers<Report> {
  error(code: string): Report;
}

/** joi's `custom()` of an e-mail that names an account: the normalised address, or the refusal. */
export function identifierEmail<Report>(value: string, helpers: RuleHelpers<Report>): string | Report {
  const email = normalizeEmail(value);
  const refusal = emailRefusal(email);
  return refusal ? helpers.error(IDENTIFIER_ERRORS[refusal]) : email;
}

/** joi's `custom()` of a person's name (first or last): refused without a letter. */
export function personName<Report>(value: string, helpers: RuleHelpers<Report>): string | Report {
  return hasLetter(value) ? value : helpers.error(IDENTIFIER_ERRORS.nameWithoutLetter);
}

/** The French refusals, the same from the forms and from the servers. */
export const IDENTIFIER_MESSAGES = {
  emailInvisible: 'L’adresse e-mail contient un caractère invisible ou de contrôle.',
  emailMixedScripts:
    'L’adresse e-mail mélange plusieurs alphabets (par exemple une lettre cyrillique parmi des lettres latines).',
  nameWithoutLetter: 'Ce champ doit contenir au moins une lettre.',
} as const;

/** joi's error code of each refusal (`email.invisible`…), one spelling for every schema that applies the rule. */
export const IDENTIFIER_ERRORS = {
  invisible: 'email.invisible',
  mixed_scripts: 'email.mixedScripts',
  nameWithoutLetter: 'name.letter',
} as const;
