import type { EventBus } from './event-bus';
import type { BusEventName, BusEvents } from './events';

/**
 * The events after which what another tab of the visitor shows is stale: a write of theirs (basket, order, profile,
 * login or logout, address, declaration, participation). Not the tab's own state: its connection, a 401 its kit met,
 * a session ended that its own read of the session tells it.
 */
export const TAB_EVENTS = [
  'basket:changed',
  'card:refresh',
  'catalog:refresh',
  'session:changed',
  'order:completed',
  'receipts:sent',
  'participation:changed',
  'addresses:changed',
] as const satisfies readonly BusEventName[];

type TabEvent = (typeof TAB_EVENTS)[number];

interface TabMessage {
  event: TabEvent;
  payload: BusEvents[TabEvent];
}

/** What the relay needs of a BroadcastChannel (a fake one in tests). */
export interface TabChannel {
  postMessage(message: unknown): void;
  onmessage: ((message: MessageEvent) => void) | null;
  close(): void;
}

/** Same name in every tab, every app and every version of the site: one channel per origin. */
export const TAB_CHANNEL_NAME = 'la-grande-boutique:bus';

const isTabEvent = (value: unknown): value is TabEvent => (TAB_EVENTS as readonly unknown[]).includes(value);

function browserChannel(): TabChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(TAB_CHANNEL_NAME);
}

/**
 * Carries the bus across the tabs of one browser on the site (BroadcastChannel: same origin only, never another
 * browser): each of TAB_EVENTS emitted in this tab is posted to the others, and each one posted by another tab is
 * emitted here marked `other-tab`. What a tab emits because it heard another's (a session read again) keeps that mark,
 * so nothing is ever sent back: no echo between tabs. Started once per page with the session store that reads the
 * session again on another tab's write (the host's shell runtime, the QA shells); never on a server, whose buses belong
 * to one request. Returns the stop.
 */
export function carryAcrossTabs(bus: EventBus, channel: TabChannel | null = browserChannel()): () => void {
  if (!channel) return () => undefined;
  const stops = TAB_EVENTS.map((event) =>
    bus.on(event, (payload, origin) => {
      if (origin === 'this-tab') channel.postMessage({ event, payload } satisfies TabMessage);
    }),
  );
  channel.onmessage = ({ data }: MessageEvent) => {
    const message = data as Partial<TabMessage> | null;
    // Another version of the site may share the channel: an event this one does not know is left alone.
    if (!message || !isTabEvent(message.event) || typeof message.payload !== 'object') return;
    bus.emit(message.event, message.payload as never, 'other-tab');
  };
  return () => {
    for (const stop of stops) stop();
    channel.onmessage = null;
    channel.close();
  };
}
