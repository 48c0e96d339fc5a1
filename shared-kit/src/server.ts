/**
 * What a server needs of the kit (the session server's own writes, a page's loaders in the host's server bundle),
 * without the browser's singleton kit and session store that `shared-kit` itself makes when imported.
 */
export { requestKit, type RequestKitOptions } from './kit/request-kit';
export type { Kit } from './kit/kit';
export { isKitError, KitError } from './kit/errors/kit-error';
export {
  parseBody,
  TransportCancelledError,
  TransportGaveUpError,
  type Transport,
  type TransportRequest,
  type TransportResponse,
} from './kit/transport/transport';
export type { Environment, Region } from './contracts/site-config';
