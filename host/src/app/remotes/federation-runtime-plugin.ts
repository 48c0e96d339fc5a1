import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { MANIFEST_FETCH_TIMEOUT_MS } from './timeouts';

/**
 * Runtime plugin of the host's federation instance. It must not import react at module top:
 * it runs before shared modules exist (toolchain pitfall 3).
 */
export default function federationRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'la-grande-boutique-federation-guard',

    // A remote that accepts the connection but never answers would hang navigation (pitfall 8).
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(MANIFEST_FETCH_TIMEOUT_MS) });
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
