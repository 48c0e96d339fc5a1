import { EventBus } from 'shared-kit/core';
import { createBusLog } from './bus-log';

describe('bus log', () => {
  it('records every event newest first, masks access tokens, and stops listening', () => {
    const bus = new EventBus();
    const log = createBusLog(bus, () => 1000);
    const seen = jest.fn();
    log.subscribe(seen);
    bus.emit('card:refresh', {});
    bus.emit('session:changed', {
      user: {
        title: null,
        firstName: 'Léa',
        lastName: 'Blé',
        email: 'lea@example.fr',
        phone: null,
        tokens: { accessToken: 'secret-token' },
      },
    });
    expect(log.entries().map((entry) => entry.event)).toEqual(['session:changed', 'card:refresh']);
    expect(log.entries()[0]?.payload).toContain('"accessToken":"***"');
    expect(log.entries()[0]?.payload).not.toContain('secret-token');
    expect(seen).toHaveBeenCalledTimes(2);
    log.stop();
    bus.emit('catalog:refresh', {});
    expect(log.entries()).toHaveLength(2);
    log.clear();
    expect(log.entries()).toEqual([]);
  });

  it('keeps the last 50 events', () => {
    const bus = new EventBus();
    const log = createBusLog(bus);
    for (let i = 0; i < 60; i += 1)
      bus.emit('basket:changed', { purchases: [{ couponIdentifier: `c${i}`, quantity: 1 }] });
    expect(log.entries()).toHaveLength(50);
    expect(log.entries()[0]?.payload).toContain('c59');
  });
});
