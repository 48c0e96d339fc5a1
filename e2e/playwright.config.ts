import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { DESKTOP_CHROMIUM, JOURNEY_USE } from './support/journey-browser';

/**
 * The journeys that stop, restart or replace a service of the stack (the provider, the site, a remote served from
 * another build) or load it on purpose (the cluster's load run): every other journey would see the outage. They run
 * alone, one after the other, once the others are done.
 */
export const OUTAGE_JOURNEYS = [
  'faults-provider-down.spec.ts',
  'faults-session-restart.spec.ts',
  'games-one-to-three.spec.ts',
  'remote-deploy.spec.ts',
  'remote-fallback.spec.ts',
  'remote-skew.spec.ts',
  'cluster.spec.ts',
];

/**
 * The composed stack's journeys run with their own config (npm run test:docker). Anchored to this folder: a bare
 * 'docker/**' would also match a checkout that sits under a folder named docker.
 */
const COMPOSED_STACK = new RegExp(`^${path.join(__dirname, 'docker').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`);

/**
 * Files side by side (the tests of one file in order, unless it says otherwise): each journey makes its own accounts,
 * and what it asks of the provider's test controls (a fault, a settling of receipts) is aimed at its own visitor.
 * Journeys wait on what the page or a server says, not on time, so a busier machine makes them slower, not wrong. One
 * more worker than cores: much of a journey's time is spent waiting on the page and the stack. `E2E_WORKERS` sets it.
 */
const WORKERS = Number(process.env.E2E_WORKERS) || Math.max(2, Math.min(4, os.availableParallelism() + 1));

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  testIgnore: [COMPOSED_STACK],
  workers: WORKERS,
  forbidOnly: true,
  // A journey that fails once on CI runs once more and is reported « flaky » in the run's summary, its first trace kept
  // and, after a timeout, what its page was doing (support/fixtures.ts): one CI run lost its 90 minutes to a tap that
  // waited 120 s for two animation frames of a page whose failure screenshot could not be taken either (headless
  // Chromium that stopped drawing the page, as support/shell-helpers.ts `shoot` tells of full-page screenshots), and
  // the same journey passed 24 times in a row here. On a developer's machine none: a journey that fails is a failure.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 8_000 },
  reporter: [['list']],
  outputDir: '../.data/e2e/results',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: JOURNEY_USE,
  projects: [
    {
      name: 'journeys',
      testIgnore: [COMPOSED_STACK, ...OUTAGE_JOURNEYS],
      use: DESKTOP_CHROMIUM,
    },
    {
      name: 'outages',
      testMatch: OUTAGE_JOURNEYS,
      dependencies: ['journeys'],
      workers: 1,
      use: DESKTOP_CHROMIUM,
    },
  ],
});
