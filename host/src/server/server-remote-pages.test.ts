import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { SiteConfig } from 'shared-kit';
import { loadServerRemotePage, serverEntryUrl, SERVER_REMOTE_RETRY_MS } from './server-remote-pages';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const mockedLoad = jest.mocked(loadRemote);
const mockedRegister = jest.mocked(registerRemotes);
const config = {
  remotes: { auth: 'https://auth.example/mf-manifest.json', shop: 'https://shop.example/static/mf-manifest.json' },
} as unknown as SiteConfig;
const LoginPage = () => null;
const request = (build: string, now = 0) => ({ remote: 'auth' as const, page: './LoginPage', config, build, now });

beforeEach(() => {
  mockedLoad.mockReset();
  mockedRegister.mockReset();
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

  it('loads a page once per build, with the provider data it asks for, and again from a new build', async () => {
    mockedLoad.mockResolvedValue({ default: LoginPage, serverReads: ['public-catalog'] });
    expect(await loadServerRemotePage(request('b1'))).toEqual({ Page: LoginPage, reads: ['public-catalog'] });
    await loadServerRemotePage(request('b1'));
    expect(mockedLoad).toHaveBeenCalledTimes(1);
    expect(mockedLoad).toHaveBeenCalledWith('auth/LoginPage');
    expect(mockedRegister).toHaveBeenLastCalledWith(
      [{ name: 'auth', entry: 'https://auth.example/server/remoteEntry.js?build=b1' }],
      expect.anything(),
    );

    await loadServerRemotePage(request('b2'));
    expect(mockedRegister).toHaveBeenLastCalledWith(
      [{ name: 'auth', entry: 'https://auth.example/server/remoteEntry.js?build=b2' }],
      { force: true },
    );
    expect(mockedLoad).toHaveBeenCalledTimes(2);
  });

  it('leaves a failing remote alone for a while, then asks it again', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('remote down'));
    await expect(loadServerRemotePage(request('b3', 1_000))).rejects.toThrow('remote down');
    await expect(loadServerRemotePage(request('b3', 2_000))).rejects.toThrow(/failed/);
    expect(mockedLoad).toHaveBeenCalledTimes(1);
    mockedLoad.mockResolvedValueOnce({ default: LoginPage });
    expect(await loadServerRemotePage(request('b3', 1_000 + SERVER_REMOTE_RETRY_MS))).toEqual({
      Page: LoginPage,
      reads: [],
    });
  });

  it('never holds a render past its deadline', async () => {
    jest.useFakeTimers();
    try {
      mockedLoad.mockReturnValueOnce(new Promise(() => undefined));
      const pending = loadServerRemotePage(request('b4'));
      jest.advanceTimersByTime(1_500);
      await expect(pending).rejects.toThrow(/timed out/);
    } finally {
      jest.useRealTimers();
    }
  });
});
