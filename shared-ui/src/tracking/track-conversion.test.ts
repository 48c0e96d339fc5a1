import { CONVERSION_CALLBACK_TIMEOUT_MS, trackConversion, type ConversionQueue } from './track-conversion';

describe('conversion tracking (TRACK-1: callback timeout 1 s)', () => {
  afterEach(() => jest.useRealTimers());

  it('resolves as soon as the tag calls back', async () => {
    const queue: ConversionQueue = { push: (entry) => entry.eventCallback() };
    await expect(trackConversion({ event: 'order_completed' }, queue)).resolves.toBe('sent');
  });

  it('gives up after 1 s when the tag never calls back', async () => {
    jest.useFakeTimers();
    const push = jest.fn();
    const outcome = trackConversion({ event: 'order_completed', value: 120 }, { push });
    expect(push).toHaveBeenCalledWith(
      expect.objectContaining({ event: 'order_completed', value: 120, eventTimeout: 1_000 }),
    );
    jest.advanceTimersByTime(CONVERSION_CALLBACK_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(outcome).resolves.toBe('timed-out');
  });

  it('does not wait at all without tracking on the page', async () => {
    await expect(trackConversion({ event: 'sign_up' }, undefined)).resolves.toBe('no-tracking');
  });
});
