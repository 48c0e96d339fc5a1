import type { RequestHandler } from 'express';
import type { SiteMetrics } from './metrics';
import { routeLabel, statusClass } from './route-label';

/**
 * Times every answer into `lgb_http_request_duration_seconds`. The label pair's series is looked up once and kept (a
 * few dozen at most): the page served from the cache, ~1 400 times a second, pays a clock read and one observation.
 */
export function measureRequests(metrics: SiteMetrics): RequestHandler {
  const series = new Map<string, { observe(seconds: number): void }>();
  return (req, res, next) => {
    const started = performance.now();
    res.once('finish', () => {
      const route = routeLabel(req.method, req.originalUrl, res.statusCode);
      const status = statusClass(res.statusCode);
      const key = `${route} ${status}`;
      let timer = series.get(key);
      if (!timer) {
        timer = metrics.http.labels(route, status);
        series.set(key, timer);
      }
      timer.observe((performance.now() - started) / 1000);
    });
    next();
  };
}
