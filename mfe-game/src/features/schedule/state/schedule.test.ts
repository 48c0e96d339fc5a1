import { DEFAULT_GAME_SCHEDULE } from 'shared-kit';
import { countdownTo, scheduleMoments, schedulePhase } from './schedule';

/**
 * GAME-SCHEDULE-1: teasing 2025-09-15, start 2025-10-01, end 2025-11-30 23:59:59, Paris time; teasing
 * from the teasing date, running from the start until the end, discontinued after it.
 */
describe('the game schedule (GAME-SCHEDULE-1)', () => {
  const at = (iso: string) => Date.parse(iso);
  // The spec's dates as the session server serves them: summer time (UTC+2) in September and on 1 October, winter
  // time (UTC+1) on 30 November.
  const SPEC_GAME = {
    instants: {
      teasing: at('2025-09-14T22:00:00Z'),
      start: at('2025-09-30T22:00:00Z'),
      end: at('2025-11-30T22:59:59Z'),
    },
  };

  it('holds the spec’s dates, Paris local time', () => {
    expect(DEFAULT_GAME_SCHEDULE).toEqual({
      teasing: '2025-09-15T00:00:00',
      start: '2025-10-01T00:00:00',
      end: '2025-11-30T23:59:59',
      timezone: 'Europe/Paris',
    });
  });

  it('takes the instants the session server put in /config.json (its test turns the dates into them)', () => {
    const instants = { teasing: 1_000, start: 2_000, end: 3_000 };
    expect(scheduleMoments({ instants })).toEqual(instants);
  });

  it('is upcoming, teasing, running, then discontinued, to the second', () => {
    const moments = scheduleMoments(SPEC_GAME);
    const times = [
      '2025-09-14T21:59:59Z',
      '2025-09-14T22:00:00Z',
      '2025-09-30T21:59:59Z',
      '2025-09-30T22:00:00Z',
      // 23:59:59 Paris is the last moment of the game.
      '2025-11-30T22:59:59Z',
      '2025-11-30T23:00:00Z',
    ];
    expect(times.map((iso) => schedulePhase(moments, at(iso)))).toEqual([
      'upcoming',
      'teasing',
      'teasing',
      'running',
      'running',
      'discontinued',
    ]);
  });

  it('counts down in whole days, hours, minutes and seconds, never below zero', () => {
    const moments = scheduleMoments(SPEC_GAME);
    expect(countdownTo(moments.start, at('2025-09-15T12:00:00+02:00'))).toEqual({
      days: 15,
      hours: 12,
      minutes: 0,
      seconds: 0,
    });
    // A part of a second left still shows as one second.
    expect(countdownTo(moments.start, moments.start - 1_500)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 2 });
    expect(countdownTo(moments.start, moments.start + 5_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
