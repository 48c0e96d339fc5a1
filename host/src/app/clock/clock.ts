/** The time source of the shell: injected so tests can set the date the schedule is read at. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock frozen at `iso` (tests). */
export function fixedClock(iso: string): Clock {
  const at = new Date(iso).getTime();
  return { now: () => at };
}
