import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** The game's time source: injected so tests (and QA) read the schedule at any date. */
export interface GameClock {
  now(): number;
}

export const systemClock: GameClock = { now: () => Date.now() };

const ClockContext = createContext<GameClock>(systemClock);

export function GameClockProvider({ clock, children }: { clock: GameClock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

export function useGameClock(): GameClock {
  return useContext(ClockContext);
}

/** GAME-SCHEDULE-1: the clock is checked every second, so a page left open changes state on time. */
export function useNow(): number {
  const clock = useGameClock();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now()), 1_000);
    return () => clearInterval(timer);
  }, [clock]);
  return now;
}
