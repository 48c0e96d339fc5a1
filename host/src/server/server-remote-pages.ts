import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, ServerReadId, SiteConfig } from 'shared-kit';
import type { PageComponent } from '../app/remotes/remote-unavailable-error';
import { withTimeout } from '../app/remotes/with-timeout';

/**
 * The remote pages the session server renders, from each remote's own server build (Module Federation's node
 * runtime): `server/remoteEntry.js` beside the remote's browser manifest, at the URL `/config.json` gives. The
 * container is loaded once per build of the remote (`build`, from the session server's reading of its manifest) and
 * kept; a new build registers the new entry in its place, so the next render uses it without a restart.
 */

/** A render never waits longer for a remote: past it, the page goes out with its skeleton. */
export const SERVER_REMOTE_TIMEOUT_MS = 1500;
/** After a failure the remote is left alone this long (its pages go out with their skeleton meanwhile). */
export const SERVER_REMOTE_RETRY_MS = 10_000;

export function serverEntryUrl(manifestUrl: string, build: string | undefined): string {
  const entry = new URL('server/remoteEntry.js', manifestUrl);
  if (build) entry.searchParams.set('build', build);
  return entry.toString();
}

/** An exposed page as the server renders it: the component, and the provider data it asks the server to read. */
export interface ServerRemotePage {
  Page: PageComponent;
  reads: ServerReadId[];
  /** The page's form checks for a plain POST (its own rules and messages), when it has a form. */
  checkForm?: (values: Record<string, string | boolean>) => Promise<Record<string, string>>;
}

/** What an exposed page module may export for the server. */
interface ServerRemoteModule {
  default: PageComponent;
  serverReads: ServerReadId[];
  checkForm: ServerRemotePage['checkForm'];
}

/** The remote failed a moment ago and is left alone: said once, when it failed, not at every page. */
export class RemoteResting extends Error {
  override readonly name = 'RemoteResting';
}

const registered = new Map<RemoteName, string>();
const pages = new Map<string, Promise<ServerRemotePage>>();
const failedAt = new Map<string, number>();

export interface ServerRemoteRequest {
  remote: RemoteName;
  /** The exposed page, `./LoginPage`. */
  page: string;
  config: SiteConfig;
  build: string | undefined;
  now: number;
}

/** The remote's page component for the server render; rejects when the remote cannot give it in time. */
export function loadServerRemotePage({
  remote,
  page,
  config,
  build,
  now,
}: ServerRemoteRequest): Promise<ServerRemotePage> {
  const entry = serverEntryUrl(config.remotes[remote], build);
  if (registered.get(remote) !== entry) {
    registerRemotes([{ name: remote, entry }], { force: registered.has(remote) });
    registered.set(remote, entry);
    for (const key of pages.keys()) if (key.startsWith(`${remote} `)) pages.delete(key);
  }
  const key = `${remote} ${entry} ${page}`;
  const failed = failedAt.get(key);
  if (failed !== undefined && now - failed < SERVER_REMOTE_RETRY_MS) {
    return Promise.reject(new RemoteResting(`${remote}/${page} failed ${now - failed} ms ago`));
  }
  let pending = pages.get(key);
  if (!pending) {
    const id = `${remote}/${page.replace(/^\.\//, '')}`;
    pending = loadRemote<Partial<ServerRemoteModule>>(id).then((module) => {
      if (!module?.default) throw new Error(`${id} has no default export`);
      return { Page: module.default, reads: module.serverReads ?? [], checkForm: module.checkForm };
    });
    pending.then(
      () => failedAt.delete(key),
      () => {
        pages.delete(key);
        failedAt.set(key, now);
      },
    );
    pages.set(key, pending);
  }
  return withTimeout(pending, SERVER_REMOTE_TIMEOUT_MS);
}
