import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { createApp } from '../app';
import { readSettings, type ServerSettings } from '../config/env';
import type { SiteMetrics } from '../metrics/metrics';
import type { SharedState } from '../shared-state/shared-state';
import { CLIENT_ID } from './fake-provider';
import { LEGAL_ENV } from './legal-env';

/** A built-host stand-in: index.html only, like the real one (no inline script). */
export function fakeHostDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lgb-session-host-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="fr"><head><title>La Grande Boutique</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

export const TEST_KEY = 'test-session-key-0123456789abcdef-0123456789';

/** The app as main.ts builds it, from an environment (never from hand-made settings). */
export function testApp(
  env: Record<string, string>,
  {
    canonicalRedirect = false,
    shared,
    metrics,
  }: { canonicalRedirect?: boolean; shared?: SharedState; metrics?: SiteMetrics } = {},
): { app: Express; settings: ServerSettings } {
  const settings = readSettings({
    APP_ENV: 'test',
    SESSION_KEYS: TEST_KEY,
    // Production needs the TLS proxy named; the tests speak to the app directly.
    TRUST_PROXY: 'loopback',
    KIT_CLIENT_ID: CLIENT_ID,
    HOST_DIST: fakeHostDist(),
    SITE_URL: 'http://localhost:3000',
    // A loaded test machine holds its event loop on its own now and then: pages are shed on the loop's delay only
    // where a test asks for it (overload.test.ts), not as a 503 in the middle of another test.
    OVERLOAD_EVENT_LOOP_DELAY_MS: '60000',
    ...LEGAL_ENV,
    ...env,
  });
  // supertest speaks to 127.0.0.1:<random port>, never SITE_URL's host: canonical-host.test.ts turns the redirect on.
  return { app: createApp({ ...settings, canonicalRedirect }, shared, metrics), settings };
}

/** Headers of a same-origin JSON call from the site, as a browser sends them. */
export const FROM_SITE = {
  Origin: 'http://localhost:3000',
  'Sec-Fetch-Site': 'same-origin',
  'Content-Type': 'application/json',
} as const;
