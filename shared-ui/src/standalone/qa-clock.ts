import { phaseAt, scheduleInstants, zonedLocalToInstant, type GamePhase, type GameSchedule } from 'shared-kit/core';

/**
 * The QA shell's clock: real time plus an offset QA sets to open or close the game window
 * without touching the configuration. Only the shell's game gate reads it.
 */
export type GameWindow = GamePhase;

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

/** Where the QA clock puts the game: the site's one clock (shared-kit contracts game-phase.ts), at QA's time. */
export function gameWindow(schedule: GameSchedule, now: number): GameWindow {
  return phaseAt(scheduleInstants(schedule), now);
}

/** Offsets that put the QA clock inside the window (an hour after its start) or a day after its end. */
export function offsetToOpen(schedule: GameSchedule, realNow: number): number {
  if (gameWindow(schedule, realNow) === 'running') return 0;
  return zonedLocalToInstant(schedule.start, schedule.timezone) + 3600_000 - realNow;
}

export function offsetToClose(schedule: GameSchedule, realNow: number): number {
  return zonedLocalToInstant(schedule.end, schedule.timezone) + 24 * 3600_000 - realNow;
}
