import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteBuildObserver, RemoteName, SiteConfig } from 'shared-kit/core';
import type { PageModule } from '../app/routes/create-routes';
import { checkVersionSkew, hostSharedVersions, remoteSharedVersions } from '../app/remotes/version-skew';
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

/** The remote failed a moment ago and is left alone: said once, when it failed, not at every page. */
export class RemoteResting extends Error {
  override readonly name = 'RemoteResting';
}

let observer: RemoteBuildObserver | undefined;
/** The session server hears of every server build loaded or not (its metrics): ServerPageRenderer.observeRemoteBuilds. */
export function observeRemoteBuilds(next: RemoteBuildObserver): void {
  observer = next;
}
const tell = (remote: RemoteName, entry: string, outcome: 'loaded' | 'failed') =>
  observer?.({ remote, build: new URL(entry).searchParams.get('build') ?? undefined, outcome });

/** The server entry each remote is registered with (the build its pages are rendered from). */
const registered = new Map<RemoteName, string>();
const pages = new Map<string, Promise<PageModule>>();
const failedAt = new Map<string, number>();

export interface ServerRemoteRequest {
  remote: RemoteName;
  /** The exposed page, `./LoginPage`. */
  page: string;
  config: SiteConfig;
  build: string | undefined;
  now: number;
}

/** The remote's page module for the server render; rejects when the remote cannot give it in time. */
export function loadServerRemotePage({ remote, page, config, build, now }: ServerRemoteRequest): Promise<PageModule> {
  const entry = serverEntryUrl(config.remotes[remote], build);
  const current = registered.get(remote);
  if (current !== entry) {
    // A build is switched to only once its server entry answers: a deploy without a server build (or one not there
    // yet) keeps the pages of the build loaded before, rather than replacing it with nothing. A build against another
    // major of the kit is refused here as in the browser: its pages go out with their skeleton, and the browser
    // shows the remote's fallback.
    return Promise.all([refusalOf(remote, config.remotes[remote], build), entryAnswers(remote, entry)]).then(
      ([refusal, answers]) => {
        if (refusal) throw new RemoteResting(refusal);
        if (answers && registered.get(remote) !== entry) {
          register(remote, entry, registered.has(remote));
          registered.set(remote, entry);
          for (const cached of pages.keys()) if (cached.startsWith(`${remote} `)) pages.delete(cached);
        }
        const usable = registered.get(remote);
        if (usable === undefined) throw new RemoteResting(`${entry} does not answer`);
        return loadPage(remote, usable, page, now);
      },
    );
  }
  return loadPage(remote, entry, page, now);
}

type ShareEntry = { get?: unknown; from?: string };
let hostShares: Array<{ scope: string; pkg: string; version: string; entry: ShareEntry }> | null = null;

/**
 * The runtime's share scope as the host's server build provides it, before any remote: a remote registered afresh
 * (a new build) takes with it the share entries it registered, and a remote's registration can stand in for the
 * host's (same version). What its removal leaves missing or without a getter is put back, so every remote keeps
 * the host's one React, one emotion, one kit.
 */
function keepHostShares(): void {
  const map = getInstance()?.shareScopeMap as Record<string, Record<string, Record<string, ShareEntry>>> | undefined;
  if (!map) return;
  if (!hostShares) {
    hostShares = Object.entries(map).flatMap(([scope, packages]) =>
      Object.entries(packages).flatMap(([pkg, versions]) =>
        Object.entries(versions).map(([version, entry]) => ({ scope, pkg, version, entry })),
      ),
    );
    return;
  }
  for (const { scope, pkg, version, entry } of hostShares) {
    const versions = ((map[scope] ??= {})[pkg] ??= {});
    if (typeof versions[version]?.get !== 'function') versions[version] = entry;
  }
}

function register(remote: RemoteName, entry: string, force: boolean): void {
  keepHostShares();
  registerRemotes([{ name: remote, entry }], { force });
  if (force) keepHostShares();
}

const verdicts = new Map<string, Promise<string | null>>();

/**
 * Why a build of a remote must not be rendered (built against another major of the kit), from its manifest (the
 * versions it declares, as the browser's federation guard reads them); null when it may, or when the manifest cannot
 * be read (the entry's own check decides then). Asked once per build; a refusal is said once.
 */
function refusalOf(remote: RemoteName, manifestUrl: string, build: string | undefined): Promise<string | null> {
  const key = `${manifestUrl} ${build ?? ''}`;
  let verdict = verdicts.get(key);
  if (!verdict) {
    verdict = fetch(manifestUrl, { signal: AbortSignal.timeout(SERVER_REMOTE_TIMEOUT_MS) })
      .then((answer) => (answer.ok ? (answer.json() as Promise<{ shared?: unknown }>) : null))
      .then((manifest) => {
        if (!manifest) return null;
        const declared = remoteSharedVersions(manifest.shared);
        const { refusal } = checkVersionSkew(remote, declared, hostSharedVersions(getInstance()?.options.shared));
        if (refusal) console.warn(`[server-render] ${refusal} Its pages are rendered in the browser.`);
        if (refusal) tell(remote, serverEntryUrl(manifestUrl, build), 'failed');
        return refusal;
      })
      .catch(() => {
        verdicts.delete(key);
        return null;
      });
    verdicts.set(key, verdict);
  }
  return verdict;
}

const checked = new Map<string, Promise<boolean>>();

/** Does the server entry of a build answer (once per address; a refusal is asked again after a while)? */
function entryAnswers(remote: RemoteName, entry: string): Promise<boolean> {
  let answer = checked.get(entry);
  if (!answer) {
    answer = fetch(entry, { method: 'HEAD', signal: AbortSignal.timeout(SERVER_REMOTE_TIMEOUT_MS) }).then(
      (response) => response.ok,
      () => false,
    );
    void answer.then((ok) => {
      if (ok) return;
      tell(remote, entry, 'failed');
      console.warn(`[server-render] ${entry} does not answer: its pages are rendered in the browser meanwhile`);
      setTimeout(() => checked.delete(entry), SERVER_REMOTE_RETRY_MS).unref();
    });
    checked.set(entry, answer);
  }
  return answer;
}

function loadPage(remote: RemoteName, entry: string, page: string, now: number): Promise<PageModule> {
  const key = `${remote} ${entry} ${page}`;
  const failed = failedAt.get(key);
  if (failed !== undefined && now - failed < SERVER_REMOTE_RETRY_MS) {
    return Promise.reject(new RemoteResting(`${remote}/${page} failed ${now - failed} ms ago`));
  }
  if (failed !== undefined) {
    // After a failure the runtime keeps the broken state: the remote is registered afresh.
    register(remote, entry, true);
  }
  let pending = pages.get(key);
  if (!pending) {
    const id = `${remote}/${page.replace(/^\.\//, '')}`;
    pending = loadRemote<Partial<PageModule>>(id).then((module) => {
      if (!module?.default) throw new Error(`${id} has no default export`);
      return module as PageModule;
    });
    pending.then(
      () => {
        failedAt.delete(key);
        tell(remote, entry, 'loaded');
      },
      () => {
        pages.delete(key);
        failedAt.set(key, now);
        tell(remote, entry, 'failed');
      },
    );
    pages.set(key, pending);
  }
  return withTimeout(pending, SERVER_REMOTE_TIMEOUT_MS);
}
