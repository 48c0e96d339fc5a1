import { gameInstants, phaseAt, scheduleInstants, type GamePhase, type GameSchedule } from 'shared-kit/core';

// The phase is the site's one clock (shared-kit contracts game-phase.ts), read the same by the game and QA.
export { gameInstants, phaseAt, type GamePhase };

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
