import { DEFAULT_GAME_SCHEDULE } from 'shared-kit';
import { gamePhase, scheduleMoments } from './game-phase';

describe('game phase (spec §4, dates of §3 in Paris time)', () => {
  const at = (iso: string) => new Date(iso).getTime();

  it('reads the schedule in Paris time, summer and winter offsets included', () => {
    const moments = scheduleMoments(DEFAULT_GAME_SCHEDULE);
    expect(new Date(moments.start).toISOString()).toBe('2025-09-30T22:00:00.000Z');
    expect(new Date(moments.end).toISOString()).toBe('2025-11-30T22:59:59.000Z');
  });

  it('goes upcoming → teasing → running → discontinued', () => {
    expect(gamePhase(DEFAULT_GAME_SCHEDULE, at('2025-09-14T12:00:00Z'))).toBe('upcoming');
    expect(gamePhase(DEFAULT_GAME_SCHEDULE, at('2025-09-14T22:00:00Z'))).toBe('teasing');
    expect(gamePhase(DEFAULT_GAME_SCHEDULE, at('2025-09-30T21:59:59Z'))).toBe('teasing');
    expect(gamePhase(DEFAULT_GAME_SCHEDULE, at('2025-09-30T22:00:00Z'))).toBe('running');
    expect(gamePhase(DEFAULT_GAME_SCHEDULE, at('2025-11-30T22:59:59Z'))).toBe('running');
    expect(gamePhase(DEFAULT_GAME_SCHEDULE, at('2025-11-30T23:00:00Z'))).toBe('discontinued');
  });
});
