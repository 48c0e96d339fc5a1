/**
 * Characters no free-text field may hold, the one rule of the forms, the session server and the provider sandbox:
 * - C0 and C1 control characters (NUL among them);
 * - the invisible bidirectional controls that can make a name read backwards in a list, a mail or a support screen
 *   (« Trojan Source »);
 * - invisible characters that make two names look alike or a name look empty: zero-width space, non-joiner and
 *   joiner (U+200B–U+200D), word joiner and invisible operators (U+2060–U+2064), byte order mark (U+FEFF), soft
 *   hyphen (U+00AD), combining grapheme joiner (U+034F), Mongolian vowel separator (U+180E), the Hangul fillers
 *   (U+115F, U+1160, U+3164, U+FFA0), the Braille pattern blank (U+2800) and the tag characters (U+E0000–U+E007F);
 * - the line and paragraph separators U+2028 / U+2029 (line breaks that no one sees as such).
 * A one-line field (a name, an address line) also refuses tab and line breaks; a multi-line text (a message to
 * support) keeps them.
 */
const CONTROLS = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f';
const LINE_BREAKS_AND_TAB = '\\u0009\\u000a\\u000d';
const BIDI_CONTROLS = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
const INVISIBLE =
  '\\u00ad\\u115f\\u1160\\u180e\\u200b-\\u200d\\u2028\\u2029\\u2060-\\u2064\\u2800\\u3164\\ufeff\\uffa0\\u{e0000}-\\u{e007f}';

/** A combining mark cannot sit in a character class without looking like part of its neighbour: on its own. */
const COMBINING_GRAPHEME_JOINER = '\\u034f';

export const UNSAFE_IN_LINE = new RegExp(
  `[${CONTROLS}${LINE_BREAKS_AND_TAB}${BIDI_CONTROLS}${INVISIBLE}]|${COMBINING_GRAPHEME_JOINER}`,
  'u',
);
export const UNSAFE_IN_TEXT = new RegExp(`[${CONTROLS}${BIDI_CONTROLS}${INVISIBLE}]|${COMBINING_GRAPHEME_JOINER}`, 'u');

/** The French refusal, the same from the form and from the server. */
export const UNSAFE_TEXT_MESSAGE = 'Ce champ contient des caractères non autorisés.';

export function isSafeLine(value: string): boolean {
  return !UNSAFE_IN_LINE.test(value);
}

export function isSafeText(value: string): boolean {
  return !UNSAFE_IN_TEXT.test(value);
}
