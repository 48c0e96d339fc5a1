import type { BusEventName, EventBus } from 'shared-kit/core';

/** Every bus event (a new one in shared-kit's BusEvents must be added here: the type says so). */
const EVENTS: Record<BusEventName, true> = {
  'basket:changed': true,
  'card:refresh': true,
  'catalog:refresh': true,
  'session:changed': true,
  'session:unauthorized': true,
  'session:ended': true,
  'order:completed': true,
  'receipts:sent': true,
  'participation:changed': true,
  'addresses:changed': true,
  'connection:changed': true,
};

export interface BusLogEntry {
  id: number;
  at: number;
  event: BusEventName;
  payload: string;
}

const MAX_ENTRIES = 50;

/** Payloads are plain data (EVENTS.md), but a session event carries the access token: mask it. */
function describe(payload: unknown): string {
  return JSON.stringify(payload, (key, value: unknown) => (key === 'accessToken' ? '***' : value));
}

/** A live log of what passes on the page-wide bus, newest first, for QA to check EVENTS.md by eye. */
export function createBusLog(bus: EventBus, now: () => number = Date.now) {
  let entries: BusLogEntry[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const unsubscribe = (Object.keys(EVENTS) as BusEventName[]).map((event) =>
    bus.on(event, (payload) => {
      entries = [{ id: nextId++, at: now(), event, payload: describe(payload) }, ...entries].slice(0, MAX_ENTRIES);
      for (const listener of listeners) listener();
    }),
  );
  return {
    entries: () => entries,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear(): void {
      entries = [];
      for (const listener of listeners) listener();
    },
    stop(): void {
      for (const off of unsubscribe) off();
    },
  };
}

export type BusLog = ReturnType<typeof createBusLog>;
