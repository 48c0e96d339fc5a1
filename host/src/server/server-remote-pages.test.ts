/**
 * @jest-environment node
 */
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteBuildEvent, SiteConfig } from 'shared-kit/core';
import {
  loadServerRemotePage,
  observeRemoteBuilds,
  serverEntryUrl,
  SERVER_REMOTE_RETRY_MS,
} from './server-remote-pages';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  getInstance: jest.fn(() => null),
}));

const mockedLoad = jest.mocked(loadRemote);
const mockedRegister = jest.mocked(registerRemotes);
const mockedInstance = jest.mocked(getInstance);
const config = {
  remotes: {
    auth: 'https://auth.example/mf-manifest.json',
    shop: 'https://shop.example/static/mf-manifest.json',
    game: 'https://game.example/mf-manifest.json',
  },
} as unknown as SiteConfig;
const LoginPage = () => null;
const request = (build: string, now = 0) => ({ remote: 'auth' as const, page: './LoginPage', config, build, now });

const heads: string[] = [];
const missing = new Set<string>();
const manifests = new Map<string, object>();
beforeEach(() => {
  mockedLoad.mockReset();
  mockedRegister.mockReset();
  heads.length = 0;
  global.fetch = jest.fn(async (url: string | URL | Request) => {
    heads.push(String(url));
    const manifest = manifests.get(String(url));
    if (manifest) return new Response(JSON.stringify(manifest), { status: 200 });
    return new Response(null, { status: missing.has(String(url)) ? 404 : 200 });
  }) as typeof fetch;
});

