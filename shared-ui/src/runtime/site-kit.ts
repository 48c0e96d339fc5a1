import type { KitLifecycleMember, SiteKit } from 'shared-kit/core';
import type { Kit } from 'shared-kit';
import { lazyFacade, type LazySource } from './lazy-facade';

/** Where the page's kit comes from, and when it may be called. */
export interface KitSource extends LazySource<Kit> {
  /** Resolves once the lifecycle's owner has the kit in step with the session on screen (AUTH-4). */
  inStep(): Promise<unknown>;
}

/** The kit's authorization: its lifecycle's owner (kit-session/kit-lifecycle.ts) is the one writer (AUTH-4, KIT-2). */
const LIFECYCLE: Record<KitLifecycleMember, true> = {
  configure: true,
  init: true,
  authorizeUserWithToken: true,
  authorizeUserWithIdentifier: true,
  authorizePartner: true,
  unauthorizeUser: true,
};

const refused = (name: string) => () =>
  Promise.reject(new Error(`kit.${name}: the kit's lifecycle owner is its one writer`));

/**
 * The kit as the page's runtime hands it to every page (the site's one adapter of the kit, for the host in the
 * browser and on the server, and for the QA shells): its own members, whatever they are, so the kit's operations are
 * listed nowhere else. Each operation waits for the kit to load and for the lifecycle's owner to have it in step with
 * the session; its authorization is refused (the owner is its one writer); before it is loaded it acts for nobody.
 */
export function siteKitFrom(source: KitSource): SiteKit {
  return lazyFacade<SiteKit>({
    current: () => source.current() as SiteKit | null,
    load: async () => (await source.load()) as SiteKit,
    beforeCall: () => source.inStep(),
    own: Object.fromEntries(Object.keys(LIFECYCLE).map((name) => [name, refused(name)])),
    before: {
      session: { user: null, accessToken: null },
      user: null,
      state: 'not_configured',
      isUserAuthorized: false,
      instanceId: undefined,
    },
    // A batch to fill, asked once the kit is surely there (the first send).
    sync: ['getBatchUploader'],
  });
}
