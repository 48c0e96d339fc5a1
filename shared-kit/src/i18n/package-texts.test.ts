import { keptPerValue, packageTexts, siteI18n } from './package-texts';

describe('packageTexts: a package’s texts through i18next', () => {
  const texts = packageTexts(
    'probe',
    {
      title: 'Mon compte',
      nested: { saved: 'L’adresse a bien été enregistrée.' },
      stock_one: 'Plus qu’un en stock',
      stock_many: 'Plus que {{count}} en stock',
      stock_other: 'Plus que {{count}} en stock',
      greeting: 'Bonjour {{name}} !',
    },
    (t) => ({
      stock: (count: number) => t('stock', { count }),
      greeting: (name: string) => t('greeting', { name }),
      nested: { plain: () => t('nested.saved') },
    }),
  );

  it('reads every text of the namespace from i18next', () => {
    expect(texts.title).toBe('Mon compte');
    expect(texts.nested.saved).toBe('L’adresse a bien été enregistrée.');
    expect(texts.nested.plain()).toBe('L’adresse a bien été enregistrée.');
    expect(siteI18n().t('probe:title')).toBe('Mon compte');
  });

  it('fills values without escaping them (React escapes what it renders)', () => {
    expect(texts.greeting('<Léa & Co>')).toBe('Bonjour <Léa & Co> !');
  });

  it('chooses the French plural with i18next: one for 0 and 1, other from 2', () => {
    expect([0, 1, 2, 7].map((count) => texts.stock(count))).toEqual([
      'Plus qu’un en stock',
      'Plus qu’un en stock',
      'Plus que 2 en stock',
      'Plus que 7 en stock',
    ]);
  });

  it('translates nothing as a package registers its texts: a text is translated when it is read', () => {
    const translate = jest.spyOn(siteI18n(), 't');
    try {
      const lazy = packageTexts(
        'probe-lazy',
        {
          title: 'Titre',
          nested: { label: 'Libellé {{n}}' },
          item_one: '{{count}} article',
          item_other: '{{count}} articles',
        },
        (t) => ({
          nested: { label: (n: number) => t('nested.label', { n }) },
          item: (count: number) => t('item', { count }),
        }),
      );
      expect(translate).not.toHaveBeenCalled();
      expect(lazy.nested.label(2)).toBe('Libellé 2');
      expect(translate).toHaveBeenCalledTimes(1);
    } finally {
      translate.mockRestore();
    }
  });

  it('follows the language i18next is in: a second language needs resources, not code', async () => {
    const i18n = siteI18n();
    i18n.addResourceBundle('en', 'probe', { title: 'My account' });
    await i18n.changeLanguage('en');
    try {
      expect(texts.title).toBe('My account');
      expect(texts.nested.saved).toBe('L’adresse a bien été enregistrée.');
    } finally {
      await i18n.changeLanguage('fr');
    }
  });

  it('translates a text without values once until the language or the texts change', async () => {
    const kept = packageTexts('probe-kept', { title: 'Ma boutique', nested: { label: 'Panier' } });
    const i18n = siteI18n();
    const translate = jest.spyOn(i18n, 't');
    try {
      expect([kept.title, kept.title, kept.title, kept.nested.label, kept.nested.label]).toEqual([
        'Ma boutique',
        'Ma boutique',
        'Ma boutique',
        'Panier',
        'Panier',
      ]);
      expect(translate).toHaveBeenCalledTimes(2);

      i18n.addResource('fr', 'probe-kept', 'title', 'La boutique');
      expect(kept.title).toBe('La boutique');
      i18n.addResourceBundle('en', 'probe-kept', { title: 'The shop' });
      await i18n.changeLanguage('en');
      expect(kept.title).toBe('The shop');
      await i18n.changeLanguage('fr');
      expect(kept.title).toBe('La boutique');
      i18n.removeResourceBundle('fr', 'probe-kept');
      expect(kept.title).toBe('title');
    } finally {
      translate.mockRestore();
    }
  });

  it('keeps a formatter’s text per value until the texts change, and no more than it may hold', () => {
    const kept = packageTexts(
      'probe-per-value',
      { item_one: '{{count}} article', item_other: '{{count}} articles' },
      (t) => ({
        items: keptPerValue((count: number) => t('item', { count })),
      }),
    );
    const translate = jest.spyOn(siteI18n(), 't');
    try {
      expect([1, 3, 1, 3, 3].map((count) => kept.items(count))).toEqual([
        '1 article',
        '3 articles',
        '1 article',
        '3 articles',
        '3 articles',
      ]);
      expect(translate).toHaveBeenCalledTimes(2);
      siteI18n().addResource('fr', 'probe-per-value', 'item_other', '{{count}} objets');
      expect(kept.items(3)).toBe('3 objets');
      for (let count = 0; count < 2_000; count += 1) kept.items(count);
      translate.mockClear();
      kept.items(1_999);
      kept.items(3);
      expect(translate).toHaveBeenCalledTimes(1);
    } finally {
      translate.mockRestore();
    }
  });

  it('checks keys and values against the French resources (tsc)', () => {
    const typed = packageTexts(
      'probe-typed',
      {
        hello: 'Bonjour {{name}}',
        plain: 'Au revoir',
        nested: { price: '{{value, number}} €' },
        item_one: '{{count}} article',
        item_other: '{{count}} articles',
      },
      (t) => ({
        hello: (name: string) => t('hello', { name }),
        price: (value: number) => t('nested.price', { value }),
        items: (count: number) => t('item', { count }),
        checks: () => [
          // @ts-expect-error a placeholder left unfilled
          t('hello'),
          // @ts-expect-error a value the text does not take
          t('hello', { nom: 'Léa' }),
          // @ts-expect-error a key the resources do not have
          t('bonjour'),
          // @ts-expect-error a plural without its count
          t('item'),
          // @ts-expect-error a text without values given some
          t('plain', { name: 'Léa' }),
        ],
      }),
    );
    expect(typed.hello('Léa')).toBe('Bonjour Léa');
    expect(typed.price(1234.5)).toBe('1\u202f234,5 €');
    expect([typed.items(1), typed.items(3)]).toEqual(['1 article', '3 articles']);
  });
});
