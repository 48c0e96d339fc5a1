/**
 * `npm run load`: how much the site's own server holds, as figures, not a test.
 * autocannon against the session server's busiest answers and, as the reference, a bare express
 * hello world on the same machine at the same moment: per target req/s, p50/p99, errors, the
 * server's RSS before, right after and up to 10 s after, and the ratio to the reference.
 * Launch day as it comes (`load/launch-day.ts`), budgets on as in production: LOAD_VISITORS (1 000) distinct
 * logged-in visitors each opening their shop once, after 200 others as their warm-up (drawn from the shop remote's
 * server build served beside the site), checked to carry their stars; a mixed launch profile; twice the capacity the
 * distinct visitors found, with `/api/session` of visitors already in beside it. The run fails when the distinct
 * visitors' figure falls under MIN_DISTINCT_VISITORS_RATIO of `/`'s in the same run, or when one of their pages came
 * without their data.
 * Bounded: LOAD_DURATION_S (20) seconds per target at LOAD_CONNECTIONS (50), 6 targets (one with `/api/session`
 * beside it) and the three crowds of launch day, an overall deadline; holds the machine-wide `stack` lock so no build or e2e run
 * shares the CPU.
 * Builds what it measures from this checkout first (LOAD_SKIP_BUILD=1 reuses the last build);
 * LOAD_ONLY=name,name picks targets;
 * LOAD_PROFILE=1 runs the session server under --cpu-prof and prints where its time goes.
 * LOAD_CLUSTER=N (cluster mode) puts N session-server instances sharing a Redis behind the local balancer, as
 * `npm run start:cluster` does: the site's figures are then the balancer's, its RSS the instances' sum.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster, type RunningCluster } from './cluster/cluster';
import { withLock } from './lock';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { crowd, launchProfile, prepareVisitors, theirShop, type CrowdFigures } from './load/launch-day';
import type { SessionCrowd } from './load/session-crowd';
import { between, describe, readHistograms, type RouteView } from './load/server-view';
import { checkPersonalPage, MIN_DISTINCT_VISITORS_RATIO, startShopRemote } from './load/personal-page';
import { ALONGSIDE_CONNECTIONS, measure, type Row, type Run, type Target } from './load/measure';
import { monotonicUs, summariseProfile, type ProfileWindow } from './load/profile-summary';
import { gameOpenAroundNow } from './test-stack-env';
import { buildWorkspace, ROOT, rssMiB, startNode, stop, waitForHealth, type Started } from './load/processes';

const DURATION_S = Number(process.env.LOAD_DURATION_S ?? 20);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
const PORTS = {
  shopRemote: 3388,
  metrics: 3389,
  reference: 3390,
  site: 3391,
  sandbox: 3392,
  firstInstance: 3393,
};
const CLUSTER_SIZE = Number(process.env.LOAD_CLUSTER ?? 0);
const SITE_HOST = `localhost:${PORTS.site}`;
const SITE_ORIGIN = `http://${SITE_HOST}`;
const DEADLINE_MS = 15 * 60_000;
const SETTLE_MS = 10_000;
const WARM_UP_S = 3;
/** The server's p99 of `/api/session` beside twice the capacity (alone it answers 99 % within 0.1 s). */
const MAX_SESSION_P99_S = 0.25;
/** Distinct logged-in visitors, each opening their shop once. */
const VISITORS = Number(process.env.LOAD_VISITORS ?? 1000);
/** Visitors of their own who open their shop first, not counted: the distinct visitors' warm-up. */
const WARM_UP_VISITORS = 200;

function hashedAsset(): string {
  const assets = path.join(ROOT, 'host', 'dist', 'assets');
  const script = fs.readdirSync(assets).find((file) => /\.[0-9a-f]{8,}\.js$/.test(file));
  if (!script) throw new Error(`no hashed script in ${assets}: build the host first (npm run build)`);
  return `/assets/${script}`;
}

/** The processes whose memory the site's figures add up: the session server, or every instance of the cluster. */
let sitePids: (number | undefined)[] = [];
const rssOf = (server: Started) =>
  server.name === 'session-server'
    ? sitePids.reduce((total: number, pid) => total + rssMiB(pid), 0)
    : rssMiB(server.child.pid);

