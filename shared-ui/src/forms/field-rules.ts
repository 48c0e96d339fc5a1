import { FORMS_FR } from './messages';

/**
 * AUTH-8 leaves the password rules unspecified; the provider refuses fewer than 8 characters
 * (provider-sandbox/CONTRACT.md), and a letter plus a digit keeps the weakest choices out. The
 * same list is shown next to the field and enforced by the schema, so they cannot drift apart.
 */
export const PASSWORD_RULES = [
  { id: 'min-length', label: FORMS_FR.passwordRules.minLength, test: (value: string) => value.length >= 8 },
  { id: 'letter', label: FORMS_FR.passwordRules.letter, test: (value: string) => /\p{L}/u.test(value) },
  { id: 'digit', label: FORMS_FR.passwordRules.digit, test: (value: string) => /\d/.test(value) },
] as const;

/** What the provider accepts at most. */
export const PASSWORD_MAX_LENGTH = 128;

export function meetsPasswordRules(value: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(value));
}

/**
 * The rules of the user-information fields, one set for the account's addresses, the order form and the game's
 * participation: an address saved by one form is valid in the others.
 */
export const PHONE_MASK = '## ## ## ## ##';
/** A French number typed through PHONE_MASK: ten digits, starting with 0. */
export const PHONE_PATTERN = /^0\d( \d{2}){4}$/;
export const POSTAL_CODE_MASK = '#####';
export const POSTAL_CODE_PATTERN = /^\d{5}$/;
/** The provider's own lengths (provider-sandbox CONTRACT.md user_information): a form never keeps more. */
export const USER_INFORMATION_MAX = { label: 100, name: 100, address: 200, city: 100 } as const;
