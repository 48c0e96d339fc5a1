import {
  emailRefusal,
  hasLetter,
  IDENTIFIER_ERRORS,
  identifierEmail,
  normalizeEmail,
  personName,
} from './identifier-rules';

const refusalOf = (email: string) => emailRefusal(normalizeEmail(email));

describe('an e-mail that names an account', () => {
  it('is kept and compared in NFKC and lower case, trimmed', () => {
    expect(normalizeEmail(' Victim@Example.COM ')).toBe('victim@example.com');
    expect(normalizeEmail('ｖｉｃｔｉｍ@ｅｘａｍｐｌｅ.com')).toBe('victim@example.com');
    expect(normalizeEmail('Zoe\u0301@exemple.fr')).toBe('zoé@exemple.fr');
  });

  it.each([
    'victim@example.com',
    'jean.dupont+promo@orange.fr',
    'zoé.müller@straße.de',
    'иван@почта.рф',
    'παράδειγμα@δοκιμή.gr',
    '山田@例え.jp',
    'ヤマダー@example.jp',
    'kim@예시.kr',
  ])('takes %p', (email) => {
    expect(refusalOf(email)).toBeNull();
  });

  it.each([
    ['zero-width space U+200B', 'vic\u200btim@example.com'],
    ['word joiner U+2060', 'victim@ex\u2060ample.com'],
    ['Hangul filler U+3164', '\u3164victim@example.com'],
    ['halfwidth Hangul filler U+FFA0', 'victim\uffa0@example.com'],
    ['Hangul choseong filler U+115F', 'victim\u115f@example.com'],
    ['right-to-left override U+202E', 'victim@example.com\u202e'],
    ['Braille pattern blank U+2800', 'vic\u2800tim@example.com'],
    ['variation selector 16 (VS16)', 'victim\ufe0f@example.com'],
    ['variation selector 1', 'victim\ufe00@example.com'],
    ['variation selector 17', 'victim\u{e0100}@example.com'],
    ['Mongolian free variation selector', 'victim\u180b@example.com'],
    ['Khmer inherent vowel', 'victim\u17b4@example.com'],
    ['musical formatting character', 'victim\u{1d173}@example.com'],
    ['tag character', 'victim\u{e0041}@example.com'],
    ['soft hyphen', 'vic\u00adtim@example.com'],
    ['byte order mark', 'vic\ufefftim@example.com'],
    ['NUL', 'victim\u0000@example.com'],
    ['escape', 'victim\u001b@example.com'],
    ['line separator', 'victim\u2028@example.com'],
    ['private-use character', 'victim\ue000@example.com'],
  ])('refuses the %s', (_name, email) => {
    expect(refusalOf(email)).toBe('invisible');
  });

  it.each([
    ['a Cyrillic « а » in the domain', 'victim@exаmple.com'],
    ['a Cyrillic « і » in the local part', 'vіctim@example.com'],
    ['a Greek « ο » in the domain', 'victim@gοogle.com'],
    ['a Cyrillic top-level domain after a Latin name', 'victim@example.сом'],
    ['a Cyrillic name at a Latin domain', 'иван@example.com'],
  ])('refuses %s (mixed scripts)', (_name, email) => {
    expect(refusalOf(email)).toBe('mixed_scripts');
  });

  it('gives joi the normalised address, or the refusal’s code', () => {
    const helpers = { error: (code: string) => ({ code }) };
    expect(identifierEmail(' Victim@Example.com', helpers)).toBe('victim@example.com');
    expect(identifierEmail('vic\u200btim@example.com', helpers)).toEqual({ code: IDENTIFIER_ERRORS.invisible });
    expect(identifierEmail('victim@exаmple.com', helpers)).toEqual({ code: IDENTIFIER_ERRORS.mixed_scripts });
  });
});

describe('a person’s name', () => {
  it.each(['Camille', 'Zoé-Anaïs', 'O’Neil', '李', 'عمر', 'Léa ❤️'])('takes %p', (name) => {
    expect(hasLetter(name)).toBe(true);
  });

  it.each([
    ['Braille blanks', '\u2800\u2800\u2800'],
    ['VS16 alone', '\ufe0f'],
    ['a heart', '❤️'],
    ['digits', '1234'],
    ['punctuation', '-.'],
  ])('refuses %s: no letter', (_name, name) => {
    expect(hasLetter(name)).toBe(false);
    expect(personName(name, { error: (code: string) => ({ code }) })).toEqual({
      code: IDENTIFIER_ERRORS.nameWithoutLetter,
    });
  });
});
