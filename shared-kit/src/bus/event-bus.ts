import type { BusEventName, BusEvents } from './events';

/**
 * Where an event happened: in this tab, or in another tab of the same browser on the site, whose write this tab hears
 * through the tab relay (tab-relay.ts). A part that acts once per write (a conversion tag) acts on this tab's alone.
 */
export type BusOrigin = 'this-tab' | 'other-tab';

type Listener<E extends BusEventName> = (payload: BusEvents[E], origin: BusOrigin) => void;

/** A small typed publish/subscribe bus; one instance lives in the shared-kit singleton. */
export class EventBus {
  private readonly listeners = new Map<BusEventName, Set<Listener<never>>>();

  on<E extends BusEventName>(event: E, listener: Listener<E>): () => void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener as Listener<never>);
    return () => this.off(event, listener);
  }

  off<E extends BusEventName>(event: E, listener: Listener<E>): void {
    this.listeners.get(event)?.delete(listener as Listener<never>);
  }

  emit<E extends BusEventName>(event: E, payload: BusEvents[E], origin: BusOrigin = 'this-tab'): void {
    // A copy, so a listener that unsubscribes while handling does not skip the next one.
    for (const listener of [...(this.listeners.get(event) ?? [])]) {
      try {
        (listener as Listener<E>)(payload, origin);
      } catch (error) {
        // One faulty listener must not stop the others (e.g. a remote's page that crashed).
        console.error(`[bus] listener of "${event}" failed`, error);
      }
    }
  }

  listenerCount(event: BusEventName): number {
    return this.listeners.get(event)?.size ?? 0;
  }
}
