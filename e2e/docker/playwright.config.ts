import { defineConfig } from '@playwright/test';
import { DESKTOP_CHROMIUM, JOURNEY_USE } from '../support/journey-browser';

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
  use: JOURNEY_USE,
  projects: [
    {
      name: 'smoke',
      testMatch: ['consumer-journeys.spec.ts'],
      use: DESKTOP_CHROMIUM,
    },
    {
      name: 'operations',
      testMatch: ['docker/*.spec.ts'],
      testIgnore: ['docker/metrics.spec.ts'],
      dependencies: ['smoke'],
      use: DESKTOP_CHROMIUM,
    },
    {
      name: 'metrics',
      testMatch: ['docker/metrics.spec.ts'],
      dependencies: ['operations'],
      use: DESKTOP_CHROMIUM,
    },
  ],
});
