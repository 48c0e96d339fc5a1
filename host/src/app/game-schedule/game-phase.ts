import type { GameSchedule } from 'shared-kit';
import { zonedLocalToInstant } from './zoned-time';

/**
 * Spec §4 Game schedule: teasing from the teasing date, running from the start until the end,
 * discontinued after the end. Before the teasing date the game is not announced yet.
 */
export type GamePhase = 'upcoming' | 'teasing' | 'running' | 'discontinued';

export interface GameMoments {
  teasing: number;
  start: number;
  end: number;
}

/**
 * The schedule's local Paris date-times as instants (spec §3: Paris time), through Intl: the home
 * page's banner answers « is the game running » without moment-timezone (issue 12).
 */
export function scheduleMoments(schedule: GameSchedule): GameMoments {
  const at = (local: string) => zonedLocalToInstant(local, schedule.timezone);
  return { teasing: at(schedule.teasing), start: at(schedule.start), end: at(schedule.end) };
}

export function gamePhase(schedule: GameSchedule, now: number): GamePhase {
  const { teasing, start, end } = scheduleMoments(schedule);
  if (now > end) return 'discontinued';
  if (now >= start) return 'running';
  if (now >= teasing) return 'teasing';
  return 'upcoming';
}

const FRENCH_DATE = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "1 octobre 2025" for French copy (moment's French locale is not loaded: Intl has it). */
export function formatParisDate(instant: number): string {
  return FRENCH_DATE.format(instant);
}
