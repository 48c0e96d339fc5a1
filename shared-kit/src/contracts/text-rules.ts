/**
 * Characters no free-text field may hold: C0 and C1 control characters (NUL among them) and the invisible
 * bidirectional controls that can make a name read backwards in a list, a mail or a support screen (« Trojan
 * Source »). A one-line field (a name, an address line) also refuses tab and line breaks; a multi-line text (a
 * message to support) keeps them.
 */
/* eslint-disable no-control-regex -- matching control characters is the point */
export const UNSAFE_IN_LINE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
export const UNSAFE_IN_TEXT =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/* eslint-enable no-control-regex */

/** The French refusal, the same from the form and from the server. */
export const UNSAFE_TEXT_MESSAGE = 'Ce champ contient des caractères non autorisés.';

export function isSafeLine(value: string): boolean {
  return !UNSAFE_IN_LINE.test(value);
}

export function isSafeText(value: string): boolean {
  return !UNSAFE_IN_TEXT.test(value);
}
