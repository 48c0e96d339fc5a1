import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../scripts/ensure-chromium';

/**
 * Journeys against the composed stack (docker/compose.yaml, brought up by `npm run test:docker`): nginx on :3000 in
 * front of two site replicas, Redis, the sandbox with its test controls, the four remote images. First a smoke set of
 * the site's own journeys (sign up, declare with photos, play a winning code, order a goody), then what only a
 * deployment can show: a logout seen by the other replica, a remote rolled and rolled back under load, a replica
 * killed, Redis stopped; last, the replicas' metrics after all of it.
 */
export default defineConfig({
  testDir: '..',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../.data/docker/results',
  use: {
    baseURL: 'http://localhost:3000',
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    {
      name: 'smoke',
      testMatch: ['consumer-journeys.spec.ts'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'operations',
      testMatch: ['docker/*.spec.ts'],
      testIgnore: ['docker/metrics.spec.ts'],
      dependencies: ['smoke'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'metrics',
      testMatch: ['docker/metrics.spec.ts'],
      dependencies: ['operations'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
});
