import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The environment of the stack under test (e2e global setup and `npm run bench`). The game window is set around
 * "now" through configuration (never by editing code) so the current game is running during the run.
 */
export function testStackEnv(dataDir: string): Record<string, string> {
  return {
    APP_ENV: 'test',
    SANDBOX_MODE: 'test',
    SANDBOX_SIGNUPS_PER_ADDRESS: '5000',
    SANDBOX_DB: path.join(dataDir, 'provider-sandbox.sqlite'),
    SANDBOX_DATA_DIR: dataDir,
    ...gameOpenAroundNow(),
    // Every journey signs up or logs in from 127.0.0.1: the per-IP limits are tested on their own
    // (session-server tests); here they must not cut a long run short. Per-account limits stay.
    RATE_LIMIT_PER_IP: '5000',
    RATE_LIMIT_SIGNUPS_PER_IP: '5000',
    RATE_LIMIT_FORM_POSTS_PER_IP: '5000',
    RATE_LIMIT_PAGES_PER_SESSION: '100000',
    RATE_LIMIT_PAGES_PER_ACCOUNT: '100000',
    // Error notices go to the sandbox's collector (readable at /__sandbox/notices).
    ERROR_REPORTER_HOST: 'http://localhost:4000',
    // A remote redeployed during a journey is read again within seconds (a minute in production; `npm run bench`
    // leaves this out, so its measured loads see production's pace).
    REMOTE_REFRESH_MS: '3000',
    // The servers' JSON logs say only what went wrong in the test output (one line per request otherwise).
    LOG_LEVEL: 'warn',
    // The journeys' browsers share the cores with the servers and starve them in bursts of a second: an event loop
    // that late, or a page waiting that long for its draw, is the test machine's, not a crowd's. The pages drawn at
    // once and the queue's length stay as in production.
    OVERLOAD_EVENT_LOOP_DELAY_MS: '5000',
    PAGE_WAIT_MS: '5000',
  };
}

/**
 * The current game (4) open around today, its teasing before: the schedule's own dates have passed, and a fixed
 * window would close again one day. Paris local date-times, as GAME_START/GAME_END are written.
 */
export function gameOpenAroundNow(): Record<'GAME_CURRENT' | 'GAME_TEASING' | 'GAME_START' | 'GAME_END', string> {
  const day = 24 * 3600 * 1000;
  const parisLocal = (offsetMs: number) =>
    new Date(Date.now() + offsetMs).toLocaleString('sv-SE', { timeZone: 'Europe/Paris' }).replace(' ', 'T');
  return {
    GAME_CURRENT: '4',
    GAME_TEASING: parisLocal(-10 * day),
    GAME_START: parisLocal(-5 * day),
    GAME_END: parisLocal(30 * day),
  };
}

/** A fresh temporary folder for this run's databases and uploads. */
export function runDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'lgb-e2e-'));
}
