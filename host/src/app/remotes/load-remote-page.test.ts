import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadRemotePage, RemoteUnavailableError } from './load-remote-page';
import { registerSiteRemotes } from './remote-registry';
import { REMOTE_LOAD_TIMEOUT_MS } from './timeouts';
import type { SiteConfig } from 'shared-kit/core';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;
const mockedRegisterRemotes = registerRemotes as jest.MockedFunction<typeof registerRemotes>;

const remotes = {
  auth: 'http://localhost:3101/mf-manifest.json',
  account: 'http://localhost:3102/mf-manifest.json',
  shop: 'http://localhost:3103/mf-manifest.json',
  game: 'http://localhost:3104/mf-manifest.json',
};

beforeAll(() => registerSiteRemotes({ remotes } as SiteConfig));
beforeEach(() => {
  mockedLoadRemote.mockReset();
  mockedRegisterRemotes.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('loadRemotePage', () => {
  it('registers every remote from the configuration at start-up', () => {
    registerSiteRemotes({ remotes } as SiteConfig);
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([
      { name: 'auth', entry: remotes.auth },
      { name: 'account', entry: remotes.account },
      { name: 'shop', entry: remotes.shop },
      { name: 'game', entry: remotes.game },
    ]);
  });

  it('returns the exposed page module (its default export, its loader) and caches it', async () => {
    const Page = () => null;
    mockedLoadRemote.mockResolvedValue({ default: Page });
    await expect(loadRemotePage('shop', './BasketPage')).resolves.toEqual({ default: Page });
    await expect(loadRemotePage('shop', './BasketPage')).resolves.toEqual({ default: Page });
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
    expect(mockedLoadRemote).toHaveBeenCalledWith('shop/BasketPage');
  });

  it('turns a failing remote into RemoteUnavailableError', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('manifest 404'));
    const error = await loadRemotePage('game', './GamePage').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RemoteUnavailableError);
    expect((error as RemoteUnavailableError).remote).toBe('game');
  });

  it('gives up on a remote that never answers within the deadline', async () => {
    jest.useFakeTimers();
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    const pending = loadRemotePage('account', './ProfilePage').catch((e: unknown) => e);
    jest.advanceTimersByTime(REMOTE_LOAD_TIMEOUT_MS + 1);
    expect(await pending).toBeInstanceOf(RemoteUnavailableError);
    expect(REMOTE_LOAD_TIMEOUT_MS).toBeLessThan(5_000);
  });

  it('forgets the broken remote before the next attempt, so a retry asks its server again', async () => {
    mockedLoadRemote.mockRejectedValueOnce(new Error('down'));
    await loadRemotePage('auth', './LoginPage').catch(() => undefined);
    const Page = () => null;
    mockedLoadRemote.mockResolvedValueOnce({ default: Page });
    await expect(loadRemotePage('auth', './LoginPage')).resolves.toEqual({ default: Page });
    expect(mockedRegisterRemotes).toHaveBeenCalledWith([{ name: 'auth', entry: remotes.auth }], { force: true });
  });

  it('rejects a module without a default export', async () => {
    mockedLoadRemote.mockResolvedValue({});
    await expect(loadRemotePage('shop', './GiftPage')).rejects.toBeInstanceOf(RemoteUnavailableError);
  });
});
