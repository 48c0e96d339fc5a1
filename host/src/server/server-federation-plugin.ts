import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { loadedFirst } from '../app/remotes/federation-runtime-plugin';

/** A remote's server build that does not answer in this time is not rendered (its page goes out as a skeleton). */
export const SERVER_ENTRY_FETCH_TIMEOUT_MS = 3000;

/**
 * Runtime plugin of the server render's federation instance: the remotes' server builds take the host's singletons
 * (one React, one emotion cache, one i18next per process: a page rendered with two Reacts fails), and a remote that
 * accepts the connection but never answers cannot hold a render.
 */
export default function serverFederationPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'la-grande-boutique-server-federation',
    beforeInit: loadedFirst,
    // A missing server build (an older deploy of the remote, a 404 page) is an error, never a script to run.
    async fetch(url, init) {
      const answer = await fetch(url, { ...init, signal: AbortSignal.timeout(SERVER_ENTRY_FETCH_TIMEOUT_MS) });
      if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
      return answer;
    },
  };
}
