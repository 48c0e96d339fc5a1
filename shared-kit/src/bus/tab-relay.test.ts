/**
 * @jest-environment node
 */
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { EventBus, type BusOrigin } from './event-bus';
import type { BusEventName } from './events';
import { carryAcrossTabs, TAB_CHANNEL_NAME, type TabChannel } from './tab-relay';

/** One browser's tabs of the site: a message posted in one reaches every other, later, never its own. */
function fakeBrowser() {
  const open = new Set<TabChannel>();
  const posted: unknown[] = [];
  const channel = (): TabChannel => {
    const self: TabChannel = {
      onmessage: null,
      postMessage(message) {
        posted.push(message);
        const copy = structuredClone(message);
        for (const other of open)
          if (other !== self) setTimeout(() => other.onmessage?.({ data: copy } as MessageEvent), 0);
      },
      close: () => void open.delete(self),
    };
    open.add(self);
    return self;
  };
  return { channel, posted };
}

/** Every event a bus hears, with where it came from. */
function heard(bus: EventBus, events: BusEventName[]) {
  const log: string[] = [];
  for (const event of events) bus.on(event, (_payload, origin: BusOrigin) => log.push(`${event} ${origin}`));
  return log;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the bus across the tabs of one browser', () => {
  it('emits in the other tabs what one tab emits, marked as theirs, with its payload', async () => {
    const browser = fakeBrowser();
    const [first, second, third] = [new EventBus(), new EventBus(), new EventBus()];
    for (const bus of [first, second, third]) carryAcrossTabs(bus, browser.channel());
    const payloads: unknown[] = [];
    second.on('basket:changed', (payload) => payloads.push(payload));
    const secondLog = heard(second, ['basket:changed']);
    const thirdLog = heard(third, ['basket:changed']);
    const firstLog = heard(first, ['basket:changed']);

    first.emit('basket:changed', { purchases: [{ couponIdentifier: 'goody-mug', quantity: 3 }] });
    await settle();

    expect(firstLog).toEqual(['basket:changed this-tab']);
    expect(secondLog).toEqual(['basket:changed other-tab']);
    expect(thirdLog).toEqual(['basket:changed other-tab']);
    expect(payloads).toEqual([{ purchases: [{ couponIdentifier: 'goody-mug', quantity: 3 }] }]);
  });

  it('never sends back what it heard, nor what a tab emits because it heard it: no echo', async () => {
    const browser = fakeBrowser();
    const [first, second] = [new EventBus(), new EventBus()];
    carryAcrossTabs(first, browser.channel());
    carryAcrossTabs(second, browser.channel());
    // The second tab reads its session again and says what it read, as the other tab's news (the session store).
    second.on('basket:changed', (_payload, origin) => {
      if (origin === 'other-tab') second.emit('session:changed', { user: null }, 'other-tab');
    });
    const firstLog = heard(first, ['basket:changed', 'session:changed']);

    first.emit('basket:changed', { purchases: [] });
    await settle();
    await settle();

    expect(browser.posted).toHaveLength(1);
    expect(firstLog).toEqual(['basket:changed this-tab']);
  });

  it('keeps a tab’s own state in the tab: its connection, a 401 its kit met, a session ended it read', async () => {
    const browser = fakeBrowser();
    carryAcrossTabs(new EventBus(), browser.channel());
    const first = new EventBus();
    carryAcrossTabs(first, browser.channel());
    first.emit('connection:changed', { reachable: false });
    first.emit('session:unauthorized', { reason: '401' });
    first.emit('session:ended', {});
    await settle();
    expect(browser.posted).toEqual([]);
  });

  it('leaves alone a message it does not know (another version of the site on the same channel)', async () => {
    const browser = fakeBrowser();
    const bus = new EventBus();
    carryAcrossTabs(bus, browser.channel());
    const log = heard(bus, ['basket:changed', 'card:refresh']);
    const stranger = browser.channel();
    stranger.postMessage({ event: 'basket:emptied', payload: {} });
    stranger.postMessage({ event: 'card:refresh' });
    stranger.postMessage(null);
    await settle();
    expect(log).toEqual([]);
  });

  it('stops: the tab neither sends nor hears once stopped, and its channel is closed', async () => {
    const browser = fakeBrowser();
    const [first, second] = [new EventBus(), new EventBus()];
    const stop = carryAcrossTabs(first, browser.channel());
    carryAcrossTabs(second, browser.channel());
    const firstLog = heard(first, ['card:refresh']);
    stop();
    first.emit('card:refresh', {});
    second.emit('card:refresh', {});
    await settle();
    expect(browser.posted).toHaveLength(1);
    expect(firstLog).toEqual(['card:refresh this-tab']);
  });

  it('does nothing where there is no BroadcastChannel (an old browser, a server): each tab as before', () => {
    const bus = new EventBus();
    const stop = carryAcrossTabs(bus, null);
    expect(bus.listenerCount('basket:changed')).toBe(0);
    stop();
  });

  it('works over a real BroadcastChannel (Node’s, as the browser’s): structured-cloned payloads, other tabs only', async () => {
    const channels = [new NodeBroadcastChannel(TAB_CHANNEL_NAME), new NodeBroadcastChannel(TAB_CHANNEL_NAME)];
    const [first, second] = [new EventBus(), new EventBus()];
    const stops = [
      carryAcrossTabs(first, channels[0] as unknown as TabChannel),
      carryAcrossTabs(second, channels[1] as unknown as TabChannel),
    ];
    const arrived = new Promise<[unknown, BusOrigin]>((resolve) =>
      second.on('order:completed', (payload, origin) => resolve([payload, origin])),
    );
    const firstLog = heard(first, ['order:completed']);
    try {
      first.emit('order:completed', { orderedCouponIdentifiers: ['goody-mug', 'goody-apron'] });
      await expect(arrived).resolves.toEqual([{ orderedCouponIdentifiers: ['goody-mug', 'goody-apron'] }, 'other-tab']);
      await settle();
      expect(firstLog).toEqual(['order:completed this-tab']);
    } finally {
      for (const stop of stops) stop();
    }
  });
});
