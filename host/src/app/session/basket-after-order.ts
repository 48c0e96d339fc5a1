import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { ROUTE_PATHS, type EventBus } from 'shared-kit';
import type { SessionSource } from './session-source';

/**
 * Spec §2 Route guards: leaving the order summary after a completed order resets the basket,
 * saves the basket to the session, and refreshes the card and the catalog (through the bus).
 */
export async function resetBasketAfterOrder(session: SessionSource, bus: EventBus): Promise<void> {
  try {
    await session.saveBasket([]);
  } catch (error) {
    // The order is placed either way; the session basket is rewritten at the next change.
    console.error('[basket] could not save the emptied basket', error);
  }
  bus.emit('basket:changed', { purchases: [] });
  bus.emit('card:refresh', {});
  bus.emit('catalog:refresh', {});
}

export function useBasketResetAfterOrder(session: SessionSource, bus: EventBus): void {
  const { pathname } = useLocation();
  const completed = useRef(false);
  const previous = useRef(pathname);

  useEffect(
    () =>
      bus.on('order:completed', () => {
        completed.current = true;
      }),
    [bus],
  );

  useEffect(() => {
    const leftSummary = previous.current === ROUTE_PATHS['shop-order-summary'] && pathname !== previous.current;
    previous.current = pathname;
    if (!leftSummary || !completed.current) return;
    completed.current = false;
    void resetBasketAfterOrder(session, bus);
  }, [pathname, session, bus]);
}
