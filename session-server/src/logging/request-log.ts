import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { logger, requestContext, requestLines, type RequestContext } from './logger';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id';
import { safeUrl } from './safe-url';

/** Probes ask every few seconds: their answers are not worth a line each (their figures are in the metrics). */
const PROBES = new Set(['/healthz', '/readyz']);

/** A request's context (logger.ts): its logger is made when a line is first written for it, most requests write none. */
class RequestScope implements RequestContext {
  #log: Logger | undefined;
  constructor(readonly id: string) {}
  get log(): Logger {
    return (this.#log ??= logger.child({ reqId: this.id }));
  }
}

interface RequestLine {
  reqId: string;
  method: string;
  url: string;
  status: number;
  responseTime: number;
  /** Closed before its answer was sent: the visitor left, or the server cut it (body-limits.ts). */
  aborted?: true;
}

/** What failed is logged where it failed (errors.ts), with its cause: this line's level says the request ended badly. */
const levelOf = (status: number) => (status >= 500 ? 'error' : status === 429 ? 'warn' : 'info');

/**
 * Gives each request its id (X-Request-Id from the proxy when well-formed, else a new one), sends it back in the
 * answer, logs one line when the answer is sent — what was asked and answered, nothing of who asked (no address, no
 * header, no body) — and runs the rest of the request in its context: every line logged for it (currentLog) carries
 * `reqId`, and the provider client sends the id on.
 *
 * Written on pino rather than through pino-http: pino-http made three loggers per request, one holding the whole
 * request (headers and all) serialized and censored for lines this site never writes, and most requests write no line
 * but this one (load profile of `/api/session`).
 */
export function requestLogging(): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const id = requestIdFrom(req.headers['x-request-id']);
    res.setHeader(REQUEST_ID_HEADER, id);
    const context = new RequestScope(id);
    if (!PROBES.has(req.url)) {
      const done = () => {
        res.off('finish', done);
        res.off('close', done);
        const line: RequestLine = {
          reqId: id,
          method: req.method,
          url: safeUrl(req.originalUrl),
          status: res.statusCode,
          responseTime: Math.round(performance.now() - started),
        };
        if (!res.writableFinished) line.aborted = true;
        requestLines[levelOf(res.statusCode)](line, 'request completed');
      };
      res.on('finish', done);
      res.on('close', done);
    }
    requestContext.run(context, next);
  };
}
