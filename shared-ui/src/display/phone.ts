/**
 * One way to show a French phone number wherever the site shows one: « 06 12 34 56 78 ». The provider may hold it with
 * or without spaces (the order, the account and the game stored it differently); ten digits are shown in pairs, and
 * anything else (an international number) as it was given.
 */
/**
 * One way to store it at the provider, whichever form saved it (account, order, game): the digits alone. An address
 * saved while ordering then reads back the same in « Mes adresses ».
 */
export function storedPhone(typed: string | null | undefined): string {
  return (typed ?? '').replace(/\D/g, '');
}

export function displayPhone(raw: string | null | undefined): string {
  if (!raw) return '';
  const digits = raw.replace(/[\s.-]/g, '');
  if (!/^\d{10}$/.test(digits)) return raw.trim();
  return digits.replace(/(\d{2})(?=\d)/g, '$1 ');
}
