import { numberFormat } from './number-formats';
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

describe('numbers in texts', () => {
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

  it('are written as before, a text’s own format options included', () => {
    expect(texts.stars(1)).toBe('1 étoile');
    expect(texts.stars(1234)).toBe('1\u202f234 étoiles');
    expect(texts.size(2.46)).toBe('2,5\u00a0Mo');
    expect(formatNumber(1234)).toBe('1\u202f234');
  });

  it('make no new formatter for a new value (a page of prices made one per price)', () => {
    texts.stars(5);
    const made = jest.spyOn(Intl, 'NumberFormat');
    try {
      for (let value = 10; value < 60; value += 1) texts.stars(value);
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
