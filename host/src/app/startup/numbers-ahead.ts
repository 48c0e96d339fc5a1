import { formatNumber } from 'shared-kit/core';
import { whenIdle } from './after-first-render';

/**
 * A visitor's page shows numbers (their stars in the header, prices): the page's first `Intl.NumberFormat` loads the
 * runtime's number data (about 40 ms on a phone, the next ones well under a millisecond). Made at the first idle moment
 * while the page's code downloads, it is a task of its own instead of a part of the hydration's.
 */
export function formatNumbersAhead(visitor: string | null | undefined, idle: (run: () => void) => void = whenIdle) {
  if (visitor) idle(() => formatNumber(0));
}
