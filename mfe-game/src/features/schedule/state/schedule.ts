import { gameInstants, phaseAt, type GameInstants, type GamePhase, type SiteConfig } from 'shared-kit';

/** GAME-SCHEDULE-1, from the site's one clock (shared-kit contracts game-phase.ts). */
export type SchedulePhase = GamePhase;
export type ScheduleMoments = GameInstants;

/**
 * The schedule's local Paris date-times as instants (GAME-SCHEDULE-1: Paris time, summer/winter offsets): those the
 * session server put in /config.json. The game needs no time-zone data of its own.
 */
export function scheduleMoments(game: Pick<SiteConfig['game'], 'instants'>): ScheduleMoments {
  return gameInstants(game);
}

export const schedulePhase = (moments: ScheduleMoments, now: number): SchedulePhase => phaseAt(moments, now);

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole seconds left until `target` (never negative), split for display. */
export function countdownTo(target: number, now: number): Countdown {
  const left = Math.max(0, Math.ceil((target - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}
