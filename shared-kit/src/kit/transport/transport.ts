export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface TransportRequest {
  method: HttpMethod;
  /** Absolute URL, query string included. */
  url: string;
  json?: unknown;
  form?: FormData;
  /** Asked for by receipt uploads (issue #3: progress events). */
  onUploadProgress?: (loaded: number, total: number) => void;
}

export interface TransportResponse {
  status: number;
  /** Parsed JSON body, or null when the answer had none. */
  body: unknown;
}

/**
 * Sends one HTTP request. It rejects only when no answer came back (connection refused,
 * DNS, CORS, abort): that is what the kit counts as a connection failure and retries
 * (spec §7: "A connection failure is retried twice"). Any HTTP status resolves.
 */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;
