import federationRuntimePlugin from './federation-runtime-plugin';

type ResolveShareArgs = Parameters<NonNullable<ReturnType<typeof federationRuntimePlugin>['resolveShare']>>[0];

function shareArgs(versions: string[], singleton: boolean): ResolveShareArgs {
  return {
    scope: 'default',
    pkgName: 'react',
    version: versions[0] ?? '19.3.1',
    shareScopeMap: { default: { react: Object.fromEntries(versions.map((v) => [v, {}])) } },
    shareInfo: { shareConfig: { singleton, requiredVersion: '19.3.1' } },
  } as unknown as ResolveShareArgs;
}

describe('federation runtime plugin', () => {
  const plugin = federationRuntimePlugin();
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('reports a singleton provided in two versions as a console error', () => {
    plugin.resolveShare?.(shareArgs(['19.3.1', '19.2.0'], true));
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('singleton "react" is provided in 2 versions'));
  });

  it('stays quiet when the singleton has one version', () => {
    plugin.resolveShare?.(shareArgs(['19.3.1'], true));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('puts a deadline on manifest fetches', async () => {
    const fetchSpy = jest.fn().mockResolvedValue({ ok: true });
    const original = globalThis.fetch;
    globalThis.fetch = fetchSpy;
    try {
      await plugin.fetch?.('http://localhost:3104/mf-manifest.json', {});
      const init = fetchSpy.mock.calls[0]?.[1] as RequestInit;
      expect(init.signal).toBeDefined();
      expect(init.signal?.aborted).toBe(false);
    } finally {
      globalThis.fetch = original;
    }
  });

  it('shares the first loaded copies, so no remote entry loads before its page', () => {
    type BeforeInitArgs = Parameters<NonNullable<ReturnType<typeof federationRuntimePlugin>['beforeInit']>>[0];
    const react = { version: '19.3.1', strategy: 'version-first' as const };
    const router = { version: '7.18.5' };
    const args = {
      userOptions: { name: 'host', remotes: [], shared: { react, 'react-router': [router] } },
    } as unknown as BeforeInitArgs;
    const result = plugin.beforeInit?.(args);
    expect(result?.userOptions.shareStrategy).toBe('loaded-first');
    expect(react.strategy).toBe('loaded-first');
    expect(router).toEqual({ version: '7.18.5', strategy: 'loaded-first' });
  });
});
