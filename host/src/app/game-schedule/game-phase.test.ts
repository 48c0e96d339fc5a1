import { DEFAULT_GAME_SCHEDULE, scheduleInstants } from 'shared-kit/core';
import { gameInstants, gamePhase, phaseAt } from './game-phase';

describe('game phase (GAME-SCHEDULE-1, Paris time)', () => {
  const at = (iso: string) => new Date(iso).getTime();

  it('reads the schedule in Paris time, summer and winter offsets included', () => {
    const moments = gameInstants({ schedule: DEFAULT_GAME_SCHEDULE });
    expect(new Date(moments.start).toISOString()).toBe('2025-09-30T22:00:00.000Z');
    expect(new Date(moments.end).toISOString()).toBe('2025-11-30T22:59:59.000Z');
  });

  it('uses the instants the server computed when /config.json has them', () => {
    const instants = { teasing: 1, start: 2, end: 3 };
    expect(gameInstants({ schedule: DEFAULT_GAME_SCHEDULE, instants })).toBe(instants);
    expect(phaseAt(instants, 2)).toBe('running');
    expect(phaseAt(instants, 4)).toBe('discontinued');
  });

  it('goes upcoming → teasing → running → discontinued', () => {
    expect(gamePhase(DEFAULT_GAME_SCHEDULE, at('2025-09-14T12:00:00Z'))).toBe('upcoming');
    expect(gamePhase(DEFAULT_GAME_SCHEDULE, at('2025-09-14T22:00:00Z'))).toBe('teasing');
    expect(gamePhase(DEFAULT_GAME_SCHEDULE, at('2025-09-30T21:59:59Z'))).toBe('teasing');
    expect(gamePhase(DEFAULT_GAME_SCHEDULE, at('2025-09-30T22:00:00Z'))).toBe('running');
    expect(gamePhase(DEFAULT_GAME_SCHEDULE, at('2025-11-30T22:59:59Z'))).toBe('running');
    expect(gamePhase(DEFAULT_GAME_SCHEDULE, at('2025-11-30T23:00:00Z'))).toBe('discontinued');
    expect(phaseAt(scheduleInstants(DEFAULT_GAME_SCHEDULE), at('2025-11-30T23:00:00Z'))).toBe('discontinued');
  });
});
