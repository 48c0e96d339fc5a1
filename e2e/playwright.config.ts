import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { DESKTOP_CHROMIUM, JOURNEY_USE } from './support/journey-browser';

/**
 * Journeys in Debian's Chromium against the production build (started in global-setup.ts
 * exactly as `npm start` does). One worker: some journeys stop and restart a remote.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The composed stack's journeys run with their own config (npm run test:docker). Anchored to this folder: a bare
  // 'docker/**' would also match a checkout that sits under a folder named docker.
  testIgnore: [new RegExp(`^${path.join(__dirname, 'docker').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`)],
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 8_000 },
  reporter: [['list']],
  outputDir: '../.data/e2e/results',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: JOURNEY_USE,
  projects: [{ name: 'chromium', use: DESKTOP_CHROMIUM }],
});
