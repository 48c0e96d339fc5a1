import type { RequestHandler } from 'express';
import { SESSION_API } from 'shared-kit/contracts';
import type { Logger } from 'pino';
import { logger, requestContext, requestLines, type RequestContext } from './logger';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id';
import { safeUrl } from './safe-url';

/** Probes ask every few seconds: their answers are not worth a line each (their figures are in the metrics). */
const PROBES = new Set(['/healthz', '/readyz']);
/**
 * The session read, every page load's first request and the site's most frequent one, answered from the cookie alone:
 * its line is written at `debug` only (its count, status and duration are in the metrics, a failure among them is
 * logged where it fails). Load profile of `/api/session`: building and writing its line was the largest of the costs
 * its answer took on since 1788679.
 */
const SESSION_READ = SESSION_API.session.path;

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

/** Told of every answer sent whole (the metrics' timer, http-metrics.ts): the original address, its status, its time. */
export type AnswerObserver = (method: string, url: string, status: number, seconds: number) => void;

/**
 * Gives each request its id (X-Request-Id from the proxy when well-formed, else a new one), sends it back in the
 * answer, logs one line when the answer is sent — what was asked and answered, nothing of who asked (no address, no
 * header, no body) — and runs the rest of the request in its context: every line logged for it (currentLog) carries
 * `reqId`, and the provider client sends the id on. `onAnswered` hears of each answer from the same listener, so an
 * answer costs one listener and one layer for both its line and its timing (load profile of `/api/session`).
 *
 * Written on pino rather than through pino-http: pino-http made three loggers per request, one holding the whole
 * request (headers and all) serialized and censored for lines this site never writes, and most requests write no line
 * but this one (load profile of `/api/session`).
 */
export function requestLogging(onAnswered?: AnswerObserver): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const id = requestIdFrom(req.headers['x-request-id']);
    res.setHeader(REQUEST_ID_HEADER, id);
    const context = new RequestScope(id);
    const sessionRead = req.method === 'GET' && req.url === SESSION_READ;
    const lined = !PROBES.has(req.url) && (!sessionRead || requestLines.isLevelEnabled('debug'));
    let told = false;
    const line = (aborted: boolean) => {
      const status = res.statusCode;
      const entry: RequestLine = {
        reqId: id,
        method: req.method,
        url: safeUrl(req.originalUrl),
        status,
        responseTime: Math.round(performance.now() - started),
      };
      if (aborted) entry.aborted = true;
      requestLines[sessionRead ? 'debug' : levelOf(status)](entry, 'request completed');
    };
    if (onAnswered || lined) {
      res.on('finish', () => {
        told = true;
        onAnswered?.(req.method, req.originalUrl, res.statusCode, (performance.now() - started) / 1000);
        if (lined) line(false);
      });
    }
    // Closed before its answer was sent whole: the line says so (the metrics time answers only).
    if (lined) res.on('close', () => told || line(!res.writableFinished));
    requestContext.run(context, next);
  };
}
