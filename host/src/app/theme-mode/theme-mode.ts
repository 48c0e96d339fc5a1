import { createContext, useContext } from 'react';
import { THEME_COOKIE } from 'shared-kit/core';
import { atom, THEMES, uiStore, useAtomValue, type SiteTheme, type ThemeMode } from 'shared-ui';

/** LAYOUT-7: light by default, a dark theme on demand; the choice is kept on this device. */
const STORAGE_KEY = 'lgb-theme';
const ONE_YEAR_S = 365 * 24 * 3600;

function storedMode(): ThemeMode {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    // Storage may be blocked (private mode): the default theme is fine.
    return 'light';
  }
}

export const themeModeAtom = atom<ThemeMode>(storedMode());

/**
 * The theme a server render is drawn in (the visitor's theme cookie): given to that render alone, so two visitors
 * rendered at once never share it. Absent in the browser, where the remembered choice is the page's.
 */
export const RenderedThemeContext = createContext<ThemeMode | null>(null);

export function useThemeMode(): ThemeMode {
  const rendered = useContext(RenderedThemeContext);
  const chosen = useAtomValue(themeModeAtom, { store: uiStore });
  return rendered ?? chosen;
}

export function useSiteTheme(): SiteTheme {
  return THEMES[useThemeMode()];
}

/**
 * Keeps the theme cookie in step with the remembered choice, including one made before the cookie
 * existed. session-server reads it to render public pages in the visitor's theme: they
 * paint in the right colours before JavaScript and hydrate as they are.
 */
export function rememberThemeForServer(mode: ThemeMode = uiStore.get(themeModeAtom)): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  const wanted = `${THEME_COOKIE}=${mode}`;
  if (document.cookie.split('; ').includes(wanted)) return;
  document.cookie = `${wanted}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}

export function setThemeMode(mode: ThemeMode): void {
  uiStore.set(themeModeAtom, mode);
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, mode);
  } catch {
    // Not remembered, still applied.
  }
  rememberThemeForServer(mode);
}
