import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import path from 'node:path';
import { CHROMIUM_LAUNCH_OPTIONS } from '../ensure-chromium';
import { qaPorts, ROOT, type QaRemote } from './qa-stack';

/**
 * A remote's own journeys (`mfe-<x>/qa/*.spec.ts`) against its QA shell, started by
 * scripts/qa/run-remote-tests.ts on the test ports; the site's e2e config never sees them.
 */
export function qaPlaywrightConfig(remote: QaRemote): PlaywrightTestConfig {
  return defineConfig({
    testDir: path.join(ROOT, `mfe-${remote}`, 'qa'),
    testMatch: '*.spec.ts',
    fullyParallel: false,
    workers: 1,
    forbidOnly: true,
    retries: 0,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    reporter: [['list']],
    outputDir: path.join(ROOT, '.data', 'qa', 'results', remote),
    use: {
      baseURL: `http://127.0.0.1:${qaPorts(remote, 'test').web}`,
      locale: 'fr-FR',
      timezoneId: 'Europe/Paris',
      // As the site's journeys (e2e/support/journey-browser.ts): a failure's trace without the screencast.
      trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
      screenshot: 'only-on-failure',
      launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    },
    projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  });
}
