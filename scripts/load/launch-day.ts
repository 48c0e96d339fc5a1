/**
 * Launch day as it comes, for `npm run load` (budgets on, as in production): many distinct logged-in visitors each
 * opening their shop once, a mixed launch profile (anonymous home and FAQ, sign-ups, logins, shop, game and account
 * pages), and twice the capacity the distinct visitors found, with `/api/session` of visitors already in beside it.
 * Every visitor comes from the load's one address, as behind a carrier's NAT. Latencies are timed per request here
 * (autocannon's own histogram mixes the shed 503s with the pages answered).
 */
import fs from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import { ROUTE_PATHS } from 'shared-kit/contracts';
import { requestKit } from 'shared-kit/server';

export interface Visitor {
  email: string;
  password: string;
  cookie: string;
}

export interface SiteAddress {
  port: number;
  host: string;
  sandboxUrl: string;
  clientId: string;
}

const PASSWORD = 'Charge-2025!';

function post(port: number, host: string, path: string, body: unknown): Promise<{ status: number; cookie: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          Host: host,
          Origin: `http://${host}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        res.resume();
        const cookie = (res.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ');
        res.on('end', () => resolve({ status: res.statusCode ?? 0, cookie }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** `work` over `items`, `width` at a time. */
async function inPool<T, R>(items: T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const at = next++;
        results[at] = await work(items[at]!);
      }
    }),
  );
  return results;
}

/** A kit acting for nobody on the sandbox (a sign-up), as the session server's are. */
export function providerKit(sandboxUrl: string, clientId: string) {
  const baseUrls = { api: sandboxUrl, upload: sandboxUrl };
  return requestKit({ region: 'fr', environment: 'test', baseUrls, clientId });
}

/**
 * `count` accounts made at the provider, each logged in once through the site's `/api/login` (a correct login is
 * never counted against the address): their session cookies.
 */
export async function prepareVisitors(site: SiteAddress, count: number, run: string): Promise<Visitor[]> {
  const emails = Array.from({ length: count }, (_, at) => `foule-${run}-${at}@example.fr`);
  return inPool(emails, 8, async (email) => {
    // Through the kit, as the site signs people up: the provider's paths stay in shared-kit.
    await providerKit(site.sandboxUrl, site.clientId).signup({
      email,
      password: PASSWORD,
      firstName: 'Camille',
      lastName: 'Foule',
    });
    const login = await post(site.port, site.host, '/api/login', { email, password: PASSWORD });
    if (login.status !== 200 || !login.cookie) throw new Error(`the site's login of ${email} answered ${login.status}`);
    return { email, password: PASSWORD, cookie: login.cookie };
  });
}

/** One request of a crowd: what is asked, and what its answer must hold to count as the visitor's page. */
interface Step {
  kind: string;
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The answer's body is the page drawn for this visitor with their data: null when it is, else what it lacks. */
  check?: (body: string) => string | null;
}

export interface KindFigures {
  kind: string;
  answered: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  /** p99 of the 2xx and 3xx answers alone: the pages people got. */
  p99Served: number;
  lacking: number;
  lacks: string[];
}

export interface CrowdFigures {
  name: string;
  reqPerSec: number;
  /** Answers under 400 per second: the pages people got (a shed 503 is quick and cheap). */
  servedPerSec: number;
  durationS: number;
  errors: number;
  timeouts: number;
  /** When each failed request gave up, in seconds from the crowd's start. */
  failedAtS: number[];
  kinds: KindFigures[];
  /** The session server's CPU time (user + system) per answer, ms. */
  cpuMsPerAnswer: number | null;
}

const percentile = (sorted: number[], at: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * at) / 100))]!;

/** user + system CPU of the processes, in ms (Linux /proc; null elsewhere). */
function cpuMs(pids: number[]): number | null {
  try {
    const ticks = pids.reduce((total, pid) => {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return total + Number(fields[11]) + Number(fields[12]);
    }, 0);
    return ticks * 10;
  } catch {
    return null;
  }
}

interface CrowdRun {
  name: string;
  site: SiteAddress;
  connections: number;
  /** Total requests (each step once), or a duration. */
  amount?: number;
  durationS?: number;
  /** Requests per second over all connections (absent: as fast as answered). */
  overallRate?: number;
  step: (turn: number) => Step;
  sitePids: number[];
}

