import type { PageModule } from '../app/routes/create-routes';

/**
 * Replaces the browser's federation loader in the server bundle: the server takes a remote's page from the remote's
 * server build (server-remote-pages.ts), never through the browser's loader.
 */
export function loadRemotePage(remote: string, page: string): Promise<PageModule> {
  return Promise.reject(new Error(`Remote page ${remote}/${page} is not loaded this way on the server.`));
}
