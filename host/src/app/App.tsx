import { useEffect, useState, type ReactNode } from 'react';
import { Global, ThemeProvider } from '@emotion/react';
import type { SiteRuntime } from 'shared-kit/core';
import { globalStyles, type ThemeMode } from 'shared-ui';
import { RenderedThemeContext, useSiteTheme } from './theme-mode/theme-mode';
import { ShellProvider, type ShellServices } from './shell/shell-context';
import { interactiveGate, InteractiveGateProvider } from './server-render/page-body';

/** Providers of the whole page: the page's runtime, the shell's services and the chosen theme (light by default). */
export function App({
  runtime,
  services,
  renderedTheme = null,
  children,
  onInteractive,
}: {
  runtime: SiteRuntime;
  services: ShellServices;
  /** On the server: the theme this render is drawn in (the browser's is the remembered choice). */
  renderedTheme?: ThemeMode | null;
  children: ReactNode;
  /** Called once the first render or the hydration is done, the page's body included. */
  onInteractive?: () => void;
}) {
  // Server-rendered pages look ready before they are: this says when clicks are handled (first
  // render or hydration done, the body's too), for tests and `npm run bench`.
  const [gate] = useState(() =>
    interactiveGate(() => {
      onInteractive?.();
      document.documentElement.dataset.interactive = 'true';
    }),
  );
  useEffect(() => gate.rootCommitted(), [gate]);
  return (
    <RenderedThemeContext.Provider value={renderedTheme}>
      <ShellProvider runtime={runtime} services={services}>
        <InteractiveGateProvider value={gate}>
          <Themed>{children}</Themed>
        </InteractiveGateProvider>
      </ShellProvider>
    </RenderedThemeContext.Provider>
  );
}

function Themed({ children }: { children: ReactNode }) {
  const theme = useSiteTheme();
  return (
    <ThemeProvider theme={theme}>
      <Global styles={globalStyles(theme)} />
      {children}
    </ThemeProvider>
  );
}
