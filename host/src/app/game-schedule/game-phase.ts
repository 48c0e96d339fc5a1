import { scheduleInstants, type GameInstants, type GameSchedule, type SiteConfig } from 'shared-kit';

/**
 * Spec §4 Game schedule: teasing from the teasing date, running from the start until the end,
 * discontinued after the end. Before the teasing date the game is not announced yet.
 */
export type GamePhase = 'upcoming' | 'teasing' | 'running' | 'discontinued';

/**
 * The schedule's Paris date-times as instants (spec §3: Paris time): from /config.json, where
 * session-server computed them, else through Intl. The home page's banner and the game guards
 * answer « is the game running » without moment-timezone and without time-zone data (issue 12).
 */
export function gameInstants(game: Pick<SiteConfig['game'], 'schedule' | 'instants'>): GameInstants {
  return game.instants ?? scheduleInstants(game.schedule);
}

export function phaseAt({ teasing, start, end }: GameInstants, now: number): GamePhase {
  if (now > end) return 'discontinued';
  if (now >= start) return 'running';
  if (now >= teasing) return 'teasing';
  return 'upcoming';
}

export function gamePhase(schedule: GameSchedule, now: number): GamePhase {
  return phaseAt(scheduleInstants(schedule), now);
}

const MONTHS_FR = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];

/**
 * "1 octobre 2025" from a schedule date-time, which is already Paris local time: no Intl formatter
 * with a time zone (and its zone data) is needed to show it.
 */
export function formatScheduleDate(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T/.exec(local);
  if (!match) throw new Error(`not a local ISO date-time: ${local}`);
  const [, year, month, day] = match as unknown as [string, string, string, string];
  return `${Number(day)} ${MONTHS_FR[Number(month) - 1]} ${year}`;
}
