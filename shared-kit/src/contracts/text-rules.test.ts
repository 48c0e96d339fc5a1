import { isSafeLine, isSafeText } from './text-rules';

describe('free-text rules', () => {
  it.each([
    'Camille',
    'Zoé-Anaïs d’Artagnan',
    'Ægir Ødegård',
    '12 rue de la Paix',
    'Bât. B – 3ᵉ étage',
    'عمر',
    '李雷',
    '한국',
    'Zoé\u0301',
    'Léa ❤️',
  ])('accepts the line %p', (value) => {
    expect(isSafeLine(value)).toBe(true);
    expect(isSafeText(value)).toBe(true);
  });

  it.each([
    ['NUL', 'Cam\u0000ille'],
    ['bell', 'a\u0007'],
    ['escape', '\u001b[31mrouge'],
    ['delete', 'x\u007f'],
    ['C1 control', 'x\u0085'],
    ['right-to-left override', 'Camille\u202egnp.exe'],
    ['left-to-right embedding', '\u202aCamille'],
    ['isolate', '\u2067Camille\u2069'],
    ['right-to-left mark', 'Camille\u200f'],
    ['Arabic letter mark', 'x\u061c'],
    ['zero-width space', 'Cam\u200bille'],
    ['zero-width non-joiner', 'Cam\u200cille'],
    ['zero-width joiner', 'Cam\u200dille'],
    ['word joiner', 'Cam\u2060ille'],
    ['invisible times', 'Cam\u2062ille'],
    ['byte order mark', '\ufeffCamille'],
    ['line separator', 'Camille\u2028Martin'],
    ['paragraph separator', 'Camille\u2029Martin'],
    ['Hangul filler', '\u3164'],
    ['halfwidth Hangul filler', '\uffa0'],
    ['Hangul choseong filler', '\u115f'],
    ['tag characters', 'Camille\u{e0041}\u{e0042}'],
    ['cancel tag', 'x\u{e007f}'],
    ['soft hyphen', 'Cam\u00adille'],
    ['combining grapheme joiner', 'Cam\u034fille'],
    ['Mongolian vowel separator', 'Cam\u180eille'],
    ['Braille pattern blank', 'Camille\u2800Martin'],
  ])('refuses %s in a line and in a text', (_name, value) => {
    expect(isSafeLine(value)).toBe(false);
    expect(isSafeText(value)).toBe(false);
  });

  it('keeps line breaks and tabs in a multi-line text only', () => {
    expect(isSafeText('Bonjour,\r\n\tma commande ?')).toBe(true);
    expect(isSafeLine('Bonjour,\nma commande ?')).toBe(false);
    expect(isSafeLine('a\tb')).toBe(false);
  });
});
