import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { EventBus } from 'shared-kit';
import { renderPage } from 'shared-ui/testing';
import { AccountKitProvider, type AccountKit } from '../app/account-kit';

/**
 * Renders an account page at `url` with a fake kit, a fresh bus and an empty SWR cache (so one
 * test's data never leaks into the next), inside the navigation facade as the host does.
 */
export function renderAccountPage(
  element: ReactElement,
  { kit, url, routePath, bus = new EventBus() }: { kit: AccountKit; url: string; routePath?: string; bus?: EventBus },
) {
  const view = renderPage(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AccountKitProvider kit={kit} bus={bus}>
        {element}
      </AccountKitProvider>
    </SWRConfig>,
    url,
    routePath ?? url.split('?')[0] ?? url,
  );
  return { ...view, bus };
}
