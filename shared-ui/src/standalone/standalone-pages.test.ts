import { REMOTE_PAGES, type RemoteName } from 'shared-kit/contracts';
import { standalonePages, type PagesFolder } from './standalone-pages';

/** A remote's src/pages/ as its bundle lists it: `files`, each loading a page module. */
function pagesFolder(files: string[]): PagesFolder & jest.Mock {
  const folder = jest.fn((key: string) => Promise.resolve({ default: () => key })) as PagesFolder & jest.Mock;
  folder.keys = () => files;
  return folder;
}

/** The folder holding one module per page the remote declares, and a test beside them. */
const folderOf = (remote: RemoteName) =>
  pagesFolder([...Object.keys(REMOTE_PAGES[remote]).map((page) => `${page}.tsx`), './ShopPage.test.tsx']);

describe("a remote's QA menu, from its declared pages", () => {
  it('lists each route of each page with its access rule, the game routes with their game', () => {
    const menu = standalonePages('game', folderOf('game'));
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
    const menu = standalonePages('shop', folderOf('shop'));
    expect(menu.find((entry) => entry.route === 'shop')).toMatchObject({ label: 'shop', access: 'shop' });
    expect(menu.find((entry) => entry.route === 'shop-limited')?.access).toBe('public');
    expect(menu.find((entry) => entry.route === 'shop')?.game).toBeUndefined();
  });

  it("loads a page from its module only when the menu's entry asks for it", async () => {
    const folder = folderOf('account');
    const menu = standalonePages('account', folder);
    expect(folder).not.toHaveBeenCalled();
    const security = menu.find((entry) => entry.route === 'profile-security');
    await expect(security?.load()).resolves.toEqual({ default: expect.any(Function) });
    expect(folder).toHaveBeenCalledWith('./ProfileSecurityPage.tsx');
  });

  it('stops the shell at start-up, naming it, when a declared page has no module', () => {
    const files = Object.keys(REMOTE_PAGES.auth)
      .filter((page) => page !== './LoginPage')
      .map((page) => `${page}.tsx`);
    expect(() => standalonePages('auth', pagesFolder(files))).toThrow(
      'auth declares ./LoginPage, but src/pages/ has no LoginPage.tsx',
    );
  });
});
