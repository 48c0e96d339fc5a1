import { gameInstants, phaseAt, type GamePhase } from 'shared-kit/core';

// The phase is the site's one schedule (shared-kit contracts game-phase.ts), read the same by the game and QA.
export { gameInstants, phaseAt, type GamePhase };
