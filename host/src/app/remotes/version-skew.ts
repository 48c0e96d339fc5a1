/**
 * What the host does when a remote was built against other versions of the shared singletons
 * than its own. The host's copies are the ones in use: a remote built
 * against another minor or patch is reported and runs on the host's copy; a remote built against
 * another major of the kit is refused (its fallback shows) because the kit's contract — its
 * operations, error codes and bus events — may have changed under it.
 */
export const REFUSED_ON_MAJOR = ['shared-kit', 'shared-kit/core'] as const;

export interface SharedVersion {
  name: string;
  version: string;
}

export interface SkewVerdict {
  /** Console errors to print (one per package whose version differs). */
  reports: string[];
  /** Why the remote must not load, or null. */
  refusal: string | null;
}

function major(version: string): string {
  return version.replace(/^[^\d]*/, '').split('.')[0] ?? version;
}

export function checkVersionSkew(
  remote: string,
  remoteShared: readonly SharedVersion[],
  hostVersions: Readonly<Record<string, string>>,
): SkewVerdict {
  const reports: string[] = [];
  let refusal: string | null = null;
  for (const { name, version } of remoteShared) {
    const hostVersion = hostVersions[name];
    if (!hostVersion || !version || hostVersion === version) continue;
    if ((REFUSED_ON_MAJOR as readonly string[]).includes(name) && major(hostVersion) !== major(version)) {
      refusal ??= `[federation] remote "${remote}" was built against ${name} ${version}, incompatible with the host's ${hostVersion} (another major): it is not loaded.`;
      continue;
    }
    reports.push(
      `[federation] remote "${remote}" was built against ${name} ${version}; the host shares ${hostVersion}, which the remote uses. Rebuild it from the site's lock file.`,
    );
  }
  return { reports, refusal };
}

/** The host's own version of each shared package, from its federation options. */
export function hostSharedVersions(shared: Readonly<Record<string, unknown>> | undefined): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const [name, configs] of Object.entries(shared ?? {})) {
    for (const config of Array.isArray(configs) ? configs : [configs]) {
      const version = (config as { version?: unknown } | null)?.version;
      if (typeof version === 'string') {
        versions[name] = version;
        break;
      }
    }
  }
  return versions;
}

/** Shared packages a remote declares, from its manifest (`name`) or a snapshot (`sharedName`). */
export function remoteSharedVersions(list: unknown): SharedVersion[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    const item = entry as { name?: unknown; sharedName?: unknown; version?: unknown } | null;
    const name =
      typeof item?.name === 'string' ? item.name : typeof item?.sharedName === 'string' ? item.sharedName : null;
    return name && typeof item?.version === 'string' ? [{ name, version: item.version }] : [];
  });
}
