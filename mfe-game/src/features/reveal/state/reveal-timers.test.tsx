import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createStore, JotaiProvider } from 'shared-ui';
import { NEXT_PAGE_DELAY_S, REVEAL_DELAY_S, revealedCodeAtom, useRevealTimers } from './reveal-timers';

/** GAME-REVEAL-1: revealed automatically after 5 s, then the next page after a further 5 s. */
describe('the result page’s timers (GAME-REVEAL-1)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function timers(codeId = 12) {
    const store = createStore();
    const onDone = jest.fn();
    const wrapper = ({ children }: { children: ReactNode }) => <JotaiProvider store={store}>{children}</JotaiProvider>;
    const hook = renderHook(() => useRevealTimers(codeId, onDone), { wrapper });
    return { ...hook, onDone, store };
  }

  it('waits 5 s, then 5 s more', () => {
    expect(REVEAL_DELAY_S).toBe(5);
    expect(NEXT_PAGE_DELAY_S).toBe(5);
  });

  it('reveals by itself after 5 s, counting down, then moves on 5 s after the reveal', () => {
    const { result, onDone, store } = timers();
    expect(result.current).toMatchObject({ revealed: false, secondsLeft: 5 });
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current.secondsLeft).toBe(4);
    act(() => jest.advanceTimersByTime(3_999));
    expect(result.current.revealed).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ revealed: true, secondsLeft: 5 });
    expect(store.get(revealedCodeAtom)).toBe(12);
    act(() => jest.advanceTimersByTime(4_999));
    expect(onDone).not.toHaveBeenCalled();
    expect(result.current.secondsLeft).toBe(1);
    act(() => jest.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('reveals at once on demand, and still waits 5 s before the next page', () => {
    const { result, onDone } = timers();
    act(() => jest.advanceTimersByTime(2_000));
    act(() => result.current.revealNow());
    expect(result.current).toMatchObject({ revealed: true, secondsLeft: 5 });
    act(() => jest.advanceTimersByTime(4_999));
    expect(onDone).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onDone).toHaveBeenCalledTimes(1);
    // Asking again once revealed changes nothing.
    act(() => result.current.revealNow());
    expect(result.current.revealed).toBe(true);
  });

  it('a reload after the reveal does not reveal again: 5 s, then the next page', () => {
    const store = createStore();
    store.set(revealedCodeAtom, 12);
    const onDone = jest.fn();
    const wrapper = ({ children }: { children: ReactNode }) => <JotaiProvider store={store}>{children}</JotaiProvider>;
    const { result } = renderHook(() => useRevealTimers(12, onDone), { wrapper });
    expect(result.current.revealed).toBe(true);
    act(() => jest.advanceTimersByTime(5_000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('another code’s result starts from the beginning', () => {
    const store = createStore();
    store.set(revealedCodeAtom, 11);
    const wrapper = ({ children }: { children: ReactNode }) => <JotaiProvider store={store}>{children}</JotaiProvider>;
    const { result } = renderHook(() => useRevealTimers(12, jest.fn()), { wrapper });
    expect(result.current).toMatchObject({ revealed: false, secondsLeft: 5 });
  });
});
