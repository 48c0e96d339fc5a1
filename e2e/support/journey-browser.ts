import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../scripts/ensure-chromium';

/** How every journey's browser meets the site on :3000, whether `npm start`'s stack or the composed one. */
export const JOURNEY_USE: PlaywrightTestConfig['use'] = {
  baseURL: 'http://localhost:3000',
  locale: 'fr-FR',
  timezoneId: 'Europe/Paris',
  trace: 'retain-on-failure',
  screenshot: 'only-on-failure',
  launchOptions: CHROMIUM_LAUNCH_OPTIONS,
};

/** A desktop Chrome's viewport and agent, in Debian's Chromium (no channel to download). */
export const DESKTOP_CHROMIUM = { ...devices['Desktop Chrome'], channel: undefined };
