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
