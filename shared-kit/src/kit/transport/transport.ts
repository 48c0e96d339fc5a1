export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface TransportRequest {
  method: HttpMethod;
  /** Absolute URL, query string included. */
  url: string;
  json?: unknown;
  form?: FormData;
  /** Asked for by receipt uploads (progress events). */
  onUploadProgress?: (loaded: number, total: number) => void;
  /** No answer within this many milliseconds: the request is abandoned and rejects with TransportTimeoutError. */
  timeoutMs?: number;
}

/** The request got no answer in time: unlike a refused connection, the provider may have done it. */
export class TransportTimeoutError extends Error {
  override readonly name = 'TransportTimeoutError';
}

/** The caller stopped waiting (a server request whose visitor left): nobody wants the answer, nothing is retried. */
export class TransportCancelledError extends Error {
  override readonly name = 'TransportCancelledError';
}

/**
 * A transport that retries by itself (the session server's bounded writes) gave up: the kit asks nothing again.
 * `mayHaveReached`: the provider may have received the call (no answer in time, a connection lost once sent), so it
 * fails as a TIMEOUT does, for the user to decide; otherwise nobody was reached (CONNECTION_FAILED).
 */
export class TransportGaveUpError extends Error {
  override readonly name = 'TransportGaveUpError';
  constructor(
    message: string,
    readonly mayHaveReached: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export interface TransportResponse {
  status: number;
  /** Parsed JSON body, or null when the answer had none. */
  body: unknown;
}

/**
 * Sends one HTTP request. It rejects only when no answer came back (connection refused,
 * DNS, CORS, abort): that is what the kit counts as a connection failure and retries
 * (KIT-6: "A connection failure is retried twice"). Any HTTP status resolves.
 */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

/** What a form weighs on the wire, near enough: the deadline of an upload and its progress total. */
export function formBytes(form: FormData): number {
  let size = 0;
  form.forEach((value) => {
    size += typeof value === 'string' ? value.length : value.size;
  });
  return size;
}

/** An answer's body as the kit reads it, in the browser and on a server: JSON, null when empty, else its first words. */
export function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { debug_message: text.slice(0, 500) };
  }
}
