import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { EventBus, type LoadedReads, type SiteSession } from 'shared-kit';
import { fakeRuntime, fakeSession, renderPage } from 'shared-ui/testing';
import { SESSION_USER } from './session';

/**
 * Renders an account page at `url` with a fake kit, a fresh bus, the logged-in user's session and an empty SWR cache
 * (so one test's data never leaks into the next), inside the page's runtime and the navigation facade as the host
 * does, with what the page's loader read (`loaded`).
 */
export function renderAccountPage(
  element: ReactElement,
  {
    kit,
    url,
    routePath,
    bus = new EventBus(),
    session = fakeSession({ user: SESSION_USER }),
    loaded = {},
  }: { kit: object; url: string; routePath?: string; bus?: EventBus; session?: SiteSession; loaded?: LoadedReads },
) {
  const view = renderPage(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{element}</SWRConfig>,
    url,
    routePath ?? url.split('?')[0] ?? url,
    fakeRuntime({ kit, bus, session }),
    loaded,
  );
  return { ...view, bus, session };
}
