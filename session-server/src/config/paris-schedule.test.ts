import { DEFAULT_GAME_SCHEDULE } from 'shared-kit/contracts';
import { parisInstant, scheduleInstants } from './paris-schedule';

const iso = (instant: number) => new Date(instant).toISOString();

describe('the game schedule in Paris time (GAME-SCHEDULE-1), through moment-timezone', () => {
  it('turns the rule’s schedule into instants: summer time at the start, winter time at the end', () => {
    expect(scheduleInstants(DEFAULT_GAME_SCHEDULE)).toEqual({
      teasing: Date.parse('2025-09-14T22:00:00Z'),
      start: Date.parse('2025-09-30T22:00:00Z'),
      end: Date.parse('2025-11-30T22:59:59Z'),
    });
    expect(iso(parisInstant('2026-01-01T00:00'))).toBe('2025-12-31T23:00:00.000Z');
  });

  it('is right on both sides of the changes of the clocks', () => {
    // 30 March 2025, 02:00 → 03:00 and 26 October 2025, 03:00 → 02:00 in Paris.
    expect(iso(parisInstant('2025-03-30T01:59:59'))).toBe('2025-03-30T00:59:59.000Z');
    expect(iso(parisInstant('2025-03-30T03:00:00'))).toBe('2025-03-30T01:00:00.000Z');
    expect(iso(parisInstant('2025-10-26T01:59:59'))).toBe('2025-10-25T23:59:59.000Z');
    expect(iso(parisInstant('2025-10-26T03:00:00'))).toBe('2025-10-26T02:00:00.000Z');
  });

  it('refuses what is not a Paris local date-time, saying which setting', () => {
    expect(() => parisInstant('2025-10-01T00:00:00Z', 'GAME_START')).toThrow(
      'GAME_START must be a Paris local date-time like 2025-10-01T00:00:00 (got "2025-10-01T00:00:00Z")',
    );
    expect(() => scheduleInstants({ ...DEFAULT_GAME_SCHEDULE, end: '30/11/2025' })).toThrow(/^GAME_END must be/);
  });
});
