import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { bus, sessionStore } from 'shared-kit';
import { App } from './app/App';
import { systemClock } from './app/clock/clock';
import { loadSiteConfig } from './app/config/site-config';
import { shellKitFrom } from './app/kit-session/shell-kit';
import { kitInStep, startKitSessionOwner } from './app/kit-session/kit-lifecycle';
import { kit } from './app/kit';
import { registerSiteRemotes } from './app/remotes/remote-registry';
import { createRoutes } from './app/routes/create-routes';
import type { ShellDeps } from './app/shell/shell-context';
import { startAfterFirstRender } from './app/startup/after-first-render';
import { rememberLanguage } from './app/i18n/language';

async function start() {
  // One round trip for what the first page needs: configuration and session in parallel.
  const [config] = await Promise.all([loadSiteConfig(), sessionStore.load()]);
  registerSiteRemotes(config);
  rememberLanguage();

  // The kit's one owner: it authorizes the kit from the session; pages get a kit that waits for it.
  const shellKit = shellKitFrom(kit);
  const kitOwner = startKitSessionOwner(shellKit, config, sessionStore, bus);
  const deps: ShellDeps = {
    config,
    session: sessionStore,
    clock: systemClock,
    bus,
    kit: kitInStep(shellKit, kitOwner),
  };

  const router = createBrowserRouter(createRoutes(deps));
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  // A transition lets React yield to the browser while it builds the page (time-sliced first render):
  // no single long task on a slow phone (issue 12: TBT ≤ 200 ms at 4× CPU).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App deps={deps}>
          <RouterProvider router={router} />
        </App>
      </StrictMode>,
    );
  });
  startAfterFirstRender(config);
}

start().catch((error: unknown) => {
  console.error('[host] start-up failed', error);
  const container = document.getElementById('root');
  if (container) {
    container.textContent = 'Le site est momentanément indisponible. Merci de réessayer dans quelques instants.';
  }
});
