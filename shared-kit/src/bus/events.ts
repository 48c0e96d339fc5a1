/**
 * Typed events of the site-wide bus. Who emits and who listens is documented in
 * shared-kit/EVENTS.md; keep both in step.
 */
export interface BasketPurchase {
  couponIdentifier: string;
  quantity: number;
}

export interface SessionUser {
  title: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  tokens: { accessToken: string };
}

export interface BusEvents {
  'basket:changed': { purchases: BasketPurchase[] };
  'card:refresh': Record<string, never>;
  'catalog:refresh': Record<string, never>;
  'session:changed': { user: SessionUser | null };
  'session:unauthorized': { reason: string };
  'session:ended': Record<string, never>;
  'order:completed': { orderedCouponIdentifiers: string[] };
  'receipts:sent': { batchUuid: string; receiptUuids: string[] };
  'participation:changed': { codeId: number };
  'addresses:changed': Record<string, never>;
  'connection:changed': { reachable: boolean };
}

export type BusEventName = keyof BusEvents;
