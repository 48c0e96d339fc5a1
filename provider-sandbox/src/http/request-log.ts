import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { logger } from '../logger';

/** The caller's X-Request-Id (the session server's, from nginx) is kept when it is short and plain. */
const PLAIN_ID = /^[\w.-]{8,64}$/;

/**
 * The path alone: access tokens and reset tokens travel in the query string here, and the test controls put an
 * e-mail in the path (`/__sandbox/users/<e-mail>/stars`).
 */
const loggedPath = (url: string | undefined) => (url ?? '').split('?')[0]!.replace(/[^/]*@[^/]*/g, '[redacted]');

/**
 * One JSON line per request (not the health probes): the caller's request id, method, path, status and duration;
 * never a header, a query or a body. `req.log` carries the id for the lines logged while answering.
 */
export function requestLogging(log: Logger = logger): RequestHandler {
  return pinoHttp({
    logger: log,
    genReqId: (req, res) => {
      const asked = req.headers['x-request-id'];
      const id = typeof asked === 'string' && PLAIN_ID.test(asked) ? asked : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    quietReqLogger: true,
    quietResLogger: true,
    autoLogging: { ignore: (req) => req.url === '/healthz' },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessObject: (req, res, fields: { responseTime: number }) => ({
      method: req.method,
      path: loggedPath(req.url),
      status: res.statusCode,
      responseTime: fields.responseTime,
    }),
    customErrorObject: (req, res, _error, fields: { responseTime: number }) => ({
      method: req.method,
      path: loggedPath(req.url),
      status: res.statusCode,
      responseTime: fields.responseTime,
    }),
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request completed',
  });
}
