import { useSiteRuntime } from 'shared-ui';
import { basketStoreFor, type BasketStore } from './basket-store';

/** The page's basket store (one per session store, so the host's reset after an order shows here). */
export function useBasket(): BasketStore {
  const { session, bus } = useSiteRuntime();
  return basketStoreFor(session, bus);
}
