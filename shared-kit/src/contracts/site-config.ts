/**
 * Shape of /config.json: built by session-server from its environment and read by the host
 * at start-up, so a remote moves or a game window changes without a rebuild (the same
 * build runs in every environment).
 */
export const REMOTE_NAMES = ['auth', 'account', 'shop', 'game'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const ENVIRONMENTS = ['development', 'staging', 'sandbox', 'production', 'prod-uat', 'test'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export const REGIONS = ['fr', 'us'] as const;
export type Region = (typeof REGIONS)[number];

export type GameNumber = 1 | 2 | 3 | 4;

/** The schedule's moments, ms since the epoch. */
export interface GameInstants {
  teasing: number;
  start: number;
  end: number;
}

export interface GameSchedule {
  /** ISO local date-times, read in `timezone` (GAME-SCHEDULE-1: Paris time). */
  teasing: string;
  start: string;
  end: string;
  timezone: 'Europe/Paris';
}

export interface SiteConfig {
  environment: Environment;
  /** Canonical site URL for metadata (LAYOUT-6). */
  siteUrl: string;
  version: string;
  /** mf-manifest.json URL of each remote. */
  remotes: Record<RemoteName, string>;
  kit: {
    region: Region;
    environment: Environment;
    clientId: string;
    baseUrls: { api: string; upload: string };
  };
  game: {
    current: GameNumber;
    schedule: GameSchedule;
    /**
     * The schedule as instants, computed once by the session server (moment-timezone, Paris only): every page reads
     * the phase from them, no browser needs time-zone data.
     */
    instants: GameInstants;
  };
  errorReporter: { host: string; projectId: number; projectKey: string } | null;
  /** Who publishes and who hosts the site, as the legal notices must name them (session-server `config/legal.ts`). */
  legal?: LegalIdentity;
}

export interface LegalIdentity {
  publisher: { name: string; address: string; registration: string; director: string; email: string };
  host: { name: string; address: string; phone: string };
}

/** GAME-SCHEDULE-1 schedule of game 4; dev and tests override it through configuration. */
export const DEFAULT_GAME_SCHEDULE: GameSchedule = {
  teasing: '2025-09-15T00:00:00',
  start: '2025-10-01T00:00:00',
  end: '2025-11-30T23:59:59',
  timezone: 'Europe/Paris',
};

/** Where session-server serves the configuration of the site (the same build runs in every environment). */
export const SITE_CONFIG_PATH = '/config.json';

/**
 * The one reader of /config.json, for the host's start-up and the QA shells (pages read it from the page's runtime): a
 * failed answer, or one without a game schedule, is an error rather than a half configuration.
 */
export async function fetchSiteConfig(
  fetchImpl: (input: string, init?: RequestInit) => Promise<Response> = (input, init) => fetch(input, init),
): Promise<SiteConfig> {
  const response = await fetchImpl(SITE_CONFIG_PATH, { credentials: 'same-origin', cache: 'no-store' });
  if (!response.ok) throw new Error(`${SITE_CONFIG_PATH} answered ${response.status}`);
  const config = JSON.parse(await response.text()) as Partial<SiteConfig>;
  if (!config.game?.schedule) throw new Error(`${SITE_CONFIG_PATH} has no game schedule`);
  return config as SiteConfig;
}
