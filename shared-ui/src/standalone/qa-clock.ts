import type { GameSchedule } from 'shared-kit';

/**
 * The QA shell's clock: real time plus an offset QA sets to open or close the game window
 * without touching the configuration. Only the shell's game gate reads it.
 */
export type GameWindow = 'upcoming' | 'teasing' | 'running' | 'discontinued';

let offsetMs = 0;
const listeners = new Set<() => void>();

export const qaClock = {
  now: (): number => Date.now() + offsetMs,
  offset: (): number => offsetMs,
  setOffset(next: number): void {
    offsetMs = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The instant of a local date-time read in `timeZone` (spec §3: the schedule is Paris time). */
export function zonedInstant(local: string, timeZone: string): number {
  const asUtc = Date.parse(`${local}Z`);
  // The zone's offset at that moment, then once more at the corrected instant (DST changes).
  const offsetAt = (instant: number) => {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(instant);
    const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '00';
    const wall = Date.parse(
      `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}Z`,
    );
    return wall - instant;
  };
  const first = asUtc - offsetAt(asUtc);
  return asUtc - offsetAt(first);
}

export function gameWindow(schedule: GameSchedule, now: number): GameWindow {
  const at = (local: string) => zonedInstant(local, schedule.timezone);
  if (now > at(schedule.end)) return 'discontinued';
  if (now >= at(schedule.start)) return 'running';
  if (now >= at(schedule.teasing)) return 'teasing';
  return 'upcoming';
}

/** Offsets that put the QA clock inside the window (an hour after its start) or a day after its end. */
export function offsetToOpen(schedule: GameSchedule, realNow: number): number {
  if (gameWindow(schedule, realNow) === 'running') return 0;
  return zonedInstant(schedule.start, schedule.timezone) + 3600_000 - realNow;
}

export function offsetToClose(schedule: GameSchedule, realNow: number): number {
  return zonedInstant(schedule.end, schedule.timezone) + 24 * 3600_000 - realNow;
}
