import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';
import { PHONE } from './shell-helpers';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
export type Theme = 'light' | 'dark';

/** One way the site is seen: logged in or not, on a desktop or the 390 px phone, in one theme. */
export interface SiteLook {
  name: string;
  loggedIn: boolean;
  phone: boolean;
  theme: Theme;
}

/**
 * A context of that look: desktop 1280×800 or the phone, the signed-up user's cookies when logged in, and the theme
 * the site keeps in localStorage (LAYOUT-7: light by default, dark on demand).
 */
export async function contextOf(
  browser: Browser,
  look: SiteLook,
  loggedInState: StorageState | undefined,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: look.phone ? PHONE : { width: 1280, height: 800 },
    isMobile: look.phone,
    hasTouch: look.phone,
    storageState: look.loggedIn ? loggedInState : undefined,
    ...options,
  });
  await context.addInitScript((theme: Theme) => window.localStorage.setItem('lgb-theme', theme), look.theme);
  return context;
}
