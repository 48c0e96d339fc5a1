import { useEffect, type ReactNode } from 'react';
import { Global, ThemeProvider } from '@emotion/react';
import type { SiteRuntime } from 'shared-kit/core';
import { globalStyles, type ThemeMode } from 'shared-ui';
import { RenderedThemeContext, useSiteTheme } from './theme-mode/theme-mode';
import { ShellProvider, type ShellServices } from './shell/shell-context';

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
  /** Called once the first render or the hydration is done. */
  onInteractive?: () => void;
}) {
  // Server-rendered pages look ready before they are: this says when clicks are handled (first
  // render or hydration done), for tests and `npm run bench`.
  useEffect(() => {
    onInteractive?.();
    document.documentElement.dataset.interactive = 'true';
  }, [onInteractive]);
  return (
    <RenderedThemeContext.Provider value={renderedTheme}>
      <ShellProvider runtime={runtime} services={services}>
        <Themed>{children}</Themed>
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
