/**
 * What a unique code looks like before it is sent: letters and digits (the field's mask keeps only those), as many as
 * a printed code has. The provider's own codes are 8 characters or more (provider-sandbox CONTRACT.md « Unique
 * codes »); a shorter entry is a typing slip, refused in the browser with its own words instead of a request that would
 * come back « Code invalide ».
 */
export const CODE_MIN_LENGTH = 8;
export const CODE_MAX_LENGTH = 32;

export function isCodeFormat(code: string): boolean {
  return code.length >= CODE_MIN_LENGTH && code.length <= CODE_MAX_LENGTH && /^[\p{L}\d]+$/u.test(code);
}
