import { KIT_LIFECYCLE_MEMBERS, type SiteKit } from 'shared-kit/core';
import type { Kit } from 'shared-kit';

/** Where the page's kit comes from, and when it may be called. */
export interface KitSource {
  /** The kit once it is loaded (the host loads it after the first render of some pages), null before. */
  current(): Kit | null;
  /** Loads it; rejects where there is none (the server). */
  load(): Promise<Kit>;
  /** Resolves once the lifecycle's owner has the kit in step with the session on screen (AUTH-4). */
  inStep(): Promise<unknown>;
}

/** What the kit says of itself before it is loaded (or on the server, where it never is): nobody, nothing set up. */
const BEFORE_LOAD: Partial<Record<string, unknown>> = {
  session: { user: null, accessToken: null },
  user: null,
  state: 'not_configured',
  isReady: false,
  isUserAuthorized: false,
  instanceId: undefined,
  version: undefined,
  // Read by whoever checks for a promise or serialises a value: the kit is neither.
  then: undefined,
  toJSON: undefined,
};

/** Operations that answer at once (a batch to fill): called as they are, once the kit is there. */
const SYNCHRONOUS = new Set(['getBatchUploader']);

const LIFECYCLE = new Set<string>(KIT_LIFECYCLE_MEMBERS);

type Operation = (...args: unknown[]) => unknown;

/**
 * The kit as the page's runtime hands it to every page (the site's one adapter of the kit, for the host in the
 * browser and on the server, and for the QA shells): its own members, whatever they are, so the kit's operations are
 * listed nowhere else. Each operation waits for the kit to load and for the lifecycle's owner to have it in step with
 * the session; its authorization is refused (the owner is its one writer); its state reads as nobody's until it is
 * loaded.
 */
export function siteKitFrom(source: KitSource): SiteKit {
  const call = async (name: string, args: unknown[]): Promise<unknown> => {
    const kit = source.current() ?? (await source.load());
    await source.inStep();
    return (Reflect.get(kit, name) as Operation).apply(kit, args);
  };
  return new Proxy({} as SiteKit, {
    get(_target, name) {
      if (typeof name === 'symbol') return undefined;
      if (LIFECYCLE.has(name)) {
        return () => Promise.reject(new Error(`kit.${name}: the kit's lifecycle owner is its one writer`));
      }
      const kit = source.current();
      if (kit === null && name in BEFORE_LOAD) return BEFORE_LOAD[name];
      const member = kit === null ? undefined : (Reflect.get(kit, name) as unknown);
      if (kit !== null && typeof member !== 'function') return member;
      if (SYNCHRONOUS.has(name)) {
        if (kit === null) throw new Error(`kit.${name}() before the kit is loaded`);
        return (member as Operation).bind(kit);
      }
      return (...args: unknown[]) => call(name, args);
    },
  });
}
