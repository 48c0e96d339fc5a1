import type { PageComponent } from '../app/remotes/remote-unavailable-error';

/** Replaces the federation loader in the server bundle: remote pages are only rendered in the browser. */
export function loadRemotePage(remote: string, page: string): Promise<PageComponent> {
  return Promise.reject(new Error(`Remote page ${remote}/${page} is not rendered on the server.`));
}
