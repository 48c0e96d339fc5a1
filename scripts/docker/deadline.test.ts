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
    expect(outOfTime('base images', inMinutes(40), NOW)).toBeNull();
    expect(outOfTime('base images', inMinutes(39), NOW)).toBe(
      "39 min left before the run's deadline, base images needs up to 40",
    );
    expect(outOfTime('builds', inMinutes(35), NOW)).toBeNull();
    expect(outOfTime('stack and journeys', inMinutes(15.5), NOW)).toMatch(/^15 min left/);
    expect(outOfTime('stack and journeys', inMinutes(-2), NOW)).toMatch(/^0 min left/);
  });

  it('bounds the journeys by what is left once the tear down is kept', () => {
    expect(journeysTimeoutMs(inMinutes(20), NOW)).toEqual([15 * 60_000]);
    expect(journeysTimeoutMs(inMinutes(3), NOW)).toEqual([60_000]);
  });
});
