/**
 * A login surge as launch day brings it: LOGIN_SURGE_N (500) visitors, each from an address of their own, log in with
 * their right password at the same instant, through the session server (from source) in front of the provider
 * sandbox (from source), each in its own process on 127.0.0.1. Prints the statuses counted and p50 / p99 / slowest;
 * exits 1 when any answer is a 5xx or none came (`npx tsx scripts/login-surge.ts`). Bounded: every request gives up
 * after LOGIN_SURGE_TIMEOUT_MS (60 s), the servers are stopped at the end.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { providerKit } from './load/launch-day';
import { ROOT, startNode, stopChild, waitForUrl } from './processes';

const N = Number(process.env.LOGIN_SURGE_N ?? 500);
const TIMEOUT_MS = Number(process.env.LOGIN_SURGE_TIMEOUT_MS ?? 60_000);
/** LOGIN_SURGE_VERBOSE=1: the servers' warnings and errors on the terminal. */
const VERBOSE = process.env.LOGIN_SURGE_VERBOSE === '1';
const PORTS = { sandbox: 3481, site: 3482 };
const PASSWORD = 'pates-fraiches-2025';
const SITE_ORIGIN = 'http://localhost:3000';

/** The sandbox's partner, as its seed makes it (provider-sandbox/CONTRACT.md). */
const CLIENT_ID = 'la-grande-boutique-sandbox';
/** Sign-ups sent at once while the accounts are made, before the surge. */
const SIGNUP_CONCURRENCY = 8;

/** N accounts signed up at the sandbox itself, a few at a time (each costs a hash there), before the surge. */
async function signUpAccounts(): Promise<string[]> {
  const emails = Array.from({ length: N }, (_, index) => `vague${index}@example.fr`);
  const queue = [...emails];
  const signUpNext = async (): Promise<void> => {
    const email = queue.shift();
    if (email === undefined) return;
    await providerKit(`http://127.0.0.1:${PORTS.sandbox}`, CLIENT_ID).signup({
      email,
      password: PASSWORD,
      firstName: 'Camille',
    });
    await signUpNext();
  };
  await Promise.all(Array.from({ length: SIGNUP_CONCURRENCY }, signUpNext));
  return emails;
}

interface Answer {
  status: number;
  ms: number;
}

/** One visitor's login on a connection of its own, as a browser of its own would. */
function login(email: string, index: number): Promise<Answer> {
  const body = JSON.stringify({ email, password: PASSWORD });
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORTS.site,
        path: '/api/login',
        method: 'POST',
        agent: false,
        timeout: TIMEOUT_MS,
        headers: {
          // SITE_URL's host, as the balancer passes it (any other host is redirected there).
          Host: new URL(SITE_ORIGIN).host,
          Origin: SITE_ORIGIN,
          'Sec-Fetch-Site': 'same-origin',
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          // The site trusts its proxy on loopback: each visitor from an address of their own.
          'X-Forwarded-For': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    request.end(body);
  });
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lgb-login-surge-'));
  const databaseFile = path.join(dir, 'sandbox.sqlite');
  const tsx = ['--import', 'tsx'];
  const sandbox = startNode({
    name: 'provider-sandbox',
    args: [...tsx, path.join(ROOT, 'provider-sandbox/src/main.ts')],
    output: VERBOSE ? 'inherit' : 'quiet',
    env: {
      SANDBOX_MODE: 'test',
      PORT: String(PORTS.sandbox),
      SANDBOX_DB: databaseFile,
      SANDBOX_DATA_DIR: path.join(dir, 'files'),
      SANDBOX_ALLOWED_ORIGINS: SITE_ORIGIN,
      // Every account of the run is made from this machine's address.
      SANDBOX_SIGNUPS_PER_ADDRESS: String(N + 10),
      LOG_LEVEL: 'warn',
    },
  });
  const site = startNode({
    name: 'session-server',
    args: [...tsx, path.join(ROOT, 'session-server/src/main.ts')],
    output: VERBOSE ? 'inherit' : 'quiet',
    env: {
      NODE_ENV: 'production',
      APP_ENV: 'sandbox',
      PORT: String(PORTS.site),
      METRICS_PORT: '0',
      SITE_URL: SITE_ORIGIN,
      SESSION_KEYS: 'login-surge-session-key-0123456789abcdefghijklmn',
      PROVIDER_URL: `http://127.0.0.1:${PORTS.sandbox}`,
      HOST_DIST: path.join(dir, 'no-host'),
      LOG_LEVEL: 'warn',
    },
  });
  try {
    await waitForUrl(`http://127.0.0.1:${PORTS.sandbox}/healthz`, { child: sandbox, timeoutMs: 60_000 });
    await waitForUrl(`http://127.0.0.1:${PORTS.site}/healthz`, { child: site, timeoutMs: 60_000 });
    const emails = await signUpAccounts();
    const started = performance.now();
    const answers = await Promise.all(emails.map((email, index) => login(email, index)));
    const took = performance.now() - started;
    const statuses = new Map<number, number>();
    for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    const counted = [...statuses].map(([status, count]) => `${count} × ${status === 0 ? 'no answer' : status}`);
    console.log(`[login-surge] ${N} concurrent correct logins in ${(took / 1000).toFixed(1)} s: ${counted.join(', ')}`);
    console.log(
      `[login-surge] p50 ${Math.round(percentile(times, 0.5) ?? 0)} ms · p99 ${Math.round(percentile(times, 0.99) ?? 0)} ms` +
        ` · slowest ${Math.round(times.at(-1) ?? 0)} ms`,
    );
    const failed = answers.filter((answer) => answer.status === 0 || answer.status >= 500).length;
    process.exitCode = failed > 0 ? 1 : 0;
  } finally {
    await Promise.all([stopChild(site, 10_000), stopChild(sandbox, 10_000)]);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