const run = (): Run => ({
  durationS: DURATION_S,
  warmUpS: WARM_UP_S,
  connections: CONNECTIONS,
  settleMs: SETTLE_MS,
  hostOf: (of) => (of.server === 'site' ? SITE_HOST : `127.0.0.1:${PORTS.reference}`),
  rssOf,
});

function report(rows: Row[], coldRss: Record<string, number>): void {
  const reference = rows.find((row) => row.target.server === 'reference')?.reqPerSec;
  const mib = (value: number) => `${value.toFixed(0)} MiB`;
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION_S} s per target after ${WARM_UP_S} s of warm-up, ${os.cpus().length} CPU(s), node ${process.version}` +
      (CLUSTER_SIZE > 0
        ? `\ncluster mode: ${CLUSTER_SIZE} session-server instances sharing Redis behind the balancer`
        : ''),
  );
  console.log(
    `RSS at start (cold): ${Object.entries(coldRss)
      .map(([name, value]) => `${name} ${mib(value)}`)
      .join(', ')}\n`,
  );
  console.table(
    rows.map((row) => ({
      target: row.target.name,
      'req/s': Math.round(row.reqPerSec),
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      errors: row.errors,
      'RSS before': mib(row.rssBefore),
      'RSS after': mib(row.rssAfter),
      'RSS +10 s': `${mib(row.rssSettled)} ${row.settledInMs === null ? '(not back)' : `(back in ${(row.settledInMs / 1000).toFixed(1)} s)`}`,
      'vs reference': reference ? `${(row.reqPerSec / reference).toFixed(2)}×` : '–',
    })),
  );
}

/** Each instance's own metrics (scripts/cluster/cluster.ts gives instance i the port 9464 + i). */
const METRICS_URLS =
  CLUSTER_SIZE > 0
    ? Array.from({ length: CLUSTER_SIZE }, (_, index) => `http://127.0.0.1:${9464 + index}/metrics`)
    : [`http://127.0.0.1:${PORTS.metrics}/metrics`];

/** A crowd with what the server itself saw of it (load/server-view.ts). */
async function seenByServer<T>(run: () => Promise<T>): Promise<[T, RouteView[]]> {
  const before = await readHistograms(METRICS_URLS);
  const result = await run();
  return [result, between(before, await readHistograms(METRICS_URLS))];
}

function reportCrowd(figures: CrowdFigures, server?: RouteView[]): void {
  console.log(
    `\n${figures.name}: ${Math.round(figures.reqPerSec)} answers/s (${Math.round(figures.servedPerSec)} under 400) over ${figures.durationS} s, ` +
      `${figures.errors} connection errors, ${figures.timeouts} timeouts (10 s)` +
      (figures.failedAtS.length > 0 ? ` given up at ${figures.failedAtS.slice(0, 20).join(', ')} s` : '') +
      (figures.cpuMsPerAnswer === null
        ? ''
        : `, session server CPU ${figures.cpuMsPerAnswer.toFixed(1)} ms per answer`),
  );
  console.table(
    figures.kinds.map((kind) => ({
      kind: kind.kind,
      answered: kind.answered,
      statuses: Object.entries(kind.statuses)
        .map(([status, count]) => `${count} × ${status}`)
        .join(', '),
      'p50 ms': kind.p50,
      'p99 ms': kind.p99,
      'p99 served ms': kind.p99Served,
      'without their data': kind.lacking ? `${kind.lacking} (${kind.lacks.join('; ')})` : 0,
    })),
  );
  if (server) console.log(`the server's own answers (from arrival to the last byte): ${describe(server)}`);
}

/** The visitors already in, from a process of their own (load/session-crowd.ts), so the pages' crowd cannot starve them. */
async function sessionCrowdBeside(asked: SessionCrowd): Promise<CrowdFigures> {
  const script = path.join(__dirname, 'load/session-crowd.ts');
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, JSON.stringify(asked)], {
    maxBuffer: 16 * 1024 * 1024,
    timeout: (asked.durationS + 60) * 1000,
  });
  const last = stdout.trim().split('\n').pop() ?? '';
  return JSON.parse(last) as CrowdFigures;
}

