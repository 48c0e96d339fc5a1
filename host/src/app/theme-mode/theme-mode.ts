import { atom, THEMES, uiStore, type SiteTheme, type ThemeMode } from 'shared-ui';

/** Spec §9: light by default, a dark theme on demand; the choice is kept on this device. */
const STORAGE_KEY = 'lgb-theme';

function storedMode(): ThemeMode {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    // Storage may be blocked (private mode): the default theme is fine.
    return 'light';
  }
}

export const themeModeAtom = atom<ThemeMode>(storedMode());

export const themeAtom = atom<SiteTheme>((get) => THEMES[get(themeModeAtom)]);

export function setThemeMode(mode: ThemeMode): void {
  uiStore.set(themeModeAtom, mode);
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, mode);
  } catch {
    // Not remembered, still applied.
  }
}
