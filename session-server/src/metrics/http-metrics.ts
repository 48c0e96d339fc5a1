import type { AnswerObserver } from '../logging/request-log';
import type { SiteMetrics } from './metrics';
import { routeLabel, statusClass } from './route-label';

/**
 * Times every answer into `lgb_http_request_duration_seconds`, told by the request's own listener (request-log.ts). The
 * label pair's series is looked up once and kept (a few dozen at most): the page served from the cache, ~1 400 times a
 * second, pays one observation.
 */
export function answerTimer(metrics: SiteMetrics): AnswerObserver {
  const series = new Map<string, { observe(seconds: number): void }>();
  return (method, url, status, seconds) => {
    const route = routeLabel(method, url, status);
    const statusLabel = statusClass(status);
    const key = `${route} ${statusLabel}`;
    let timer = series.get(key);
    if (!timer) {
      timer = metrics.http.labels(route, statusLabel);
      series.set(key, timer);
    }
    timer.observe(seconds);
  };
}
