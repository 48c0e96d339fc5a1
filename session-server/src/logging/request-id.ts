import { randomUUID } from 'node:crypto';

/** The header that carries a request's id: from nginx in front, to the provider behind, back to the browser. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * An id from outside is taken only when it is short and made of safe characters (nginx's `$request_id` is 32 hex
 * digits): anything else could forge log lines or carry data, and is replaced by a new id.
 */
const WELL_FORMED = /^[A-Za-z0-9._-]{8,64}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && WELL_FORMED.test(header) ? header : randomUUID();
}
