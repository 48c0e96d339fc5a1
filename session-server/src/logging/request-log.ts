import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { logger, requestContext } from './logger';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id';
import { safeUrl } from './safe-url';

/** Probes ask every few seconds: their answers are not worth a line each (their figures are in the metrics). */
const PROBES = new Set(['/healthz', '/readyz']);

type Req = IncomingMessage & { originalUrl?: string };

/** The request line: what was asked and answered, nothing of who asked (no address, no header, no body). */
const requestLine = (req: Req, res: ServerResponse, responseTime: number) => ({
  method: req.method,
  url: safeUrl(req.originalUrl ?? req.url ?? ''),
  status: res.statusCode,
  responseTime,
});

/**
 * Gives each request its id (X-Request-Id from the proxy when well-formed, else a new one), sends it back in the
 * answer, logs one line when the answer is sent, and runs the rest of the request in its context: every line logged
 * for it (currentLog) carries `reqId`, and the provider client sends the id on.
 */
export function requestLogging(): RequestHandler {
  const middleware = pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestIdFrom(req.headers['x-request-id']);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    // One child logger per request, carrying its id; the line itself says the rest.
    quietReqLogger: true,
    quietResLogger: true,
    autoLogging: { ignore: (req) => PROBES.has(req.url ?? '') },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode === 429 ? 'warn' : 'info',
    customSuccessObject: (req, res, fields: { responseTime: number }) => requestLine(req, res, fields.responseTime),
    customSuccessMessage: () => 'request completed',
    // What failed is logged where it failed (errors.ts), with its cause: this line says the request ended badly (its level).
    customErrorObject: (req, res, _error, fields: { responseTime: number }) =>
      requestLine(req, res, fields.responseTime),
    customErrorMessage: () => 'request completed',
  });
  return (req, res, next) => {
    middleware(req, res, () => requestContext.run({ id: String(req.id), log: req.log }, next));
  };
}
