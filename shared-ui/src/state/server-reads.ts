import { createContext, useContext } from 'react';
import type { ServerReadId, ServerReads } from 'shared-kit/core';

/**
 * What the server read for the page it rendered (shared-kit ServerReads), given by the host to the whole page: hooks
 * start from it (SWR's fallbackData), in the server HTML and while hydrating, then read the provider as usual. The
 * host gives a visitor's reads only while that visitor is the one logged in.
 */
export const ServerReadsContext = createContext<ServerReads>({});

/** One of the server's reads for this page, undefined when the server did not read it. */
export function useServerRead<K extends ServerReadId>(id: K): ServerReads[K] {
  return useContext(ServerReadsContext)[id];
}
