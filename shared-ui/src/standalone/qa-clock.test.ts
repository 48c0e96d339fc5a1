import type { GameSchedule } from 'shared-kit/core';
import { zonedLocalToInstant as zonedInstant } from 'shared-kit/core';
import { gameWindow, offsetToClose, offsetToOpen, qaClock } from './qa-clock';

const SCHEDULE: GameSchedule = {
  teasing: '2026-03-01T00:00:00',
  start: '2026-03-10T00:00:00',
  end: '2026-06-30T23:59:59',
  timezone: 'Europe/Paris',
};

describe('QA clock', () => {
  afterEach(() => qaClock.setOffset(0));

  it('reads Paris local times across daylight saving', () => {
    expect(new Date(zonedInstant('2026-01-15T12:00:00', 'Europe/Paris')).toISOString()).toBe(
      '2026-01-15T11:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-07-15T12:00:00', 'Europe/Paris')).toISOString()).toBe(
      '2026-07-15T10:00:00.000Z',
    );
  });

  it('gives the game window of an instant, to the second', () => {
    const start = zonedInstant(SCHEDULE.start, 'Europe/Paris');
    const end = zonedInstant(SCHEDULE.end, 'Europe/Paris');
    expect(gameWindow(SCHEDULE, zonedInstant('2026-02-01T00:00:00', 'Europe/Paris'))).toBe('upcoming');
    expect(gameWindow(SCHEDULE, start - 1000)).toBe('teasing');
    expect(gameWindow(SCHEDULE, start)).toBe('running');
    expect(gameWindow(SCHEDULE, end)).toBe('running');
    expect(gameWindow(SCHEDULE, end + 1000)).toBe('discontinued');
  });

  it('moves by an offset that opens or closes the window, and tells its listeners', () => {
    const realNow = zonedInstant('2026-02-01T00:00:00', 'Europe/Paris');
    const listener = jest.fn();
    const off = qaClock.subscribe(listener);
    qaClock.setOffset(offsetToOpen(SCHEDULE, realNow));
    expect(gameWindow(SCHEDULE, realNow + qaClock.offset())).toBe('running');
    qaClock.setOffset(offsetToClose(SCHEDULE, realNow));
    expect(gameWindow(SCHEDULE, realNow + qaClock.offset())).toBe('discontinued');
    expect(listener).toHaveBeenCalledTimes(2);
    off();
    expect(offsetToOpen(SCHEDULE, zonedInstant('2026-04-01T00:00:00', 'Europe/Paris'))).toBe(0);
  });
});
