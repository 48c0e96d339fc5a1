import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { observable, runInAction } from 'mobx';
import { SWRConfig } from 'swr';
import { SiteRuntimeProvider } from '../runtime/site-runtime';
import { fakeRuntime } from '../testing/fake-runtime';
import { EventBus } from 'shared-kit/core';
import { kitStatusAtom, uiStore } from 'shared-ui';
import { useUserData, type AuthorizedSession } from './use-user-data';

function fakeKit() {
  const kit = observable({ session: { user: null as { id: number } | null, accessToken: null as string | null } });
  return {
    kit,
    authorize(id: number) {
      runInAction(() => {
        kit.session = { user: { id }, accessToken: `token-${id}` };
      });
    },
  };
}

function Stars({ kit, bus, read }: { kit: AuthorizedSession; bus: EventBus; read: jest.Mock }) {
  const { data, error } = useUserData({ scope: 'test', kit, bus }, 'stars', read, ['card:refresh']);
  if (error) return <p>échec</p>;
  return <p>{data === undefined ? 'chargement' : `${String(data)} étoiles`}</p>;
}

function renderStars(kit: AuthorizedSession, bus: EventBus, read: jest.Mock) {
  return render(
    <SiteRuntimeProvider runtime={fakeRuntime()}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <Stars kit={kit} bus={bus} read={read} />
      </SWRConfig>
    </SiteRuntimeProvider>,
  );
}

afterEach(() => uiStore.set(kitStatusAtom, 'starting'));

describe('useUserData', () => {
  it('asks nothing before the kit acts for a user, then reads and re-reads on the listed events', async () => {
    const { kit, authorize } = fakeKit();
    const bus = new EventBus();
    let stars = 120;
    const read = jest.fn(async () => stars);
    renderStars(kit, bus, read);
    expect(screen.getByText('chargement')).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();

    act(() => authorize(7));
    expect(await screen.findByText('120 étoiles')).toBeInTheDocument();
    stars = 90;
    act(() => bus.emit('card:refresh', {}));
    expect(await screen.findByText('90 étoiles')).toBeInTheDocument();
  });

  it('starts from what the server read for the page, reading it again on the events but not right after', async () => {
    const { kit, authorize } = fakeKit();
    const bus = new EventBus();
    const read = jest.fn(async () => 95);
    function Served() {
      const { data } = useUserData({ scope: 'test', kit, bus }, 'stars', read, ['card:refresh'], { fallbackData: 120 });
      return <p>{`${String(data)} étoiles`}</p>;
    }
    render(
      <SiteRuntimeProvider runtime={fakeRuntime()}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <Served />
        </SWRConfig>
      </SiteRuntimeProvider>,
    );
    act(() => authorize(7));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('120 étoiles')).toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
    act(() => bus.emit('card:refresh', {}));
    expect(await screen.findByText('95 étoiles')).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('keeps what the server read once the page’s reads are let go (the next page): the header never loses its stars', async () => {
    const { kit, authorize } = fakeKit();
    const bus = new EventBus();
    const read = jest.fn(async () => 95);
    function Served({ served }: { served: number | undefined }) {
      const { data } = useUserData({ scope: 'test', kit, bus }, 'stars', read, [], { fallbackData: served });
      return <p>{data === undefined ? 'chargement' : `${String(data)} étoiles`}</p>;
    }
    const page = (served: number | undefined) => (
      <SiteRuntimeProvider runtime={fakeRuntime()}>
        <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
          <Served served={served} />
        </SWRConfig>
      </SiteRuntimeProvider>
    );
    const cache = new Map();
    const { rerender } = render(page(120));
    act(() => authorize(7));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    // The visitor goes to another page: the server's reads are gone from the runtime.
    rerender(page(undefined));
    expect(screen.getByText('120 étoiles')).toBeInTheDocument();
    expect(screen.queryByText('chargement')).not.toBeInTheDocument();
    expect(read).not.toHaveBeenCalled();
  });

  it('shows a failure while the host could not authorize the kit, and the data once it has', async () => {
    const { kit, authorize } = fakeKit();
    const read = jest.fn(async () => 50);
    renderStars(kit, new EventBus(), read);
    act(() => uiStore.set(kitStatusAtom, 'failed'));
    expect(screen.getByText('échec')).toBeInTheDocument();

    act(() => {
      uiStore.set(kitStatusAtom, 'ready');
      authorize(8);
    });
    expect(await screen.findByText('50 étoiles')).toBeInTheDocument();
  });

  it('hydrates a server-rendered page as the server drew it (no user, no failure), whatever the kit did meanwhile', async () => {
    const bus = new EventBus();
    const read = jest.fn(async () => 30);
    const page = (kit: AuthorizedSession) => (
      <SiteRuntimeProvider runtime={fakeRuntime()}>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <Stars kit={kit} bus={bus} read={read} />
        </SWRConfig>
      </SiteRuntimeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(fakeKit().kit));
    expect(container.textContent).toBe('chargement');

    // In the browser the kit was authorized before the page's code hydrated it, and another read had failed.
    const { kit, authorize } = fakeKit();
    authorize(9);
    const failedKit = fakeKit().kit;
    uiStore.set(kitStatusAtom, 'failed');
    const mismatches: unknown[] = [];
    for (const [browserKit, expected] of [
      [kit, '30 étoiles'],
      [failedKit, 'échec'],
    ] as const) {
      const root = document.createElement('div');
      root.innerHTML = container.innerHTML;
      await act(async () => {
        hydrateRoot(root, page(browserKit), { onRecoverableError: (error) => mismatches.push(error) });
      });
      await waitFor(() => expect(root.textContent).toBe(expected));
    }
    expect(mismatches).toEqual([]);
  });
});
