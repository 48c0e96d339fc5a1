/**
 * AUTH-8, the one password rule of the site: the session server's API checks it on every new password it receives
 * (sign-up), and every form that sets one (sign-up, reset, change) checks it and lists it beside the field. At least
 * 8 characters (the provider refuses fewer), a letter and a digit (ours: the weakest choices stay out), and at most
 * what the provider accepts (provider-sandbox/CONTRACT.md: 200). Whatever their characters: a password is the
 * provider's business, never checked as free text.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/** Each part of the rule, by id: the forms name them in words (shared-ui `PasswordRules`). */
export const PASSWORD_RULE = [
  { id: 'minLength', test: (value: string) => value.length >= PASSWORD_MIN_LENGTH },
  { id: 'letter', test: (value: string) => /\p{L}/u.test(value) },
  { id: 'digit', test: (value: string) => /\d/.test(value) },
] as const;

export type PasswordRulePart = (typeof PASSWORD_RULE)[number]['id'];

/** True when a new password may be set: every part of the rule, within the provider's length. */
export function meetsPasswordRule(value: string): boolean {
  return value.length <= PASSWORD_MAX_LENGTH && PASSWORD_RULE.every((part) => part.test(value));
}
