import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router';
import { Global, ThemeProvider } from '@emotion/react';
import type { RouteName } from 'shared-kit';
import { ROUTE_PATHS } from 'shared-kit';
import { lightTheme } from '../theme/theme';
import { globalStyles } from '../theme/global-styles';
import { RouterNavigation } from '../navigation/react-router-adapter';

export interface StandalonePage {
  route: RouteName;
  label: string;
  load: () => Promise<{ default: ComponentType<Record<string, unknown>> }>;
  props?: Record<string, unknown>;
}

/**
 * The QA shell of a remote (`npm run dev -w mfe-shop`): its pages at their real paths, with
 * the site's theme, without the host. Guards and layouts are the host's and are not here.
 */
export function mountStandalone(remote: string, pages: StandalonePage[]): void {
  function Shell() {
    return (
      <ThemeProvider theme={lightTheme}>
        <Global styles={globalStyles(lightTheme)} />
        <header style={{ padding: '1rem', background: lightTheme.colors.primary, color: '#fff' }}>
          <strong>La Grande Boutique · remote « {remote} » (QA)</strong>
          <nav aria-label="Pages du remote">
            <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', listStyle: 'none', padding: 0 }}>
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
        <main style={{ padding: '1rem', maxWidth: 1100, margin: '0 auto' }}>
          <Outlet />
        </main>
      </ThemeProvider>
    );
  }

  const router = createBrowserRouter([
    {
      path: '/',
      Component: Shell,
      children: [
        { index: true, element: <p>Choisissez une page du remote « {remote} ».</p> },
        ...pages.map((page) => ({
          path: ROUTE_PATHS[page.route],
          lazy: async () => {
            const { default: Page } = await page.load();
            return {
              Component: () => (
                <RouterNavigation>
                  <Page {...page.props} />
                </RouterNavigation>
              ),
            };
          },
        })),
      ],
    },
  ]);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the standalone page');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

/** A concrete URL for a route with dynamic segments, so the QA menu can open it. */
function samplePath(route: RouteName): string {
  return ROUTE_PATHS[route]
    .replace(':uuid', '00000000-0000-4000-8000-000000000000')
    .replace(':id', '1')
    .replace(':slug', 'exemple');
}
