import { gameWindow, offsetToClose, offsetToOpen, qaClock } from './qa-clock';

const at = (iso: string) => Date.parse(iso);

/**
 * 1 March 2026 00:00 → 30 June 2026 23:59:59 in Paris, as the QA stack's session server serves it: winter time (UTC+1)
 * in March before the 29th, summer time (UTC+2) in June.
 */
const GAME = {
  instants: { teasing: at('2026-02-28T23:00:00Z'), start: at('2026-03-09T23:00:00Z'), end: at('2026-06-30T21:59:59Z') },
};

describe('QA clock', () => {
  afterEach(() => qaClock.setOffset(0));

  it('gives the game window of an instant, to the second', () => {
    const { start, end } = GAME.instants;
    expect(gameWindow(GAME, at('2026-02-01T00:00:00Z'))).toBe('upcoming');
    expect(gameWindow(GAME, start - 1000)).toBe('teasing');
    expect(gameWindow(GAME, start)).toBe('running');
    expect(gameWindow(GAME, end)).toBe('running');
    expect(gameWindow(GAME, end + 1000)).toBe('discontinued');
  });

  it('moves by an offset that opens or closes the window, and tells its listeners', () => {
    const realNow = at('2026-02-01T00:00:00Z');
    const listener = jest.fn();
    const off = qaClock.subscribe(listener);
    qaClock.setOffset(offsetToOpen(GAME, realNow));
    expect(realNow + qaClock.offset()).toBe(at('2026-03-10T00:00:00Z'));
    expect(gameWindow(GAME, realNow + qaClock.offset())).toBe('running');
    qaClock.setOffset(offsetToClose(GAME, realNow));
    expect(gameWindow(GAME, realNow + qaClock.offset())).toBe('discontinued');
    expect(listener).toHaveBeenCalledTimes(2);
    off();
    expect(offsetToOpen(GAME, at('2026-04-01T00:00:00Z'))).toBe(0);
  });
});