async function main(): Promise<void> {
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lgb-load-profile-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lgb-load-data-'));
  const profiling = process.env.LOAD_PROFILE === '1';
  if (process.env.LOAD_SKIP_BUILD !== '1') {
    // Every piece the measured pages come from, built from this checkout: a host or shop build left from older
    // sources draws another page than the one measured (rspack's cache makes an unchanged build a few seconds).
    for (const workspace of ['session-server', 'provider-sandbox', 'host', 'mfe-shop']) buildWorkspace(workspace);
    for (const workspace of ['host', 'mfe-shop']) buildWorkspace(workspace, 'rspack.server.config.ts');
  }
  // A logged-in visitor's own calls beside the crowd: beside `/` (served whole from the page cache), what any load
  // costs them on the shared cores; beside the personal page, what drawing pages for visitors adds to it.
  const sessionAlongside = (during: string): Target => ({
    name: `GET /api/session (logged in, ${ALONGSIDE_CONNECTIONS} connections, during ${during})`,
    server: 'site',
    path: '/api/session',
    headers: { Cookie: '' },
  });
  const targets: Target[] = [
    { name: 'reference: express hello world', server: 'reference', path: '/' },
    {
      name: 'GET /api/session (anonymous)',
      server: 'site',
      path: '/api/session',
    },
    {
      name: 'GET /api/session (logged in)',
      server: 'site',
      path: '/api/session',
      headers: { Cookie: '' },
    },
    {
      name: 'GET /',
      server: 'site',
      path: '/',
      headers: { Accept: 'text/html', 'Accept-Encoding': 'br, gzip' },
      alongside: sessionAlongside('/'),
    },
    {
      name: 'GET hashed asset',
      server: 'site',
      path: hashedAsset(),
      headers: { 'Accept-Encoding': 'br, gzip' },
    },
    {
      name: 'GET /config.json',
      server: 'site',
      path: '/config.json',
      headers: { 'Accept-Encoding': 'br, gzip' },
    },
  ];
  const only = process.env.LOAD_ONLY?.split(',').map((name) => name.trim().toLowerCase());
  const chosen = targets.filter(
    (target) => target.server === 'reference' || !only || only.some((name) => target.name.toLowerCase().includes(name)),
  );

  const shopRemote = startShopRemote(PORTS.shopRemote);
  await waitForHealth(shopRemote);
  const sandboxProfileDir = path.join(profileDir, 'provider-sandbox');
  const sandbox = startNode(
    'provider-sandbox',
    [
      ...(profiling ? ['--cpu-prof', `--cpu-prof-dir=${sandboxProfileDir}`] : []),
      path.join(ROOT, 'provider-sandbox/dist/main.js'),
    ],
    PORTS.sandbox,
    {
      SANDBOX_MODE: 'test',
      SANDBOX_SIGNUPS_PER_ADDRESS: '5000',
      SANDBOX_DB: path.join(dataDir, 'sandbox.sqlite'),
      SANDBOX_DATA_DIR: path.join(dataDir, 'files'),
      SANDBOX_ALLOWED_ORIGINS: SITE_ORIGIN,
    },
  );
  const siteEnv = {
    NODE_ENV: 'production',
    APP_ENV: 'sandbox',
    // Measured as it runs in production: with its metrics (a port of the load's own, beside its 339x).
    METRICS_PORT: String(PORTS.metrics),
    SITE_URL: SITE_ORIGIN,
    SESSION_KEYS: 'load-check-session-key-0123456789abcdefghijklmnop',
    PROVIDER_URL: `http://127.0.0.1:${PORTS.sandbox}`,
    // The game open, as the e2e stack runs it (the schedule's own dates have passed): the figures were measured so.
    ...gameOpenAroundNow(),
    // The personal page is drawn from the shop remote's server build, served beside the site.
    REMOTE_SHOP_URL: `http://127.0.0.1:${PORTS.shopRemote}/mf-manifest.json`,
    // Budgets as in production: every visitor of the load comes from its one address, as behind a carrier's NAT.
  };
  let cluster: RunningCluster | undefined;
  let site: Started;
  if (CLUSTER_SIZE > 0) {
    cluster = await startCluster({
      size: CLUSTER_SIZE,
      sitePort: PORTS.site,
      firstInstancePort: PORTS.firstInstance,
      env: siteEnv,
      output: 'quiet',
    });
    site = {
      name: 'session-server',
      child: cluster.balancer,
      url: `http://127.0.0.1:${PORTS.site}`,
    };
    sitePids = cluster.instances.map((instance) => instance.process.pid);
  } else {
    site = startNode(
      'session-server',
      [
        ...(profiling ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
        path.join(ROOT, 'session-server/dist/main.js'),
      ],
      PORTS.site,
      siteEnv,
    );
    sitePids = [site.child.pid];
  }
  const reference = startNode(
    'reference',
    ['--import', 'tsx', path.join(__dirname, 'load/reference-server.ts')],
    PORTS.reference,
    { NODE_ENV: 'production' },
  );
  const servers = cluster ? [sandbox, shopRemote, reference] : [sandbox, shopRemote, site, reference];
  const verdicts: string[] = [];
  let distinctWindow: ProfileWindow | undefined;
  let notDrawn: string | null = null;
  try {
    await Promise.all([waitForHealth(sandbox), waitForHealth(site), waitForHealth(reference)]);
    const coldRss = {
      'session-server': rssOf(site),
      reference: rssMiB(reference.child.pid),
    };
    const address = {
      port: PORTS.site,
      host: SITE_HOST,
      sandboxUrl: `http://127.0.0.1:${PORTS.sandbox}`,
      clientId: 'la-grande-boutique-sandbox',
    };
    const runId = Date.now().toString(36);
    const preparing = Date.now();
    const everyone = await prepareVisitors(address, VISITORS + WARM_UP_VISITORS, runId);
    const visitors = everyone.slice(0, VISITORS);
    const warmers = everyone.slice(VISITORS);
    console.log(
      `[load] ${everyone.length} visitors signed up at the provider and logged in in ${((Date.now() - preparing) / 1000).toFixed(0)} s`,
    );
    const [first] = visitors;
    notDrawn = await checkPersonalPage(PORTS.site, SITE_HOST, first!);
    if (notDrawn) console.warn(`[load] warning: ${notDrawn}`);
    const rows: Row[] = [];
    for (const target of chosen) {
      for (const asked of [target, target.alongside])
        if (asked?.headers?.Cookie === '') asked.headers.Cookie = first!.cookie;
      console.log(`[load] ${target.name}…`);
      rows.push(...(await measure(target, target.server === 'site' ? site : reference, run())));
    }
    report(rows, coldRss);

    const pids = sitePids.filter((pid): pid is number => pid !== undefined);
    // Measured after a warm-up, as every target above is: the draw's code compiled and its caches of style hashes and
    // texts filled by visitors of their own, not counted (each counted visitor still opens their shop once, cold).
    console.log(`[load] warm-up: ${WARM_UP_VISITORS} other visitors, each their shop once…`);
    await crowd({
      name: 'warm-up',
      site: address,
      connections: CONNECTIONS,
      amount: WARM_UP_VISITORS,
      step: (turn) => theirShop(warmers[turn % WARM_UP_VISITORS]!),
      sitePids: pids,
    });
    console.log(`[load] ${VISITORS} distinct visitors, each their shop once…`);
    const crowdStartUs = monotonicUs();
    const [distinct, distinctSeen] = await seenByServer(() =>
      crowd({
        name: `${VISITORS} distinct visitors, each their shop once, ${CONNECTIONS} connections`,
        site: address,
        connections: CONNECTIONS,
        amount: VISITORS,
        step: (turn) => theirShop(visitors[turn % VISITORS]!),
        sitePids: pids,
      }),
    );
    distinctWindow = { name: 'the distinct visitors', fromUs: crowdStartUs, toUs: monotonicUs() };
    reportCrowd(distinct, distinctSeen);
    console.log('[load] the launch profile…');
    reportCrowd(
      ...(await seenByServer(() =>
        crowd({
          name: `launch profile, ${CONNECTIONS} connections`,
          site: address,
          connections: CONNECTIONS,
          durationS: DURATION_S,
          step: launchProfile(visitors, runId),
          sitePids: pids,
        }),
      )),
    );
    // Twice what the distinct visitors were answered at, offered by a crowd that waits for nobody (4× the
    // connections), with visitors already in reading /api/session beside it.
    const twice = Math.max(1, Math.round(2 * distinct.servedPerSec));
    console.log(`[load] twice the capacity: ${twice} shop pages/s offered…`);
    const [[overload, beside], overloadSeen] = await seenByServer(() =>
      Promise.all([
        crowd({
          name: `twice the capacity: ${twice} shop pages/s offered on ${4 * CONNECTIONS} connections`,
          site: address,
          connections: 4 * CONNECTIONS,
          durationS: DURATION_S,
          overallRate: twice,
          step: (turn) => theirShop(visitors[(turn * 7) % VISITORS]!),
          sitePids: pids,
        }),
        sessionCrowdBeside({
          name: `beside it, /api/session of visitors already in (a process of its own), ${ALONGSIDE_CONNECTIONS} connections`,
          site: address,
          connections: ALONGSIDE_CONNECTIONS,
          durationS: DURATION_S,
          cookies: visitors.slice(0, 50).map((visitor) => visitor.cookie),
        }),
      ]),
    );
    reportCrowd(overload, overloadSeen);
    reportCrowd(beside);
    // Shed, not suffered: past the capacity the server answers every page within its bound (a draw, or the quick
    // 503), and the visitors already in as fast as ever. Judged on the server's own clock: the load generator shares
    // the cores, and its own delays show in its figures (its timeouts are given beside them).
    const shedPages = overload.kinds.reduce((total, kind) => total + (kind.statuses['503'] ?? 0), 0);
    const late = overloadSeen.filter((view) => view.key.startsWith('page ')).reduce((n, view) => n + view.over5s, 0);
    const session = overloadSeen.find((view) => view.key === 'api/session 2xx');
    const besideAnswered = beside.kinds.reduce((total, kind) => total + kind.answered, 0);
    verdicts.push(
      `${late > 0 ? 'FAIL ' : ''}twice the capacity: ${late} pages answered by the server after 5 s, ${shedPages} shed with a 503 (the generator's timeouts: ${overload.timeouts})`,
      `${!session || session.p99UnderS > MAX_SESSION_P99_S || besideAnswered === 0 ? 'FAIL ' : ''}beside it, /api/session of visitors already in: ${besideAnswered} answered, 99 % within ${session?.p99UnderS ?? '–'} s on the server (at most ${MAX_SESSION_P99_S} s; the generator's timeouts: ${beside.timeouts})`,
    );

    const home = rows.find((row) => row.target.name === 'GET /')?.reqPerSec;
    if (home) {
      const ratio = distinct.servedPerSec / home;
      const verdict = `${VISITORS} distinct visitors' shop pages: ${ratio.toFixed(2)}× the requests of / (floor ${MIN_DISTINCT_VISITORS_RATIO}×)`;
      verdicts.push(ratio < MIN_DISTINCT_VISITORS_RATIO ? `FAIL ${verdict}` : verdict);
    }
    const lacking = distinct.kinds.reduce((total, kind) => total + kind.lacking, 0);
    const shed = distinct.kinds.reduce((total, kind) => total + (kind.statuses['503'] ?? 0), 0);
    verdicts.push(
      `${lacking ? 'FAIL ' : ''}${lacking} of ${VISITORS} distinct visitors' pages without their data (${shed} shed with a 503)`,
    );
  } finally {
    await Promise.all(servers.map((server) => stop(server)));
    await cluster?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (profiling) {
    console.log(`\n${summariseProfile(profileDir)}`);
    // The distinct visitors' stretch, in the site and in the provider's stand-in that answers its reads.
    if (distinctWindow) {
      console.log(
        `\n(the distinct visitors: ${distinctWindow.fromUs}–${distinctWindow.toUs} µs on the profiles' clock)`,
      );
      console.log(`\n${summariseProfile(profileDir, distinctWindow)}`);
      console.log(`\n${summariseProfile(sandboxProfileDir, distinctWindow)}`);
    }
  }
  // Figures of a page that was not the drawn shop say nothing of it: the run fails after showing them.
  if (notDrawn) throw new Error(notDrawn);
  for (const verdict of verdicts) console.log(`[load] ${verdict}`);
  if (verdicts.some((verdict) => verdict.startsWith('FAIL'))) throw new Error('under its floor (above)');
}

const deadline = setTimeout(() => {
  console.error(`[load] over ${DEADLINE_MS / 60_000} min: stopping`);
  process.exit(1);
}, DEADLINE_MS);
deadline.unref();

withLock('stack', main).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('[load]', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
