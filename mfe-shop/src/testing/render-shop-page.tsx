import type { ReactElement } from 'react';
import { EventBus, type BasketPurchase, type SessionUser } from 'shared-kit';
import { fakeRuntime, fakeSession, renderPage } from 'shared-ui/testing';
import { SWRConfig } from 'swr';
import { fakeShopKit, type FakeShopKit } from './fake-shop-kit';

const USER: SessionUser = {
  title: null,
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille@example.fr',
  phone: '0611223344',
  tokens: { accessToken: 'token-7' },
};

/**
 * A shop page at `url` with a fake kit, a fresh SWR cache, its own bus and the user's session (the baskets it saves
 * in `saved`), in the page's runtime as the host gives it.
 */
export function renderShopPage(
  element: ReactElement,
  {
    url = '/',
    routePath = url,
    kit = fakeShopKit(),
    basket = [] as BasketPurchase[],
  }: { url?: string; routePath?: string; kit?: FakeShopKit; basket?: BasketPurchase[] } = {},
) {
  const bus = new EventBus();
  const session = fakeSession({ user: USER, basket });
  const view = renderPage(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{element}</SWRConfig>,
    url,
    routePath,
    fakeRuntime({ kit, bus, session }),
  );
  return { ...view, kit, bus, session, saved: session.savedBaskets };
}
