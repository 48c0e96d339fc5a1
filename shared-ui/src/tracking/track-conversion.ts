/**
 * TRACK-1: the conversion-tracking callback gets 1 s at most, so a page that awaits it before
 * navigating (after a sign-up, an order) never waits longer.
 */
export const CONVERSION_CALLBACK_TIMEOUT_MS = 1_000;

export interface ConversionEvent {
  event: 'order_completed' | 'sign_up';
  [field: string]: unknown;
}

/** A tag-manager style queue: each pushed event may carry a callback the tag calls once sent. */
export interface ConversionQueue {
  push(entry: ConversionEvent & { eventCallback: () => void; eventTimeout: number }): unknown;
}

/**
 * Hands the event to the page's tracking queue and resolves when the tag confirms it, or after
 * 1 s, whichever comes first; with no tracking on the page it resolves at once.
 */
export function trackConversion(
  conversion: ConversionEvent,
  queue: ConversionQueue | undefined,
  timeoutMs = CONVERSION_CALLBACK_TIMEOUT_MS,
): Promise<'sent' | 'timed-out' | 'no-tracking'> {
  if (!queue) return Promise.resolve('no-tracking');
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: 'sent' | 'timed-out') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const timer = setTimeout(() => settle('timed-out'), timeoutMs);
    try {
      queue.push({ ...conversion, eventCallback: () => settle('sent'), eventTimeout: timeoutMs });
    } catch {
      settle('timed-out');
    }
  });
}

/** The page's tag-manager queue (`window.dataLayer`) when the site's tag is installed. */
export function pageConversionQueue(): ConversionQueue | undefined {
  const candidate = (window as Window & { dataLayer?: unknown }).dataLayer;
  if (
    candidate !== null &&
    typeof candidate === 'object' &&
    'push' in candidate &&
    typeof candidate.push === 'function'
  ) {
    return candidate as ConversionQueue;
  }
  return undefined;
}
