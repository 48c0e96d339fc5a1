import type { ReactNode } from 'react';
import { Global, ThemeProvider } from '@emotion/react';
import { globalStyles, uiStore, useAtomValue } from 'shared-ui';
import { themeAtom } from './theme-mode/theme-mode';
import { ShellProvider, type ShellDeps } from './shell/shell-context';

/** Providers of the whole page: injected dependencies and the chosen theme (light by default). */
export function App({ deps, children }: { deps: ShellDeps; children: ReactNode }) {
  const theme = useAtomValue(themeAtom, { store: uiStore });
  return (
    <ShellProvider deps={deps}>
      <ThemeProvider theme={theme}>
        <Global styles={globalStyles(theme)} />
        {children}
      </ThemeProvider>
    </ShellProvider>
  );
}