/** A crowd against the site: each connection asks the next step, its answer timed and checked. */
export async function crowd(run: CrowdRun): Promise<CrowdFigures> {
  const kinds = new Map<
    string,
    { latencies: number[]; served: number[]; statuses: Record<string, number>; lacks: string[] }
  >();
  const figuresOf = (kind: string) => {
    let figures = kinds.get(kind);
    if (!figures) kinds.set(kind, (figures = { latencies: [], served: [], statuses: {}, lacks: [] }));
    return figures;
  };
  let turn = 0;
  interface Asked {
    step?: Step;
    startedAt?: number;
  }
  const cpuBefore = cpuMs(run.sitePids);
  const started = performance.now();
  let lastAnswerAt = started;
  const failedAt: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${run.site.port}`,
        connections: run.connections,
        ...(run.amount ? { amount: run.amount } : { duration: run.durationS ?? 20 }),
        ...(run.overallRate ? { overallRate: run.overallRate } : {}),
        timeout: 10,
        requests: [
          {
            setupRequest: (request, context) => {
              const asked = context as Asked;
              const step = run.step(turn++);
              asked.step = step;
              asked.startedAt = performance.now();
              // A posted JSON body comes from the site's own pages (its CSRF guard reads the Origin).
              const posted = step.body ? { Origin: `http://${run.site.host}`, 'Content-Type': 'application/json' } : {};
              return {
                ...request,
                method: step.method ?? 'GET',
                path: step.path,
                headers: { ...step.headers, Host: run.site.host, ...posted },
                ...(step.body ? { body: step.body } : {}),
              } as autocannon.Request;
            },
            onResponse: (status, body, context) => {
              const asked = context as Asked;
              if (!asked.step || asked.startedAt === undefined) return;
              const figures = figuresOf(asked.step.kind);
              lastAnswerAt = performance.now();
              const ms = lastAnswerAt - asked.startedAt;
              figures.latencies.push(ms);
              if (status < 400) figures.served.push(ms);
              figures.statuses[status] = (figures.statuses[status] ?? 0) + 1;
              const lack = status === 200 && asked.step.check ? asked.step.check(body) : null;
              if (lack) figures.lacks.push(lack);
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    // When a request failed or timed out, in seconds from the crowd's start: a stall at its start is a connection's,
    // one spread over it the server's.
    instance.on('reqError', () => failedAt.push((performance.now() - started) / 1000));
  });
  const cpuAfter = cpuMs(run.sitePids);
  const answered = [...kinds.values()].reduce((total, figures) => total + figures.latencies.length, 0);
  const served = [...kinds.values()].reduce((total, figures) => total + figures.served.length, 0);
  // A crowd of so many requests lasts until its last answer: autocannon ends it at its next one-second tick, which
  // rounded 1 000 pages answered in 4.2 s to 5.01 s (the figure stuck at 200 a second whatever the server did).
  const durationS = run.amount && answered > 0 ? (lastAnswerAt - started) / 1000 : result.duration;
  return {
    name: run.name,
    reqPerSec: answered / (durationS || 1),
    servedPerSec: served / (durationS || 1),
    durationS: Math.round(durationS * 100) / 100,
    errors: result.errors,
    timeouts: result.timeouts,
    failedAtS: failedAt.map((at) => Math.round(at * 10) / 10),
    cpuMsPerAnswer: cpuBefore !== null && cpuAfter !== null && answered > 0 ? (cpuAfter - cpuBefore) / answered : null,
    kinds: [...kinds.entries()].map(([kind, figures]) => {
      const sorted = [...figures.latencies].sort((a, b) => a - b);
      const served = [...figures.served].sort((a, b) => a - b);
      return {
        kind,
        answered: sorted.length,
        statuses: figures.statuses,
        p50: Math.round(percentile(sorted, 50)),
        p99: Math.round(percentile(sorted, 99)),
        p99Served: Math.round(percentile(served, 99)),
        lacking: figures.lacks.length,
        lacks: [...new Set(figures.lacks)].slice(0, 3),
      };
    }),
  };
}

/**
 * The shop drawn for this visitor, with their stars: the page names them (the loaders' data is read for their
 * e-mail), shows the goodies, and its header's balance is a figure, not « Solde en cours de chargement ».
 */
export function theirShop(visitor: Visitor): Step {
  return {
    kind: 'shop (logged in)',
    path: ROUTE_PATHS.shop,
    // Uncompressed, so each answer can be read here: brotli costs the server about a millisecond more per page.
    headers: { Cookie: visitor.cookie, Accept: 'text/html' },
    check: (body) => {
      if (!body.includes(JSON.stringify(visitor.email))) return 'not drawn for the visitor';
      if (!body.includes('data-goody=')) return 'no goodies';
      if (!body.includes('data-testid="star-balance"')) return 'no star balance';
      if (body.includes('data-testid="star-balance-loading"')) return 'the balance still loading';
      return null;
    },
  };
}

/**
 * The launch profile, per 20 requests: 6 home and 2 FAQ pages of anonymous visitors, 1 sign-up, 1 login, 4 shop
 * pages, 2 game pages and 2 account pages of visitors, 2 `/api/session` of a page's script.
 */
export function launchProfile(visitors: Visitor[], run: string): (turn: number) => Step {
  const anonymous = { Accept: 'text/html', 'Accept-Encoding': 'br, gzip' };
  return (turn) => {
    const visitor = visitors[turn % visitors.length]!;
    const theirs = { Accept: 'text/html', 'Accept-Encoding': 'br, gzip', Cookie: visitor.cookie };
    const slot = turn % 20;
    if (slot < 6) return { kind: 'home (anonymous)', path: '/', headers: anonymous };
    if (slot < 8) return { kind: 'FAQ (anonymous)', path: ROUTE_PATHS.faq, headers: anonymous };
    if (slot === 8)
      return {
        kind: 'sign-up',
        method: 'POST',
        path: '/api/signup',
        body: JSON.stringify({
          email: `lancement-${run}-${turn}@example.fr`,
          password: PASSWORD,
          firstName: 'Camille',
          lastName: 'Lancement',
          termsAccepted: true,
          adult: true,
        }),
      };
    if (slot === 9)
      return {
        kind: 'login',
        method: 'POST',
        path: '/api/login',
        body: JSON.stringify({ email: visitor.email, password: visitor.password }),
      };
    if (slot < 14) return { ...theirShop(visitor), headers: theirs, check: undefined };
    if (slot < 16) return { kind: 'game (logged in)', path: ROUTE_PATHS['game-4'], headers: theirs };
    if (slot < 18) return { kind: 'account (logged in)', path: ROUTE_PATHS.profile, headers: theirs };
    return { kind: '/api/session (logged in)', path: '/api/session', headers: { Cookie: visitor.cookie } };
  };
}
