import moment from 'moment-timezone/moment-timezone';
import type { GameSchedule } from 'shared-kit';
import { EUROPE_PARIS_PACKED } from './europe-paris';

if (!moment.tz.zone('Europe/Paris')) moment.tz.add(EUROPE_PARIS_PACKED);

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

/** The schedule's local Paris date-times as instants (spec §3: Paris time). */
export function scheduleMoments(schedule: GameSchedule): GameMoments {
  const at = (local: string) => moment.tz(local, moment.ISO_8601, schedule.timezone).valueOf();
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
