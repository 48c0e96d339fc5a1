import type { SiteConfig } from 'shared-kit/core';
import { atom } from './ui-jotai';

/**
 * The site's configuration as the host started with it (from the server-rendered page or /config.json), set in
 * `uiStore` before the first render, on the server and in the browser: remote pages start from it instead of asking
 * for /config.json again, so a server-rendered page and its hydration show the same state.
 */
export const siteConfigAtom = atom<SiteConfig | null>(null);
