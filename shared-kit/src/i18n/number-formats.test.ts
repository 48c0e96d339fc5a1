import { formatNumberIn, numberFormat } from './number-formats';
import { formatNumber } from './numbers';
import { packageTexts } from './package-texts';

describe('numberFormat: one Intl.NumberFormat per language and options', () => {
  it('gives the same formatter whatever values come with the options', () => {
    const first = numberFormat('fr', { count: 1, value: 1, ns: 'ui' });
    expect(numberFormat('fr', { count: 2, value: 2, lng: 'fr' })).toBe(first);
    expect(first.format(1234)).toBe('1\u202f234');
  });

  it('keeps the options of Intl.NumberFormat a text gives apart', () => {
    const oneDigit = numberFormat('fr', { maximumFractionDigits: 1, value: 1.25 });
    expect(oneDigit).not.toBe(numberFormat('fr'));
    expect(oneDigit.format(1.25)).toBe('1,3');
    expect(numberFormat('en', {}).format(1234)).toBe('1,234');
  });
});

const texts = packageTexts(
  'probe-numbers',
  {
    stars_one: '{{value, number}} étoile',
    stars_other: '{{value, number}} étoiles',
    size: '{{value, number(maximumFractionDigits: 1)}}\u00a0Mo',
  },
  (t) => ({
    stars: (count: number) => t('stars', { count, value: count }),
    size: (value: number) => t('size', { value }),
  }),
);

describe('numbers in texts', () => {
  it('are written as before, a text’s own format options included', () => {
    expect(texts.stars(1)).toBe('1 étoile');
    expect(texts.stars(1234)).toBe('1\u202f234 étoiles');
    expect(texts.size(2.46)).toBe('2,5\u00a0Mo');
    expect(formatNumber(1234)).toBe('1\u202f234');
  });

  it('make no new formatter for a new value (a page of prices made one per price)', () => {
    texts.size(5.5);
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      for (let value = 10; value < 60; value += 1) expect(texts.size(value + 0.25)).toBe(`${value},3\u00a0Mo`);
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});

describe('whole numbers in French', () => {
  const intl = new Intl.NumberFormat('fr');
  const wholeNumbers = [
    ...Array.from({ length: 20_001 }, (_, index) => index),
    ...Array.from({ length: 40 }, (_, power) => [
      10 ** (power % 16),
      10 ** (power % 16) - 1,
      -(10 ** (power % 16)),
    ]).flat(),
    -1,
    -999,
    -1_000,
    -1_234_567,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
  ];

  it('are written as Intl writes them (« 1 234 », « -12 345 »)', () => {
    for (const value of wholeNumbers) expect(formatNumberIn('fr', value)).toBe(intl.format(value));
    expect(formatNumberIn('fr-FR', 1_234)).toBe('1\u202f234');
    expect(formatNumber(-12_345)).toBe('-12\u202f345');
  });

  // A page's first Intl formatter loads the runtime's locale data: a page of stars and prices makes none.
  it('make no Intl formatter, in texts or apart', () => {
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      expect(texts.stars(1_200)).toBe('1\u202f200 étoiles');
      expect(formatNumber(987_654)).toBe('987\u202f654');
      // A whole size in a text bounding its fraction digits (the largest photo a form takes).
      expect(texts.size(8)).toBe('8\u00a0Mo');
      expect(formatNumberIn('fr', 12_345, { maximumFractionDigits: 1, minimumFractionDigits: 0 })).toBe('12\u202f345');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });

  it('leave fractions, options, -0 and other languages to Intl', () => {
    expect(formatNumberIn('fr', 1_234.5)).toBe('1\u202f234,5');
    expect(formatNumberIn('fr', 1_234, { minimumFractionDigits: 2 })).toBe('1\u202f234,00');
    expect(formatNumberIn('fr', 1_234.56, { maximumFractionDigits: 1 })).toBe('1\u202f234,6');
    expect(formatNumberIn('fr', 1_234, { maximumFractionDigits: 1, style: 'percent' })).toBe(
      new Intl.NumberFormat('fr', { maximumFractionDigits: 1, style: 'percent' }).format(1_234),
    );
    expect(formatNumberIn('fr', -0)).toBe(intl.format(-0));
    expect(formatNumberIn('en', 1_234)).toBe('1,234');
    expect(formatNumberIn('fr', 2 ** 60)).toBe(intl.format(2 ** 60));
  });
});
