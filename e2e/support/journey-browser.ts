import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../scripts/ensure-chromium';

/** How every journey's browser meets the site on :3000, whether `npm start`'s stack or the composed one. */
export const JOURNEY_USE: PlaywrightTestConfig['use'] = {
  baseURL: 'http://localhost:3000',
  locale: 'fr-FR',
  timezoneId: 'Europe/Paris',
  // A failed journey keeps its trace (actions, DOM snapshots, network, console, sources) and its screenshot at the end;
  // the trace's screencast (a frame encoded for every paint, in every test, kept only if it fails) is left out: it
  // cost 40 % of the journeys' time on a 2-core machine (17 game and consumer journeys: 550 s summed with it, 336 s
  // without).
  trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
  screenshot: 'only-on-failure',
  launchOptions: CHROMIUM_LAUNCH_OPTIONS,
};

/** A desktop Chrome's viewport and agent, in Debian's Chromium (no channel to download). */
export const DESKTOP_CHROMIUM = { ...devices['Desktop Chrome'], channel: undefined };
