import type { GameInstants, SiteConfig } from './site-config';

/**
 * The site's one clock of the game (GAME-SCHEDULE-1): teasing from the teasing date, running from the start
 * until the end (the end second included), discontinued after it; before the teasing date the game is not announced
 * yet. The host's home page and guards, the game remote and the QA shells all read the phase here.
 */
export type GamePhase = 'upcoming' | 'teasing' | 'running' | 'discontinued';

/**
 * The schedule's Paris date-times as instants (GAME-SCHEDULE-1: Paris time), as the session server computed them once
 * for /config.json (moment-timezone, session-server config/paris-schedule.ts). No browser needs time-zone data.
 */
export function gameInstants(game: Pick<SiteConfig['game'], 'instants'>): GameInstants {
  return game.instants;
}

export function phaseAt({ teasing, start, end }: GameInstants, now: number): GamePhase {
  if (now > end) return 'discontinued';
  if (now >= start) return 'running';
  if (now >= teasing) return 'teasing';
  return 'upcoming';
}
