import { useEffect, type ReactNode } from 'react';
import { Global, ThemeProvider } from '@emotion/react';
import { globalStyles, uiStore, useAtomValue } from 'shared-ui';
import { themeAtom } from './theme-mode/theme-mode';
import { ShellProvider, type ShellDeps } from './shell/shell-context';

/** Providers of the whole page: injected dependencies and the chosen theme (light by default). */
export function App({
  deps,
  children,
  onInteractive,
}: {
  deps: ShellDeps;
  children: ReactNode;
  /** Called once the first render or the hydration is done. */
  onInteractive?: () => void;
}) {
  const theme = useAtomValue(themeAtom, { store: uiStore });
  // Server-rendered pages look ready before they are: this says when clicks are handled (first
  // render or hydration done), for tests and `npm run bench`.
  useEffect(() => {
    onInteractive?.();
    document.documentElement.dataset.interactive = 'true';
  }, [onInteractive]);
  return (
    <ShellProvider deps={deps}>
      <ThemeProvider theme={theme}>
        <Global styles={globalStyles(theme)} />
        {children}
      </ThemeProvider>
    </ShellProvider>
  );
}
