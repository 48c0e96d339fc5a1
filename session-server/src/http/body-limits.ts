import type { RequestHandler, Response } from 'express';
import { PlainRefusal } from './http-error';

/**
 * The site's limits on what a client sends. The balancer's nginx holds the same (docker/nginx/balancer.conf:
 * client_max_body_size, client_body_timeout, client_header_timeout; body-limits.test.ts holds them equal), so a
 * request nginx lets through is one the replicas take.
 */
export const DEFAULT_BODY_LIMIT_BYTES = 16 * 1024;
export const DEFAULT_BODY_TIMEOUT_MS = 10_000;

export interface BodyLimits {
  /** Largest body a route reads (BODY_LIMIT_BYTES). */
  bytes: number;
  /** Time the whole body has to arrive once its headers are in (BODY_TIMEOUT_MS). */
  timeoutMs: number;
}

/** The words of a route's two refusals: JSON for the API, a small French page for a browser's form. */
export interface BodyRefusals {
  tooLarge: string;
  tooSlow: string;
}

export const API_BODY_REFUSALS: BodyRefusals = {
  tooLarge: 'La requête est trop volumineuse.',
  tooSlow: 'La requête est arrivée trop lentement. Merci de réessayer.',
};

/**
 * The connection goes with the answer: what is left of the body is never read, so a client announcing a gigabyte or
 * sending a byte every few seconds holds nothing once refused.
 */
function refusal(res: Response, status: 408 | 413, say: BodyRefusals): PlainRefusal {
  res.setHeader('Connection', 'close');
  return status === 413
    ? new PlainRefusal(413, 'payload_too_large', say.tooLarge)
    : new PlainRefusal(408, 'request_timeout', say.tooSlow);
}

/**
 * Wraps a body parser (body-parser's json or urlencoded) so that a body is refused as soon as it is known to be too
 * large or too slow, answered at once instead of after the parser's end. body-parser refuses a Content-Length over its
 * limit before reading, but reads the whole body off the connection before it says so (its `dump`), and it has no
 * deadline: a request announcing 1 GB and sending a byte every 5 s was never answered. Here:
 * - a Content-Length over the limit: 413 before a byte of the body is read;
 * - a body without a length (chunked): 413 as soon as it passes the limit;
 * - a body not all there `timeoutMs` after the parser started: 408.
 * Whatever the parser says later about a request refused here is dropped: the refusal was the answer.
 */
export function boundedBody(parse: RequestHandler, limits: BodyLimits, say: BodyRefusals): RequestHandler {
  return (req, res, next) => {
    if (Number(req.headers['content-length']) > limits.bytes) return next(refusal(res, 413, say));
    let settled = false;
    let received = 0;
    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      req.off('data', count);
      next(error);
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.bytes) settle(refusal(res, 413, say));
    };
    const deadline = setTimeout(() => settle(refusal(res, 408, say)), limits.timeoutMs);
    parse(req, res, settle);
    // Counted beside the parser only while it reads: a listener of our own would start a body nobody reads flowing.
    if (!settled && req.listenerCount('data') > 0) req.on('data', count);
  };
}
