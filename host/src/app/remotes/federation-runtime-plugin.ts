import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { MANIFEST_FETCH_TIMEOUT_MS } from './timeouts';
import { checkVersionSkew, hostSharedVersions, remoteSharedVersions } from './version-skew';

type BeforeInit = NonNullable<ModuleFederationRuntimePlugin['beforeInit']>;

/** Every shared module is taken from what is loaded first (the host's copy), never by comparing versions. */
export const loadedFirst: BeforeInit = (args) => {
  args.userOptions.shareStrategy = 'loaded-first';
  for (const configs of Object.values(args.userOptions.shared ?? {})) {
    for (const config of Array.isArray(configs) ? configs : [configs]) config.strategy = 'loaded-first';
  }
  return args;
};

/**
 * Runtime plugin of the host's federation instance. It must not import react at module top:
 * it runs before shared modules exist, and reading react then gives a blank page ("reading 'call'").
 */
export default function federationRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'la-grande-boutique-federation-guard',

    /*
     * With the default 'version-first' strategy the runtime fetches every registered remote's
     * remoteEntry.js before it hands out the first shared module, to compare versions: four
     * entries (~66 kB gz) on the first load of every page. The site is released from one lock
     * file, so the host's copies are the versions to use: take what is loaded first, and let a
     * remote's entry load only with the remote's first page.
     */
    beforeInit: loadedFirst,

    // A remote that accepts the connection but never answers would hang navigation forever: every manifest
    // and entry fetch gets a deadline.
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(MANIFEST_FETCH_TIMEOUT_MS) });
    },

    // A remote's manifest says which versions it was built against: report any drift, and refuse
    // another major of the kit before its entry runs (the route shows the remote's fallback).
    loadRemoteSnapshot(args) {
      const declared = remoteSharedVersions(
        args.manifestJson?.shared ?? (args.remoteSnapshot as { shared?: unknown }).shared,
      );
      const verdict = checkVersionSkew(args.moduleInfo.name, declared, hostSharedVersions(args.options.shared));
      for (const report of verdict.reports) console.error(report);
      if (verdict.refusal) {
        console.error(verdict.refusal);
        throw new Error(verdict.refusal);
      }
      return args;
    },

    // Singletons must exist once: two versions registered for one package means a remote was
    // built against other versions than the host. Say it where developers look.
    resolveShare(args) {
      const versions = Object.keys(args.shareScopeMap[args.scope]?.[args.pkgName] ?? {});
      if (args.shareInfo.shareConfig?.singleton && versions.length > 1) {
        console.error(
          `[federation] singleton "${args.pkgName}" is provided in ${versions.length} versions ` +
            `(${versions.join(', ')}); every app must share one version.`,
        );
      }
      return args;
    },

    errorLoadShare(args) {
      console.error(`[federation] shared module "${args.pkgName}" failed to load`, args.error);
    },
  };
}
