import { EventBus, type BusOrigin } from '../bus/event-bus';
import type { SessionUser } from '../bus/events';
import { SessionStore } from './session-store';
import type { FetchLike } from './session-request';

const camille: SessionUser = {
  title: 'Mme',
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille@example.fr',
  phone: null,
  tokens: { accessToken: 'token-1' },
};

type Answer = Awaited<ReturnType<FetchLike>>;

const json = (status: number, body: unknown): Answer => ({
  ok: status >= 200 && status < 300,
  status,
  text: () => Promise.resolve(JSON.stringify(body)),
});

const sessionOf = (user: SessionUser | null, purchases: Array<{ couponIdentifier: string; quantity: number }> = []) =>
  json(200, { user, basket: { purchases } });

/** A tab whose store already read its session: Camille, an empty basket. */
async function tabWithCamille() {
  const fetchMock = jest.fn<ReturnType<FetchLike>, Parameters<FetchLike>>();
  fetchMock.mockResolvedValueOnce(sessionOf(camille));
  const bus = new EventBus();
  const store = new SessionStore({ bus, fetch: fetchMock });
  await store.load();
  fetchMock.mockClear();
  const changes: Array<[string | null, BusOrigin]> = [];
  bus.on('session:changed', ({ user }, origin) => changes.push([user?.firstName ?? null, origin]));
  return { store, bus, fetchMock, changes };
}

/** Lets the store's read and what follows it run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the session store when another tab of the browser wrote the session', () => {
  it('reads the basket again after another tab’s basket change: the badge and the basket page follow', async () => {
    const { store, bus, fetchMock } = await tabWithCamille();
    fetchMock.mockResolvedValueOnce(sessionOf(camille, [{ couponIdentifier: 'goody-mug', quantity: 3 }]));
    bus.emit('basket:changed', { purchases: [{ couponIdentifier: 'goody-mug', quantity: 3 }] }, 'other-tab');
    await settle();
    expect(fetchMock).toHaveBeenCalledWith('/api/session', expect.objectContaining({ method: 'GET' }));
    expect(store.basket.purchases).toEqual([{ couponIdentifier: 'goody-mug', quantity: 3 }]);
  });

  it('reads the user again after another tab’s profile change, and says so in this tab alone', async () => {
    const { store, bus, fetchMock, changes } = await tabWithCamille();
    const renamed = { ...camille, firstName: 'Marie' };
    fetchMock.mockResolvedValueOnce(sessionOf(renamed));
    bus.emit('session:changed', { user: renamed }, 'other-tab');
    await settle();
    expect(store.user?.firstName).toBe('Marie');
    // One read: what the store says of it is no news to read again.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The news heard, then the store's own reading of it: both the other tab's, so the relay sends neither back.
    expect(changes).toEqual([
      ['Marie', 'other-tab'],
      ['Marie', 'other-tab'],
    ]);
  });

  it('ends this tab’s session view after a logout in another tab, its basket with it', async () => {
    const { store, bus, fetchMock, changes } = await tabWithCamille();
    fetchMock.mockResolvedValueOnce(sessionOf(null));
    bus.emit('session:changed', { user: null }, 'other-tab');
    await settle();
    expect(store.isLoggedIn).toBe(false);
    expect(store.basket.purchases).toEqual([]);
    expect(changes.at(-1)).toEqual([null, 'other-tab']);
  });

  it('reads nothing for this tab’s own changes: it made them', async () => {
    const { bus, fetchMock } = await tabWithCamille();
    bus.emit('basket:changed', { purchases: [] });
    bus.emit('session:changed', { user: camille });
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads once more at most for a burst of writes heard while it reads (an order: basket, then stars)', async () => {
    const { store, bus, fetchMock } = await tabWithCamille();
    let answer: (value: Answer) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Answer>((resolve) => (answer = resolve)));
    fetchMock.mockResolvedValueOnce(sessionOf(camille, [{ couponIdentifier: 'goody-apron', quantity: 1 }]));
    for (let write = 0; write < 4; write += 1) bus.emit('basket:changed', { purchases: [] }, 'other-tab');
    answer(sessionOf(camille, [{ couponIdentifier: 'goody-mug', quantity: 1 }]));
    await settle();
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The last read is the one kept: the session as it is after every write.
    expect(store.basket.purchases).toEqual([{ couponIdentifier: 'goody-apron', quantity: 1 }]);
  });

  it('keeps what the tab shows when the read fails: another tab’s write says nothing of this tab’s session', async () => {
    const { store, bus, fetchMock, changes } = await tabWithCamille();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new Error('offline'));
    bus.emit('session:changed', { user: null }, 'other-tab');
    await settle();
    expect(store.user).toEqual(camille);
    expect(changes).toEqual([[null, 'other-tab']]);
  });
});
