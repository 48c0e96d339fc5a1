import type { RequestHandler } from 'express';
import protect from 'overload-protection';
import { TryAgainSoon } from './http-error';

export interface OverloadSettings {
  /** Event-loop delay past which the instance is behind on what it already has (OVERLOAD_EVENT_LOOP_DELAY_MS). */
  maxEventLoopDelayMs: number;
  /** Pages this instance draws at once: past them a new one would wait longer than a visitor should (PAGES_IN_FLIGHT). */
  maxPagesInFlight: number;
  /** What the 503 tells the browser (and says in words): try again in this many seconds (OVERLOAD_RETRY_AFTER_S). */
  retryAfterSeconds: number;
}

/**
 * A shop page costs this instance about 20 ms of CPU (`npm run load`): 64 pages being drawn are a second and a half of
 * work ahead of a new one. An event loop a second late is far behind: every request waits that long to be read. At
 * 250 ms, 50 visitors at once (the instance's own capacity, not past it) were already shed by a third.
 */
export const DEFAULT_OVERLOAD: OverloadSettings = {
  maxEventLoopDelayMs: 1000,
  maxPagesInFlight: 64,
  retryAfterSeconds: 2,
};

export const OVERLOADED_MESSAGE =
  'Le site reçoit beaucoup de visiteurs en ce moment. Merci de réessayer dans un instant.';

export type ShedReason = 'event_loop' | 'in_flight';

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
 * New page requests shed, not suffered, past what this instance draws in time: a quick 503 in French with
 * Retry-After rather than a wait of seconds behind the pages already in, decided by the instance's own state — its
 * event-loop delay (overload-protection's sampler) and the pages it is drawing. Only pages come here: the API
 * (`/api/session` of visitors already in), files and probes never wait behind a page's draw and are never shed. The
 * balancer's nginx asks another replica for a GET answered 503 (docker/nginx/balancer.conf).
 */
export function pageShedding(settings: OverloadSettings, onShed?: (reason: ShedReason) => void): RequestHandler {
  const sampler = samplerFor(settings.maxEventLoopDelayMs);
  let inFlight = 0;
  return (req, res, next) => {
    const reason: ShedReason | null = sampler.eventLoopOverload
      ? 'event_loop'
      : inFlight >= settings.maxPagesInFlight
        ? 'in_flight'
        : null;
    if (reason !== null) {
      onShed?.(reason);
      next(new TryAgainSoon('overloaded', OVERLOADED_MESSAGE, settings.retryAfterSeconds));
      return;
    }
    inFlight += 1;
    // Once, whether the page was sent or its visitor left first.
    res.once('close', () => {
      inFlight -= 1;
    });
    next();
  };
}
