import { uiStore } from 'shared-ui';
import { newVersionAtom, startBuildCheck } from './build-check';

// The rule's figure, written here on purpose: the test must not read it back from the code it checks.
const HOURLY_MS = 3_600_000; // DEPLOY-1

describe('build manifest check (DEPLOY-1: hourly)', () => {
  const answer = (buildId: string) => jest.fn(async () => ({ ok: true, json: async () => ({ buildId }) }));

  it('checks every hour and flags a new deploy', async () => {
    let tick: () => void = () => undefined;
    const every = jest.fn((run: () => void, ms: number) => {
      expect(ms).toBe(HOURLY_MS);
      tick = run;
      return () => undefined;
    });
    uiStore.set(newVersionAtom, false);
    const fetchImpl = answer('build-a');
    startBuildCheck({ currentBuildId: 'build-a', fetchImpl, every });
    tick();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(uiStore.get(newVersionAtom)).toBe(false);

    fetchImpl.mockImplementation(async () => ({ ok: true, json: async () => ({ buildId: 'build-b' }) }));
    tick();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(uiStore.get(newVersionAtom)).toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith('/build-manifest.json', { cache: 'no-store' });
  });
});
