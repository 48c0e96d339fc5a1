/**
 * `npm run load:against -- <checkout>`: per-request cost against an earlier release, on one machine in one run. The
 * release is a checkout of its own, built (`git worktree add ../release <commit>`, `npm install`, `npm run build`),
 * run on the Node it shipped with (LOAD_AGAINST_NODE, the system's `node` by default); this checkout's session
 * server, built, beside it on the Node of `npm run` (one provider sandbox for both, this checkout's). `/`, `/faq`
 * (br), a logged-out `/api/session` and a logged-in one, LOAD_CONNECTIONS (50) connections, LOAD_DURATION_S (8) seconds each after
 * 2 s of warm-up, three rounds alternating which goes first, medians: their ratio is the figure, not a time. It
 * fails when a median falls under LOAD_AGAINST_FLOOR (0.9) of the release's: the runs' own spread is about a tenth.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { withLock } from '../lock';
import { stopChild, waitForUrl } from '../processes';
import { gameOpenAroundNow } from '../test-stack-env';
import { ROOT } from './processes';
import type { SessionUser } from 'shared-kit/contracts';

const RELEASE = path.resolve(process.argv[2] ?? '');
const RELEASE_NODE = process.env.LOAD_AGAINST_NODE ?? 'node';
const SECONDS = Number(process.env.LOAD_DURATION_S ?? 8);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const FLOOR = Number(process.env.LOAD_AGAINST_FLOOR ?? 0.9);
const ROUNDS = 3;
const PORTS = { release: 3491, current: 3492, sandbox: 3493 };

const SESSION_KEYS = 'against-release-session-key-0123456789abcdefghijklmn';

/**
 * A logged-in visitor's session cookie, signed with the servers' key as both sign it (cookie-session's base64 JSON,
 * then `<name>.sig`: HMAC-SHA1 of `name=value` in base64url): answered from the cookie alone, with no provider call.
 */
function loggedInCookie(): string {
  const user: SessionUser = {
    title: null,
    firstName: 'Marie',
    lastName: 'Dupont',
    email: 'marie.dupont@example.fr',
    phone: null,
    tokens: { accessToken: 'against-release-token' },
  };
  const value = Buffer.from(JSON.stringify({ user, basket: [], iat: Date.now(), uid: 1 })).toString('base64');
  const signature = createHmac('sha1', SESSION_KEYS).update(`lgb_session=${value}`).digest('base64url');
  return `lgb_session=${value}; lgb_session.sig=${signature}`;
}

interface Target {
  name: string;
  path: string;
  headers: Record<string, string>;
}
const LOGGED_IN_SESSION: Target = {
  name: '/api/session (logged in)',
  path: '/api/session',
  headers: { Cookie: loggedInCookie() },
};
const TARGETS: Target[] = [
  { name: '/', path: '/', headers: { Accept: 'text/html', 'Accept-Encoding': 'br, gzip' } },
  { name: '/faq (br)', path: '/faq', headers: { Accept: 'text/html', 'Accept-Encoding': 'br' } },
  { name: '/api/session', path: '/api/session', headers: {} },
  LOGGED_IN_SESSION,
];

function start(node: string, script: string, port: number, env: Record<string, string>): ChildProcess {
  return spawn(node, [script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Each server as `npm start` runs it, on its own port, both on the same sandbox. */
const siteEnv = (port: number): Record<string, string> => ({
  NODE_ENV: 'production',
  APP_ENV: 'sandbox',
  SITE_URL: `http://localhost:${port}`,
  SESSION_KEYS,
  PROVIDER_URL: `http://127.0.0.1:${PORTS.sandbox}`,
  METRICS_PORT: '0',
  ...gameOpenAroundNow(),
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const releaseServer = path.join(RELEASE, 'session-server/dist/main.js');
  if (!process.argv[2] || !fs.existsSync(releaseServer)) {
    throw new Error(`usage: npm run load:against -- <a built checkout> (${releaseServer} is missing)`);
  }
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'lgb-against-'));
  const sandbox = start(process.execPath, path.join(ROOT, 'provider-sandbox/dist/main.js'), PORTS.sandbox, {
    SANDBOX_MODE: 'test',
    SANDBOX_DB: path.join(data, 'sandbox.sqlite'),
    SANDBOX_DATA_DIR: path.join(data, 'files'),
  });
  const servers = {
    release: start(RELEASE_NODE, releaseServer, PORTS.release, siteEnv(PORTS.release)),
    current: start(
      process.execPath,
      path.join(ROOT, 'session-server/dist/main.js'),
      PORTS.current,
      siteEnv(PORTS.current),
    ),
  };
  const figures: Record<string, { release: number[]; current: number[] }> = {};
  try {
    await Promise.all(
      Object.entries({ sandbox, ...servers }).map(([name, child]) => {
        const port = PORTS[name as keyof typeof PORTS];
        return waitForUrl(`http://127.0.0.1:${port}/healthz`, { timeoutMs: 60_000, child, pollMs: 200 });
      }),
    );
    // The logged-in read measures a session only where the server took the cookie: otherwise it is the anonymous one.
    // (At the site's own host name: another is redirected to it.)
    for (const [which, port] of [
      ['release', PORTS.release],
      ['current', PORTS.current],
    ] as const) {
      const res = await fetch(`http://localhost:${port}${LOGGED_IN_SESSION.path}`, {
        headers: LOGGED_IN_SESSION.headers,
      });
      const body = (await res.json()) as { user: SessionUser | null };
      if (!body.user) throw new Error(`the ${which} server did not take the logged-in cookie`);
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const target of TARGETS) {
        const order = round % 2 === 0 ? (['release', 'current'] as const) : (['current', 'release'] as const);
        for (const which of order) {
          const port = PORTS[which];
          const options = {
            url: `http://127.0.0.1:${port}${target.path}`,
            connections: CONNECTIONS,
            headers: { Host: `localhost:${port}`, ...target.headers },
          };
          await autocannon({ ...options, duration: 2 });
          const result = await autocannon({ ...options, duration: SECONDS });
          const failed = result.non2xx + result.errors + result.timeouts;
          if (failed > 0) throw new Error(`${target.name} on the ${which} server: ${failed} failed requests`);
          (figures[target.name] ??= { release: [], current: [] })[which].push(Math.round(result.requests.average));
          console.log(
            `[against] round ${round + 1} ${target.name} ${which}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`,
          );
        }
      }
    }
  } finally {
    await Promise.all([sandbox, ...Object.values(servers)].map((child) => stopChild(child, 10_000)));
    fs.rmSync(data, { recursive: true, force: true });
  }
  console.log(`\n${os.cpus().length} CPU(s); the release on ${RELEASE_NODE}, this checkout on node ${process.version}`);
  console.table(
    Object.entries(figures).map(([target, { release, current }]) => ({
      target,
      'release req/s': `${release.join(' / ')} (median ${median(release)})`,
      'this checkout req/s': `${current.join(' / ')} (median ${median(current)})`,
      ratio: `${(median(current) / median(release)).toFixed(2)}×`,
    })),
  );
  const under = Object.entries(figures).filter(([, { release, current }]) => median(current) / median(release) < FLOOR);
  if (under.length > 0) {
    throw new Error(`under ${FLOOR}× of the release: ${under.map(([target]) => target).join(', ')}`);
  }
}

withLock('stack', main).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('[against]', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
