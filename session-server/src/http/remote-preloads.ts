import { createHash } from 'node:crypto';
import type { RemoteName, RenderedPage, SiteConfig } from 'shared-kit/contracts';
import { logger } from '../logging/logger';

/**
 * What a page's HTML announces of a remote's code, so the browser fetches it with the host's instead of after it
 * (host JS → mf-manifest.json → remoteEntry.js → the exposed page's chunks, one round trip each). Read from each
 * remote's own mf-manifest.json at the URL /config.json gives, kept a minute and refreshed in the background: a
 * remote redeployed alone is announced anew without restarting this server. A manifest that cannot be read
 * announces nothing, and the page loads as before.
 */
export interface RemotePreloadOptions {
  remotes: SiteConfig['remotes'];
  /** The provider the kit calls from the first moment (its authorization): connected to early. */
  providerUrl: string;
  fetchImpl?: typeof fetch;
  now?: () => number;
  /** How long a manifest read stays good. */
  ttlMs?: number;
  /** A manifest read slower than this is given up (the page never waits for it). */
  timeoutMs?: number;
  /** After a failed read with nothing read before (a remote starting after this server), how soon to try again. */
  retryMs?: number;
}

interface ManifestJson {
  metaData?: { remoteEntry?: { name?: string; path?: string }; buildInfo?: { buildVersion?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] } } }>;
}

interface RemoteCode {
  /** A digest of the manifest: it changes with every build of the remote (the server render reloads it then). */
  build: string;
  /** The version the remote's build declares (its package's), for the metrics. */
  version: string | undefined;
  origin: string;
  remoteEntry: string;
  /** The chunks each exposed page needs first, by its `./Page` path. */
  pages: Map<string, string[]>;
}

interface Entry {
  code: RemoteCode | null;
  /** When the next visitor's page should trigger a new read. */
  nextReadAt: number;
  reading: Promise<void> | null;
  failures: number;
}

/** The script URLs a remote's manifest gives, resolved against where the manifest is served. */
export function remoteCodeOf(manifestUrl: string, manifest: ManifestJson, text = JSON.stringify(manifest)): RemoteCode {
  const base = new URL('.', manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const entryPath = [entry?.path, entry?.name ?? 'remoteEntry.js'].filter(Boolean).join('/');
  const pages = new Map<string, string[]>();
  for (const expose of manifest.exposes ?? []) {
    if (!expose.path) continue;
    pages.set(
      expose.path,
      (expose.assets?.js?.sync ?? []).map((file) => new URL(file, base).href),
    );
  }
  const build = createHash('sha256').update(text).digest('hex').slice(0, 16);
  const version = manifest.metaData?.buildInfo?.buildVersion;
  return { build, version, origin: base.origin, remoteEntry: new URL(entryPath, base).href, pages };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const preload = (href: string) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`;

export function remotePreloads({
  remotes,
  providerUrl,
  fetchImpl = fetch,
  now = Date.now,
  ttlMs = 60_000,
  timeoutMs = 2_000,
  retryMs = 2_000,
}: RemotePreloadOptions) {
  const entries = new Map<RemoteName, Entry>();
  const provider = new URL(providerUrl).origin;

  function read(remote: RemoteName): Promise<void> {
    const entry = entries.get(remote) ?? { code: null, nextReadAt: 0, reading: null, failures: 0 };
    entries.set(remote, entry);
    entry.reading ??= (async () => {
      try {
        const answer = await fetchImpl(remotes[remote], { signal: AbortSignal.timeout(timeoutMs) });
        if (!answer.ok) throw new Error(`${answer.status}`);
        const text = await answer.text();
        entry.code = remoteCodeOf(remotes[remote], JSON.parse(text) as ManifestJson, text);
        entry.nextReadAt = now() + ttlMs;
        entry.failures = 0;
      } catch (error) {
        entry.nextReadAt = now() + (entry.code ? ttlMs : retryMs);
        entry.failures += 1;
        // The last good read stays: a remote briefly unreachable keeps being announced until it is back. A remote
        // still starting fails a few reads: said once it has failed for a while, not at every start.
        if (entry.failures === 5 || (entry.code && entry.failures === 1)) {
          logger.warn(`${remote}'s manifest could not be read (${String(error)})`);
        }
      } finally {
        entry.reading = null;
      }
    })();
    return entry.reading;
  }

  /** Reads every manifest now (at start-up), so the first visitors are served the announcements too. */
  async function warm(): Promise<void> {
    await Promise.all((Object.keys(remotes) as RemoteName[]).map(read));
  }

  /** The tags for a page's head: never waits; a stale read is refreshed for the next visitors. */
  function tagsFor(remotePage: RenderedPage['remotePage']): string {
    const tags = [`<link rel="preconnect" href="${escapeAttribute(provider)}" crossorigin>`];
    if (!remotePage) return tags.join('');
    const entry = entries.get(remotePage.remote);
    if (!entry || now() >= entry.nextReadAt) void read(remotePage.remote);
    const code = entry?.code;
    if (!code) return tags.join('');
    tags.push(`<link rel="preconnect" href="${escapeAttribute(code.origin)}">`);
    tags.push(preload(code.remoteEntry));
    for (const chunk of code.pages.get(remotePage.page) ?? []) tags.push(preload(chunk));
    return tags.join('');
  }

  /**
   * The build of each remote last read (what the server render loads of it, and part of a kept page's key). Asked for
   * every page, kept ones included: a stale read is refreshed here too (never waited for), else a page kept under the
   * old build would be served without ever asking its manifest again.
   */
  function builds(): Partial<Record<RemoteName, string>> {
    const at = now();
    for (const [remote, entry] of entries) if (at >= entry.nextReadAt) void read(remote);
    return Object.fromEntries(
      [...entries].flatMap(([remote, entry]) => (entry.code ? [[remote, entry.code.build]] : [])),
    );
  }

  /** The version a build of a remote declares, when it is the build last read. */
  function versionOf(remote: string, build: string | undefined): string | undefined {
    const code = entries.get(remote as RemoteName)?.code;
    return code && code.build === build ? code.version : undefined;
  }

  return { tagsFor, warm, builds, versionOf };
}
