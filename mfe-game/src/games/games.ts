import { GAME_LOOKS, GAME_NAMES, ROUTE_PATHS, type GameLook, type GameNumber } from 'shared-kit';

export type { GameLook };

/** The shared code → result → bravo/dommage flow of games 2–4 (ROUTE-2). */
export type FlowGame = 2 | 3 | 4;

export interface GameDefinition {
  game: GameNumber;
  name: string;
  /** Where the flow starts, and where its steps live. Game 1 has roulette and prize pages instead. */
  paths: { index: string; result: string; winner: string; loser: string };
  look: GameLook;
}

export const GAMES: Record<GameNumber, GameDefinition> = {
  1: {
    game: 1,
    name: GAME_NAMES[1],
    paths: {
      index: ROUTE_PATHS['game-1'],
      result: ROUTE_PATHS['game-1-jslots'],
      winner: ROUTE_PATHS['game-1-your-gift'],
      loser: ROUTE_PATHS['game-1-your-gift'],
    },
    look: GAME_LOOKS[1],
  },
  2: {
    game: 2,
    name: GAME_NAMES[2],
    paths: {
      index: ROUTE_PATHS['game-2'],
      result: ROUTE_PATHS['game-2-result'],
      winner: ROUTE_PATHS['game-2-winner'],
      loser: ROUTE_PATHS['game-2-loser'],
    },
    look: GAME_LOOKS[2],
  },
  3: {
    game: 3,
    name: GAME_NAMES[3],
    paths: {
      index: ROUTE_PATHS['game-3'],
      result: ROUTE_PATHS['game-3-result'],
      winner: ROUTE_PATHS['game-3-winner'],
      loser: ROUTE_PATHS['game-3-loser'],
    },
    look: GAME_LOOKS[3],
  },
  4: {
    game: 4,
    name: GAME_NAMES[4],
    paths: {
      index: ROUTE_PATHS['game-4'],
      result: ROUTE_PATHS['game-4-result'],
      winner: ROUTE_PATHS['game-4-winner'],
      loser: ROUTE_PATHS['game-4-loser'],
    },
    look: GAME_LOOKS[4],
  },
};

/** The page's `game` prop (the host's route table passes it) as a known game, game 4 otherwise. */
export function gameDefinition(game: unknown): GameDefinition {
  const number = Number(game);
  return number === 1 || number === 2 || number === 3 || number === 4 ? GAMES[number] : GAMES[4];
}
