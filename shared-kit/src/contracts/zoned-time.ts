import type { GameSchedule } from './site-config';

/**
 * Local date-times of a time zone to instants with the runtime's own zone data (Intl), without
 * moment-timezone. session-server turns the game schedule into instants with it once, for
 * /config.json (`game.instants`): the browser then needs no zone data on the home page (the first
 * Intl formatter with a time zone costs over 100 ms on a slow phone).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in ms (Paris: 1 h in winter, 2 h in summer). */
export function zoneOffset(instant: number, timeZone: string): number {
  const parts = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type in parts) parts[part.type as keyof typeof parts] = Number(part.value);
  }
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - (instant - (instant % 1000));
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * `2025-11-30T23:59:59` read in `timeZone` → epoch ms. Two passes: the zone's offset near the
 * guessed instant, then at the instant itself (right on either side of a summer-time change; a
 * wall time that a change skips or repeats gets one of its readings, never an error).
 */
export function zonedLocalToInstant(local: string, timeZone: string): number {
  const match = LOCAL.exec(local);
  if (!match) throw new Error(`not a local ISO date-time: ${local}`);
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((value) => Number(value ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const guess = asUtc - zoneOffset(asUtc, timeZone);
  return asUtc - zoneOffset(guess, timeZone);
}

/** The schedule's moments, ms since the epoch. */
export interface GameInstants {
  teasing: number;
  start: number;
  end: number;
}

export function scheduleInstants(schedule: GameSchedule): GameInstants {
  const at = (local: string) => zonedLocalToInstant(local, schedule.timezone);
  return { teasing: at(schedule.teasing), start: at(schedule.start), end: at(schedule.end) };
}
