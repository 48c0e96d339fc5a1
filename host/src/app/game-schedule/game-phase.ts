import { gameInstants, phaseAt, scheduleInstants, type GamePhase, type GameSchedule } from 'shared-kit/core';

// The phase is the site's one clock (shared-kit contracts game-phase.ts), read the same by the game and QA.
export { gameInstants, phaseAt, type GamePhase };

export function gamePhase(schedule: GameSchedule, now: number): GamePhase {
  return phaseAt(scheduleInstants(schedule), now);
}
