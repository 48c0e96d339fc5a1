import { atom, uiStore } from 'shared-ui';

/** DEPLOY-1: the build manifest is checked hourly; a new deploy offers a reload. */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const BUILD_MANIFEST_PATH = '/build-manifest.json';

export const newVersionAtom = atom(false);

export interface BuildCheckDeps {
  currentBuildId: string;
  fetchImpl: (input: string, init?: RequestInit) => Promise<Pick<Response, 'ok' | 'json'>>;
  every: (run: () => void, ms: number) => () => void;
}

/** True when the deployed build is another one than the build this page runs. */
export async function isNewBuildDeployed({
  currentBuildId,
  fetchImpl,
}: Omit<BuildCheckDeps, 'every'>): Promise<boolean> {
  try {
    const response = await fetchImpl(BUILD_MANIFEST_PATH, { cache: 'no-store' });
    if (!response.ok) return false;
    const manifest = (await response.json()) as { buildId?: unknown };
    return typeof manifest.buildId === 'string' && manifest.buildId !== currentBuildId;
  } catch {
    // Offline for a moment: the next hourly check will tell.
    return false;
  }
}

export function startBuildCheck(deps: BuildCheckDeps): () => void {
  return deps.every(() => {
    void isNewBuildDeployed(deps).then((changed) => {
      if (changed) uiStore.set(newVersionAtom, true);
    });
  }, BUILD_CHECK_INTERVAL_MS);
}
