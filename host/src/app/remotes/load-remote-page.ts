import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from 'shared-kit/core';
import { REMOTE_LOAD_TIMEOUT_MS } from './timeouts';
import { resetRemote } from './remote-registry';
import type { PageModule } from '../routes/create-routes';
import { RemoteUnavailableError } from './remote-unavailable-error';
import { withTimeout } from './with-timeout';

export { RemoteUnavailableError, type PageComponent } from './remote-unavailable-error';

const loaded = new Map<string, PageModule>();
const failed = new Set<RemoteName>();

/**
 * Loads `./BasketPage` from `shop` within the deadline. Called from route loaders, not from
 * `route.lazy`: in react-router a rejecting function-form lazy never shows the route's
 * ErrorBoundary (an empty outlet), while a rejecting loader does, and is retried on the next navigation.
 */
export async function loadRemotePage(remote: RemoteName, page: string): Promise<PageModule> {
  const id = `${remote}/${page.replace(/^\.\//, '')}`;
  const cached = loaded.get(id);
  if (cached) return cached;
  // After a failure the runtime keeps the broken state: start this remote afresh.
  if (failed.has(remote)) {
    resetRemote(remote);
    failed.delete(remote);
  }
  try {
    const module = await withTimeout(loadRemote<Partial<PageModule>>(id), REMOTE_LOAD_TIMEOUT_MS);
    if (!module?.default) throw new Error(`${id} has no default export`);
    loaded.set(id, module as PageModule);
    return module as PageModule;
  } catch (cause) {
    failed.add(remote);
    throw new RemoteUnavailableError(remote, page, { cause });
  }
}
