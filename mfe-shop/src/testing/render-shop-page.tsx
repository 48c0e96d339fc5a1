import type { ReactElement } from 'react';
import { EventBus, type BasketPurchase, type SessionUser } from 'shared-kit';
import { renderPage } from 'shared-ui/testing';
import { SWRConfig } from 'swr';
import { ShopKitProvider, type ShopKit } from '../app/shop-kit';
import { fakeSession } from './fake-session';
import { fakeShopKit, type FakeShopKit } from './fake-shop-kit';

const USER: SessionUser = {
  title: null,
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille@example.fr',
  phone: '0611223344',
  tokens: { accessToken: 'token-7' },
};

/** A shop page at `url` with a fake kit, a fresh SWR cache, its own bus and a recorded session. */
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
  const recorded = fakeSession(basket, USER);
  const view = renderPage(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ShopKitProvider kit={kit as ShopKit} bus={bus} session={recorded.session}>
        {element}
      </ShopKitProvider>
    </SWRConfig>,
    url,
    routePath,
  );
  return { ...view, kit, bus, ...recorded };
}
