import type { Response } from 'express';

/**
 * Aborted when the visitor's connection closes before their answer was sent (they gave up, the balancer's timeout
 * passed): what waits on their behalf — a login queued for a connection to the provider — can stop.
 */
export function untilVisitorLeaves(res: Response): AbortSignal {
  const left = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) left.abort(new Error('the visitor left'));
  });
  return left.signal;
}
