import { phaseAt, type GamePhase, type SiteConfig } from 'shared-kit/core';

/**
 * The QA shell's clock: real time plus an offset QA sets to open or close the game window
 * without touching the configuration. It is the QA page's runtime clock: the shell's game gate and the game read it.
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

type Game = Pick<SiteConfig['game'], 'instants'>;

/**
 * Where the QA clock puts the game: the site's one schedule (shared-kit contracts game-phase.ts), read from the instants
 * the QA stack's session server put in /config.json (Paris time turned into instants there, as on the site).
 */
export function gameWindow(game: Game, now: number): GameWindow {
  return phaseAt(game.instants, now);
}

/** Offsets that put the QA clock inside the window (an hour after its start) or a day after its end. */
export function offsetToOpen(game: Game, realNow: number): number {
  if (gameWindow(game, realNow) === 'running') return 0;
  return game.instants.start + 3600_000 - realNow;
}

export function offsetToClose(game: Game, realNow: number): number {
  return game.instants.end + 24 * 3600_000 - realNow;
}
