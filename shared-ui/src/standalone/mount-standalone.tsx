import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider, useLocation } from 'react-router';
import { Global, ThemeProvider } from '@emotion/react';
import { bus, kit, ROUTE_PATHS, sessionStore, type RemoteName, type RouteName, type SiteRuntime } from 'shared-kit';
// Through the package name, as the remote's pages reach them: one runtime context for the shell and its pages.
import { SiteRuntimeProvider, siteKitFrom } from 'shared-ui';
import { lightTheme } from '../theme/theme';
import { globalStyles } from '../theme/global-styles';
import { RouterNavigation } from '../navigation/react-router-adapter';
import { watchConnectivity } from '../state/connectivity';
import { createBusLog } from './bus-log';
import { PageGate } from './components/PageGate';
import { QaLayout } from './components/QaLayout';
import { QaProvider, type QaDeps } from './qa-context';
import { startQaSession } from './qa-session';
import { standalonePages, type PagesFolder, type StandalonePage } from './standalone-pages';
import { qaClock } from './qa-clock';

export type { PagesFolder };
import { sandboxControls } from './sandbox-controls';

/**
 * The QA shell of a remote (`npm run dev -w mfe-shop`, see README.md here): its pages at their
 * real paths with the real kit and session of the QA stack, a persona switcher, a scenario panel
 * and a live log of the bus. The bus log listens before anything starts, so it sees every event.
 */
export function mountStandalone(remote: RemoteName, pagesFolder: PagesFolder): void {
  const pages = standalonePages(remote, pagesFolder);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the standalone page');
  const root = createRoot(container);
  const busLog = createBusLog(bus);
  // Submits follow the network as on the site (the host starts the same watch).
  watchConnectivity(bus);
  const message = (text: string) => root.render(<p style={{ padding: '2rem', fontFamily: 'sans-serif' }}>{text}</p>);
  message('Démarrage du shell QA…');

  startQaSession({ kit, session: sessionStore, bus }).then(
    (qaSession) => {
      // The page's runtime as the host builds it, with the QA clock: the kit through the site's one adapter (each
      // call waits for the lifecycle's owner), the page's session store and bus, /config.json.
      const runtime: SiteRuntime = {
        kit: siteKitFrom({ current: () => kit, load: async () => kit, inStep: () => qaSession.ready() }),
        session: sessionStore,
        bus,
        config: qaSession.config,
        clock: qaClock,
        data: {},
      };
      const deps: QaDeps = {
        remote,
        kit: runtime.kit,
        session: sessionStore,
        bus,
        controls: sandboxControls(),
        qaSession,
        busLog,
      };
      root.render(
        <StrictMode>
          <SiteRuntimeProvider runtime={runtime}>
            <QaProvider deps={deps}>
              <RouterProvider router={createQaRouter(remote, pages)} />
            </QaProvider>
          </SiteRuntimeProvider>
        </StrictMode>,
      );
    },
    (error: unknown) => {
      console.error('[qa] start-up failed', error);
      message(`Le shell QA n'a pas pu démarrer : ${error instanceof Error ? error.message : String(error)}`);
    },
  );
}

function createQaRouter(remote: string, pages: StandalonePage[]) {
  function Shell() {
    return (
      <ThemeProvider theme={lightTheme}>
        <Global styles={globalStyles(lightTheme)} />
        <header style={{ padding: '0.75rem 1rem', background: lightTheme.colors.primary, color: '#fff' }}>
          <strong>La Grande Boutique · remote « {remote} » (QA)</strong>
          <nav aria-label="Pages du remote">
            <ul
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: '0.75rem',
                listStyle: 'none',
                padding: 0,
                margin: '0.5rem 0 0',
              }}
            >
              {pages.map((page) => (
                <li key={`${page.route}-${page.label}`}>
                  <Link style={{ color: '#fff' }} to={samplePath(page.route)}>
                    {page.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        <QaLayout>
          <Outlet />
        </QaLayout>
      </ThemeProvider>
    );
  }

  return createBrowserRouter([
    {
      path: '/',
      Component: Shell,
      children: [
        { index: true, element: <p>Choisissez une page du remote « {remote} » et un persona.</p> },
        ...pages.map((page) => ({
          path: ROUTE_PATHS[page.route],
          lazy: async () => {
            const { default: Page } = await page.load();
            return {
              Component: () => (
                <PageGate access={page.access} game={page.game}>
                  <RouterNavigation>
                    <Page {...page.props} />
                  </RouterNavigation>
                </PageGate>
              ),
            };
          },
        })),
        // A page of another remote or of the host (e.g. after a login): the shell stays, and says so.
        { path: '*', Component: OutsideRemote },
      ],
    },
  ]);
}

function OutsideRemote() {
  const { pathname } = useLocation();
  return (
    <p data-testid="qa-outside-remote">
      La page {pathname} n'appartient pas à ce remote : dans le site, l'hôte ou un autre remote l'afficherait.
    </p>
  );
}

/** A concrete URL for a route with dynamic segments, so the QA menu can open it. */
function samplePath(route: RouteName): string {
  return ROUTE_PATHS[route]
    .replace(':uuid', '00000000-0000-4000-8000-000000000000')
    .replace(':id', '1')
    .replace(':slug', 'exemple');
}
