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
