import { standalonePages } from './standalone-pages';

const page = () => Promise.resolve({ default: () => null });

describe("a remote's QA menu, from its declared pages", () => {
  it('lists each route of each page with its access rule, the game routes with their game', () => {
    const menu = standalonePages('game', {
      './Game1Page': page,
      './Game1RoulettePage': page,
      './Game1GiftPage': page,
      './GamePage': page,
      './GameResultPage': page,
      './GameWinnerPage': page,
      './GameLoserPage': page,
    });
    expect(menu.map((entry) => entry.route)).toContain('game-1-jslots');
    expect(menu.find((entry) => entry.route === 'game-4-winner')).toMatchObject({
      label: 'game-4-winner',
      access: 'authenticated',
      game: 4,
      props: { game: 4 },
    });
    expect(menu.filter((entry) => entry.route.startsWith('game-3'))).toHaveLength(4);
    expect(menu.every((entry) => entry.access === 'authenticated')).toBe(true);
  });

  it('keeps each page its own rule: the shop for logged-in users, its limited view for anyone', () => {
    const menu = standalonePages('shop', {
      './ShopPage': page,
      './ShopLimitedPage': page,
      './BasketPage': page,
      './DeclarePurchasesPage': page,
      './GiftPage': page,
      './OrderInformationsPage': page,
      './OrderSummaryPage': page,
    });
    expect(menu.find((entry) => entry.route === 'shop')).toMatchObject({ label: 'shop', access: 'shop' });
    expect(menu.find((entry) => entry.route === 'shop-limited')?.access).toBe('public');
    expect(menu.find((entry) => entry.route === 'shop')?.game).toBeUndefined();
  });
});
