import type { RequestHandler } from 'express';
import pLimit from 'p-limit';
import protect from 'overload-protection';
import { TryAgainSoon } from './http-error';

export interface OverloadSettings {
  /** Event-loop delay past which the instance is behind on what it already has (OVERLOAD_EVENT_LOOP_DELAY_MS). */
  maxEventLoopDelayMs: number;
  /** Pages this instance draws at once (PAGES_IN_FLIGHT): more would only share the same core, each slower. */
  maxPagesInFlight: number;
  /** Pages that may wait for a draw (PAGES_WAITING): past them a new one is shed at once. */
  maxPagesWaiting: number;
  /** How long a page may wait for its draw (PAGE_WAIT_MS): then it is shed rather than drawn late. */
  maxWaitMs: number;
  /** What the 503 tells the browser (and says in words): try again in this many seconds (OVERLOAD_RETRY_AFTER_S). */
  retryAfterSeconds: number;
}

/**
 * A shop page costs this instance about 16 ms of CPU, and ten to twenty times as long waiting on the provider
 * (`npm run load`: 170–380 ms a draw on two shared cores): sixteen draws at once keep its core busy, more would only
 * make each slower and the event loop later. A page waits for its draw at most a second, in a queue of at most 64
 * (what a second of draws clears at launch-day rates): at twice the capacity the rest are told at once to come back.
 * An event loop half a second late is far behind: every request, `/api/session` included, waits that long to be read.
 */
export const DEFAULT_OVERLOAD: OverloadSettings = {
  maxEventLoopDelayMs: 500,
  maxPagesInFlight: 16,
  maxPagesWaiting: 64,
  maxWaitMs: 1000,
  retryAfterSeconds: 2,
};

export const OVERLOADED_MESSAGE =
  'Le site reçoit beaucoup de visiteurs en ce moment. Merci de réessayer dans un instant.';

export type ShedReason = 'event_loop' | 'queue_full' | 'waited';

/**
 * The event loop is the process's: one sampler per limit for every app of the process (tests make many), its timer
 * unref'd (it never holds the process open).
 */
const samplers = new Map<number, ReturnType<typeof protect>>();
function samplerFor(maxEventLoopDelayMs: number) {
  let sampler = samplers.get(maxEventLoopDelayMs);
  if (!sampler) {
    sampler = protect('http', { production: true, maxEventLoopDelay: maxEventLoopDelayMs, clientRetrySecs: 0 });
    samplers.set(maxEventLoopDelayMs, sampler);
  }
  return sampler;
}

/**
 * New page requests shed, not suffered, past what this instance draws in time, decided by its own state: its
 * event-loop delay (overload-protection's sampler), then the pages it draws at once and those waiting for a draw
 * (p-limit's running and pending counts). A page waits for its turn in a bounded queue, at most `maxWaitMs`; one that
 * finds the queue full, or waits longer, is a quick 503 in French with Retry-After rather than a wait of seconds.
 * Only pages come here: the API (`/api/session` of visitors already in), files and probes never wait behind a page's
 * draw and are never shed. The balancer's nginx asks another replica for a GET answered 503
 * (docker/nginx/balancer.conf).
 */
export function pageShedding(settings: OverloadSettings, onShed?: (reason: ShedReason) => void): RequestHandler {
  const sampler = samplerFor(settings.maxEventLoopDelayMs);
  const draws = pLimit(settings.maxPagesInFlight);
  // Pages still waiting for a draw: one shed after its wait stays in p-limit's queue until a slot frees, but it is
  // no longer waiting and must not make the queue look full.
  let waiting = 0;
  return (req, res, next) => {
    const shed = (reason: ShedReason) => {
      onShed?.(reason);
      next(new TryAgainSoon('overloaded', OVERLOADED_MESSAGE, settings.retryAfterSeconds));
    };
    if (sampler.eventLoopOverload) return shed('event_loop');
    if (draws.activeCount >= settings.maxPagesInFlight && waiting >= settings.maxPagesWaiting)
      return shed('queue_full');
    // Settled once: drawn, shed after its wait, or its visitor gone while it waited (nothing to draw for them).
    let settled = false;
    const settle = () => {
      if (settled) return false;
      settled = true;
      waiting -= 1;
      clearTimeout(timer);
      res.off('close', settle);
      return true;
    };
    waiting += 1;
    const timer = setTimeout(() => {
      if (settle()) shed('waited');
    }, settings.maxWaitMs);
    res.once('close', settle);
    void draws(
      () =>
        new Promise<void>((drawn) => {
          if (!settle()) return drawn();
          // Its slot is free once the page was sent or its visitor left.
          res.once('close', () => drawn());
          next();
        }),
    );
  };
}
