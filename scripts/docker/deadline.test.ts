import { journeysTimeoutMs, outOfTime } from './deadline';

const NOW = Date.parse('2026-11-27T12:00:00Z');
const inMinutes = (minutes: number) => String(NOW / 1000 + minutes * 60);

describe('the docker test within a CI run', () => {
  it('runs every stage when no deadline is set', () => {
    expect(outOfTime('base images', undefined, NOW)).toBeNull();
    expect(outOfTime('builds', '', NOW)).toBeNull();
    expect(journeysTimeoutMs(undefined, NOW)).toEqual([]);
  });

  it('starts a stage only with the time it needs at worst left', () => {
    expect(outOfTime('base images', inMinutes(24), NOW)).toBeNull();
    expect(outOfTime('base images', inMinutes(23), NOW)).toBe(
      "23 min left before the run's deadline, base images needs up to 24",
    );
    expect(outOfTime('builds', inMinutes(35), NOW)).toBeNull();
    expect(outOfTime('stack and journeys', inMinutes(7.5), NOW)).toMatch(/^7 min left/);
    expect(outOfTime('stack and journeys', inMinutes(-2), NOW)).toMatch(/^0 min left/);
  });

  it('bounds the journeys by what is left once the tear down is kept', () => {
    expect(journeysTimeoutMs(inMinutes(20), NOW)).toEqual([15 * 60_000]);
    expect(journeysTimeoutMs(inMinutes(3), NOW)).toEqual([60_000]);
  });
});
