import federationRuntimePlugin from './federation-runtime-plugin';
import { checkVersionSkew, hostSharedVersions, remoteSharedVersions } from './version-skew';

const HOST = { 'shared-kit': '1.4.8', react: '19.3.1', 'react-dom': '19.3.1' };

describe('version skew between the host and a remote', () => {
  it('says nothing when the remote was built from the same lock file', () => {
    expect(
      checkVersionSkew(
        'shop',
        [
          { name: 'shared-kit', version: '1.4.8' },
          { name: 'react', version: '19.3.1' },
        ],
        HOST,
      ),
    ).toEqual({ reports: [], refusal: null });
  });

  it('reports another minor of the kit or of react, and lets the remote load on the host copy', () => {
    const verdict = checkVersionSkew(
      'shop',
      [
        { name: 'shared-kit', version: '1.5.0' },
        { name: 'react', version: '19.2.0' },
      ],
      HOST,
    );
    expect(verdict.refusal).toBeNull();
    expect(verdict.reports).toEqual([
      expect.stringContaining('remote "shop" was built against shared-kit 1.5.0; the host shares 1.4.8'),
      expect.stringContaining('remote "shop" was built against react 19.2.0; the host shares 19.3.1'),
    ]);
  });

  it('refuses another major of the kit', () => {
    const verdict = checkVersionSkew('game', [{ name: 'shared-kit', version: '2.0.0' }], HOST);
    expect(verdict.refusal).toContain(
      'remote "game" was built against shared-kit 2.0.0, incompatible with the host\'s 1.4.8',
    );
  });

  it('reads versions from the host options and from a manifest or a snapshot', () => {
    expect(
      hostSharedVersions({ react: [{ version: '19.3.1' }], 'shared-kit': { version: '1.4.8' }, broken: [null] }),
    ).toEqual({ react: '19.3.1', 'shared-kit': '1.4.8' });
    expect(
      remoteSharedVersions([
        { name: 'react', version: '19.3.1' },
        { sharedName: 'shared-kit', version: '1.4.8' },
        { name: 'x' },
        'junk',
      ]),
    ).toEqual([
      { name: 'react', version: '19.3.1' },
      { name: 'shared-kit', version: '1.4.8' },
    ]);
    expect(remoteSharedVersions(undefined)).toEqual([]);
  });
});

describe('the runtime plugin checks each remote manifest before its entry runs', () => {
  type SnapshotArgs = Parameters<NonNullable<ReturnType<typeof federationRuntimePlugin>['loadRemoteSnapshot']>>[0];
  const plugin = federationRuntimePlugin();
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  function snapshotArgs(kitVersion: string): SnapshotArgs {
    return {
      options: { shared: { 'shared-kit': [{ version: '1.4.8' }], react: [{ version: '19.3.1' }] } },
      moduleInfo: { name: 'shop', entry: 'http://localhost:3103/mf-manifest.json' },
      manifestJson: {
        shared: [
          { name: 'shared-kit', version: kitVersion },
          { name: 'react', version: '19.3.1' },
        ],
      },
      remoteSnapshot: {},
      from: 'manifest',
    } as unknown as SnapshotArgs;
  }

  it('passes a remote of the same versions through, silently', async () => {
    const args = snapshotArgs('1.4.8');
    await expect(Promise.resolve(plugin.loadRemoteSnapshot?.(args))).resolves.toBe(args);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('reports a minor drift on the console and still loads', async () => {
    const args = snapshotArgs('1.6.1');
    await expect(Promise.resolve(plugin.loadRemoteSnapshot?.(args))).resolves.toBe(args);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('built against shared-kit 1.6.1'));
  });

  it('rejects another major of the kit, so the route shows the fallback', () => {
    expect(() => plugin.loadRemoteSnapshot?.(snapshotArgs('2.0.0'))).toThrow('incompatible with the host');
  });
});
