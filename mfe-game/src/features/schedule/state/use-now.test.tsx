import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Clock } from 'shared-kit';
import { SiteRuntimeProvider } from 'shared-ui';
import { fakeRuntime } from 'shared-ui/testing';
import { useNow } from './use-now';

describe('the game’s clock (GAME-SCHEDULE-1: checked every second)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reads the page’s clock once a second, so an open page changes phase on time', () => {
    let now = Date.parse('2025-09-30T21:59:59Z');
    const clock: Clock = { now: jest.fn(() => now) };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SiteRuntimeProvider runtime={fakeRuntime({ clock })}>{children}</SiteRuntimeProvider>
    );
    const { result } = renderHook(() => useNow(), { wrapper });
    expect(result.current).toBe(Date.parse('2025-09-30T21:59:59Z'));
    now = Date.parse('2025-09-30T22:00:00Z');
    act(() => jest.advanceTimersByTime(999));
    expect(result.current).toBe(Date.parse('2025-09-30T21:59:59Z'));
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(Date.parse('2025-09-30T22:00:00Z'));
  });
});
