import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Global, ThemeProvider } from '@emotion/react';
import { globalStyles, lightTheme } from 'shared-ui';
import { loadSiteConfig } from './app/config/site-config';
import { kit } from './app/kit';
import { registerSiteRemotes } from './app/remotes/remote-registry';
import { createRoutes } from './app/routes/create-routes';

async function start() {
  const config = await loadSiteConfig();
  registerSiteRemotes(config);
  void kit;

  const router = createBrowserRouter(createRoutes());
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <ThemeProvider theme={lightTheme}>
        <Global styles={globalStyles(lightTheme)} />
        <RouterProvider router={router} />
      </ThemeProvider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error('[host] start-up failed', error);
  const container = document.getElementById('root');
  if (container) {
    container.textContent = 'Le site est momentanément indisponible. Merci de réessayer dans quelques instants.';
  }
});
