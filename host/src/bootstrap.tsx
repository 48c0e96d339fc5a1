import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { bus, ROUTE_PATHS, type SiteRuntime } from 'shared-kit/core';
import { uiStore, watchConnectivity } from 'shared-ui';
import { App } from './app/App';
import { loadSiteConfig } from './app/config/site-config';
import { createShellKitSession } from './app/kit-session/shell-kit-session';
import { registerSiteRemotes } from './app/remotes/remote-registry';
import { createRoutes, routeContext, type RouteDeps } from './app/routes/create-routes';
import { browserPageModule } from './app/routes/page-modules';
import { GameStorageKeeper } from './app/guards/GameSection';
import type { ShellServices } from './app/shell/shell-context';
import { startAfterFirstRender, whenIdle } from './app/startup/after-first-render';
import { reportError } from './app/error-reporting/report-error';
import { mountApp, mountMode, routerReady } from './app/server-render/mount-app';
import { hydrationFrom } from './app/server-render/hydration-data';
import { readServerRenderData } from './app/server-render/server-render-data';
import { keepTypedFields } from './app/server-render/typed-before-hydration';
import { tabKeepsPageState } from './app/server-render/tab-state';
import { holdSessionForHydration } from './app/session/session-source';
import { rememberThemeForServer, themeModeAtom } from './app/theme-mode/theme-mode';
import { lockZoomOnIphone } from './app/viewport/iphone-zoom-lock';
import { preloadLoggedInHeader } from './app/layouts/header/logged-in-header';
import { handleUnauthorized } from './app/session/logout-flow';
import { sayWhenSessionEnded } from './app/session/session-ended';
import { HOST_FR } from './messages/fr';

/**
 * How long a client navigation waits for its page's reads: past it the page shows, and its hooks read what is still
 * missing (with their loading states), so a slow provider never holds a tap for long.
 */
const NAVIGATION_READ_DEADLINE_MS = 1_500;

async function start() {
  lockZoomOnIphone();
  // Heard from the session's first read on: a session ended from elsewhere is said once the page is interactive.
  const sessionEnded = sayWhenSessionEnded(bus);
  // A server-rendered page carries its configuration: the session is then the only round trip.
  const serverRender = readServerRenderData();
  const renderedUrl = `${window.location.pathname}${window.location.search}`;
  const configReady = serverRender ? Promise.resolve(serverRender.config) : loadSiteConfig();
  // The kit's one owner authorizes it from the session; pages get a kit that waits for it.
  const shell = createShellKitSession({
    config: configReady,
    bus,
    load: () => import('./app/kit-session/shell-runtime'),
  });
  // A shell page the server rendered for nobody hydrates as nobody's: the kit and the session store load after it,
  // with the first page that uses them or once the page is idle. Any other start needs them at once: configuration
  // and session in one round trip.
  const kitLater = serverRender?.kitAfterRender === true;
  const [config] = await Promise.all([configReady, kitLater ? null : shell.ready()]);
  registerSiteRemotes(config);
  rememberThemeForServer();

  const session = shell.session;
  // The page's one time source (the schedule, the guards, the game's timers read it).
  const clock = { now: () => Date.now() };
  // The page's runtime, built once from the page's singletons: every part of the page reaches them through it.
  const runtime: SiteRuntime = {
    kit: shell.kit,
    session,
    bus,
    config,
    clock,
    data: { form: serverRender?.form },
  };
  const services: ShellServices = { session, kitOwner: shell.kitOwner, kitLoading: shell };

  watchConnectivity(bus);

  // The routes' loaders read with the page's kit; a client navigation waits for them a moment at most.
  const deps: RouteDeps = {
    config,
    session,
    clock,
    kit: shell.kit,
    kitLoading: shell,
    loadPage: browserPageModule,
    readDeadlineMs: NAVIGATION_READ_DEADLINE_MS,
  };
  // A page the server drew whole hydrates from its loaders' answers: no loader runs again for it.
  const hydrationData =
    serverRender?.page === 'complete' && serverRender.loaderData
      ? await hydrationFrom(serverRender.loaderData, browserPageModule)
      : null;
  const router = createBrowserRouter(createRoutes(), {
    getContext: () => routeContext(deps),
    ...(hydrationData ? { hydrationData } : {}),
  });
  // Another visitor in this tab (a login, a logout): what the loaders read was the last one's, it is read again.
  let readFor = serverRender ? (serverRender.visitor ?? null) : (session.user?.email ?? null);
  bus.on('session:changed', ({ user }) => {
    if ((user?.email ?? null) === readFor) return;
    readFor = user?.email ?? null;
    void router.revalidate();
  });
  // The shell listens for an unauthorized session once mounted (SiteBehaviours); a server-rendered page mounts only
  // once its code is here, and the kit's first answer may come before: heard here, acted on once the page is
  // interactive (a toast or a logout before would change the page under its hydration).
  let unauthorizedBeforeMount = false;
  const stopEarlyListener = bus.on('session:unauthorized', () => {
    unauthorizedBeforeMount = true;
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // Server HTML stays on screen until the page's own code is here (no start-up splash over it), with the logged-in
  // header's for a visitor's page (it was rendered whole).
  if (serverRender) await Promise.all([routerReady(router), serverRender.visitor ? preloadLoggedInHeader() : null]);
  const visitor = session.user?.email ?? null;
  // A page the server drew whole, whose module the browser could not have (a remote down): a new tree, not hydrated.
  const drawnWithout = serverRender?.page === 'complete' && hydrationData === null;
  const mode = drawnWithout
    ? 'render'
    : mountMode(
        { serverRender, visitor, theme: uiStore.get(themeModeAtom), renderedUrl, tabState: tabKeepsPageState() },
        router,
      );
  // The header hydrates with the session the server rendered, even if a logout (an unauthorized answer) lands
  // meanwhile: it shows the change right after.
  if (mode === 'hydrate') holdSessionForHydration(session);
  // What a visitor typed into the server's form before this code arrived is given back once hydrated.
  const giveTypedFieldsBack = mode === 'hydrate' ? keepTypedFields(container) : undefined;
  const onInteractive = () => {
    stopEarlyListener();
    sessionEnded.interactive();
    giveTypedFieldsBack?.();
    if (unauthorizedBeforeMount) {
      void handleUnauthorized({
        session,
        kitOwner: shell.kitOwner,
        navigateHome: () => void router.navigate(ROUTE_PATHS.index),
        reload: () => window.location.reload(),
      });
    }
  };
  mountApp(
    container,
    <StrictMode>
      <App runtime={runtime} services={services} onInteractive={onInteractive}>
        <RouterProvider router={router} />
        <GameStorageKeeper router={router} />
      </App>
    </StrictMode>,
    mode,
    {
      onHydrationError: (error) => {
        // React renders the part anew, so the visitor sees the right page; the mismatch is a bug to fix.
        console.error('[host] hydration mismatch', error);
        reportError(error, { component: 'hydration' });
      },
    },
  );
  startAfterFirstRender(config);
  if (kitLater) whenIdle(() => void shell.ready().catch(() => undefined));
}

start().catch((error: unknown) => {
  console.error('[host] start-up failed', error);
  const container = document.getElementById('root');
  if (container) {
    container.textContent = HOST_FR.frame.unavailable;
  }
});
