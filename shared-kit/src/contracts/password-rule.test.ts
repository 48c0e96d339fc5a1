import { meetsPasswordRule, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULE } from './password-rule';

describe('the password rule (AUTH-8)', () => {
  it('asks for 8 characters at least and 200 at most, a letter and a digit', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(200);
    expect(meetsPasswordRule('pates2025')).toBe(true);
    expect(meetsPasswordRule('été-2025')).toBe(true);
    expect(meetsPasswordRule('pate202')).toBe(false);
    expect(meetsPasswordRule('pates-fraiches')).toBe(false);
    expect(meetsPasswordRule('12345678')).toBe(false);
    expect(meetsPasswordRule(`a1${'x'.repeat(198)}`)).toBe(true);
    expect(meetsPasswordRule(`a1${'x'.repeat(199)}`)).toBe(false);
  });

  it('says which part a password misses, for the list beside the field', () => {
    const missed = (value: string) => PASSWORD_RULE.filter((part) => !part.test(value)).map((part) => part.id);
    expect(missed('abc')).toEqual(['minLength', 'digit']);
    expect(missed('12345678')).toEqual(['letter']);
    expect(missed('')).toEqual(['minLength', 'letter', 'digit']);
  });
});
