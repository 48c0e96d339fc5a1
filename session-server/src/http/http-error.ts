/** An error with the status and the French message the client is shown (AUTH-6). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly userMessage: string,
  ) {
    super(`${status} ${code}`);
    this.name = 'HttpError';
  }
}

/**
 * A refusal answered with the small French page of http/errors.ts (or JSON), never with a rendered page: what an
 * abusive request gets must cost nothing (an over-budget request, an unreadable or oversized form body).
 */
export class PlainRefusal extends HttpError {
  constructor(
    status: number,
    code: string,
    userMessage: string,
    /** The small page's French heading, when its status alone does not say what happened (a 429: too many what). */
    readonly heading?: string,
  ) {
    super(status, code, userMessage);
  }
}

/** A service we depend on is down: said with a `Retry-After` of a few seconds, the visitor's next try may work. */
export class TryAgainSoon extends HttpError {
  constructor(
    code: string,
    userMessage: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, code, userMessage);
  }
}