describe('remote pages for the server render', () => {
  it('finds the server build beside the browser manifest, one address per build', () => {
    expect(serverEntryUrl('https://shop.example/static/mf-manifest.json', 'abc')).toBe(
      'https://shop.example/static/server/remoteEntry.js?build=abc',
    );
    expect(serverEntryUrl('https://auth.example/mf-manifest.json', undefined)).toBe(
      'https://auth.example/server/remoteEntry.js',
    );
  });

  it('loads a page module once per build, its loader with it, and again from a new build', async () => {
    const loader = jest.fn();
    mockedLoad.mockResolvedValue({ default: LoginPage, loader });
    expect(await loadServerRemotePage(request('b1'))).toEqual({ default: LoginPage, loader });
    await loadServerRemotePage(request('b1'));
    expect(mockedLoad).toHaveBeenCalledTimes(1);
    expect(mockedLoad).toHaveBeenCalledWith('auth/LoginPage');
    expect(mockedRegister).toHaveBeenLastCalledWith(
      [{ name: 'auth', entry: 'https://auth.example/server/remoteEntry.js?build=b1' }],
      { force: false },
    );

    await loadServerRemotePage(request('b2'));
    expect(mockedRegister).toHaveBeenLastCalledWith(
      [{ name: 'auth', entry: 'https://auth.example/server/remoteEntry.js?build=b2' }],
      { force: true },
    );
    expect(mockedLoad).toHaveBeenCalledTimes(2);
  });

  it('keeps the build it has when a new one has no server build that answers', async () => {
    mockedLoad.mockResolvedValue({ default: LoginPage });
    await loadServerRemotePage(request('b5'));
    missing.add('https://auth.example/server/remoteEntry.js?build=b6');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await loadServerRemotePage(request('b6'))).toEqual({ default: LoginPage });
    expect(mockedRegister).toHaveBeenLastCalledWith(
      [{ name: 'auth', entry: 'https://auth.example/server/remoteEntry.js?build=b5' }],
      expect.anything(),
    );
    expect(mockedLoad).toHaveBeenCalledTimes(1);
  });

  it('leaves a failing remote alone for a while, then asks it again', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('remote down'));
    await expect(loadServerRemotePage(request('b3', 1_000))).rejects.toThrow('remote down');
    await expect(loadServerRemotePage(request('b3', 2_000))).rejects.toThrow(/failed/);
    expect(mockedLoad).toHaveBeenCalledTimes(1);
    mockedLoad.mockResolvedValueOnce({ default: LoginPage });
    expect(await loadServerRemotePage(request('b3', 1_000 + SERVER_REMOTE_RETRY_MS))).toEqual({ default: LoginPage });
    // Registered afresh after the failure (the runtime keeps a failed remote's state).
    expect(mockedRegister).toHaveBeenLastCalledWith(expect.anything(), { force: true });
    expect(heads).toContain('https://auth.example/server/remoteEntry.js?build=b3');
  });

  it('never holds a render past its deadline', async () => {
    jest.useFakeTimers();
    try {
      mockedLoad.mockReturnValueOnce(new Promise(() => undefined));
      const outcome = expect(loadServerRemotePage(request('b4'))).rejects.toThrow(/timed out/);
      await jest.advanceTimersByTimeAsync(1_500);
      await outcome;
    } finally {
      jest.useRealTimers();
    }
  });

  it('puts back the host’s shared modules that a remote registered afresh took with it', async () => {
    const hostReact = { get: () => undefined, from: 'host_server' };
    const shareScopeMap: Record<string, Record<string, Record<string, object>>> = {
      default: { react: { '19.3.1': hostReact } },
    };
    mockedInstance.mockReturnValue({ shareScopeMap } as never);
    // Removing the remote's previous build deletes what it registered, which had stood in for the host's copy.
    mockedRegister.mockImplementation((_remotes, options) => {
      if (options?.force) delete shareScopeMap.default?.react?.['19.3.1'];
    });
    mockedLoad.mockResolvedValue({ default: LoginPage });
    await loadServerRemotePage({ ...request('c1'), remote: 'shop', page: './ShopLimitedPage' });
    await loadServerRemotePage({ ...request('c2'), remote: 'shop', page: './ShopLimitedPage' });
    expect(mockedRegister).toHaveBeenLastCalledWith(expect.anything(), { force: true });
    expect(shareScopeMap.default?.react?.['19.3.1']).toBe(hostReact);
    mockedInstance.mockReturnValue(null);
  });

  it('refuses a build against another major of the kit, as the browser does; another minor renders', async () => {
    mockedInstance.mockReturnValue({ options: { shared: { 'shared-kit': [{ version: '1.4.8' }] } } } as never);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockedLoad.mockResolvedValue({ default: LoginPage });
    const manifest = config.remotes.game;
    manifests.set(manifest, { shared: [{ name: 'shared-kit', version: '2.0.0' }] });
    const game = (build: string) => ({ ...request(build), remote: 'game' as const, page: './GamePage' });
    await expect(loadServerRemotePage(game('k2'))).rejects.toThrow(/incompatible with the host's 1\.4\.8/);
    await expect(loadServerRemotePage(game('k2'))).rejects.toThrow(/another major/);
    expect(mockedLoad).not.toHaveBeenCalled();
    expect(mockedRegister).not.toHaveBeenCalled();
    // Said once, not at every page.
    expect(warn.mock.calls.filter(([message]) => String(message).includes('another major'))).toHaveLength(1);

    manifests.set(manifest, { shared: [{ name: 'shared-kit', version: '1.5.0' }] });
    expect(await loadServerRemotePage(game('k3'))).toEqual({ default: LoginPage });
    mockedInstance.mockReturnValue(null);
  });
  it('tells the session server of each build it loads or fails to load, once (its metrics)', async () => {
    const events: RemoteBuildEvent[] = [];
    observeRemoteBuilds((event) => events.push(event));
    const basket = (build: string) => ({ ...request(build), remote: 'shop' as const, page: './BasketPage' });
    mockedLoad.mockResolvedValueOnce({ default: LoginPage });
    await loadServerRemotePage(basket('o1'));
    await loadServerRemotePage(basket('o1'));
    // A build whose server entry does not answer: the pages of o1 go on, o2 is said once.
    missing.add('https://shop.example/static/server/remoteEntry.js?build=o2');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await loadServerRemotePage(basket('o2'));
    await loadServerRemotePage(basket('o2'));
    mockedLoad.mockRejectedValueOnce(new Error('remote down'));
    await expect(loadServerRemotePage(basket('o3'))).rejects.toThrow('remote down');
    expect(events).toEqual([
      { remote: 'shop', build: 'o1', outcome: 'loaded' },
      { remote: 'shop', build: 'o2', outcome: 'failed' },
      { remote: 'shop', build: 'o3', outcome: 'failed' },
    ]);
  });
});
