import { gameInstants, phaseAt } from './game-phase';

describe('game phase (GAME-SCHEDULE-1, Paris time)', () => {
  const at = (iso: string) => new Date(iso).getTime();
  // The rule's schedule as the session server computes it: summer time until October, winter time on 30 November.
  const instants = {
    teasing: at('2025-09-14T22:00:00Z'),
    start: at('2025-09-30T22:00:00Z'),
    end: at('2025-11-30T22:59:59Z'),
  };

  it('uses the instants the server computed for /config.json', () => {
    expect(gameInstants({ instants })).toBe(instants);
  });

  it('goes upcoming → teasing → running → discontinued', () => {
    expect(phaseAt(instants, at('2025-09-14T12:00:00Z'))).toBe('upcoming');
    expect(phaseAt(instants, at('2025-09-14T22:00:00Z'))).toBe('teasing');
    expect(phaseAt(instants, at('2025-09-30T21:59:59Z'))).toBe('teasing');
    expect(phaseAt(instants, at('2025-09-30T22:00:00Z'))).toBe('running');
    expect(phaseAt(instants, at('2025-11-30T22:59:59Z'))).toBe('running');
    expect(phaseAt(instants, at('2025-11-30T23:00:00Z'))).toBe('discontinued');
  });
});
