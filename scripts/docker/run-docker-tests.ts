/**
 * `npm run test:docker`: the site as it ships. Builds every image (docker/*.Dockerfile), brings docker/compose.yaml
 * up (nginx on :3000 → two site replicas, Redis, the sandbox with its test controls, the four remotes), waits for
 * every health check, runs the journeys of e2e/docker/playwright.config.ts against it (a smoke set of the site's
 * journeys, then a remote rolled and rolled back under load, a replica killed, Redis stopped, the metrics), and tears
 * it down. Where no container engine can run, it says why and stops without failing. DOCKER_KEEP=1 leaves the stack up.
 * DOCKER_TEST_DEADLINE (seconds since the epoch, set by .ci/run from its 90 minutes) fails it, saying so, before a step
 * that could not end in time: a CI run cut off half-way would lose every figure of the tests that did pass.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium } from '../ensure-chromium';
import { withLock } from '../lock';
import { PORTS, ROOT } from '../stack';
import { NODE_MAJOR } from '../node-version';
import { testStackEnv } from '../test-stack-env';
import { baseImagesEnv } from './base-images';
import { compose, SERVICES, waitHealthy, writeEnvFile, writeStackEnv } from './compose-stack';
import { docker, ensureEngine, ensurePlugins } from './engine';
import { buildShopNextVersion } from './shop-next-version';
import { assertPortFree } from '../processes';
import { journeysTimeoutMs, outOfTime, type Stage } from './deadline';

const STACK_HEALTHY_WITHIN_MS = 5 * 60_000;

/** A stage that cannot end before the run's deadline fails the run at once: the shipped stack is never left untested. */
function outOfTimeFor(stage: Stage): boolean {
  const reason = outOfTime(stage, process.env.DOCKER_TEST_DEADLINE);
  if (reason) console.error(`[docker] failed, out of time: ${reason}`);
  return reason !== null;
}
const timings: Array<[string, number]> = [];

async function step<T>(label: string, run: () => T | Promise<T>): Promise<T> {
  const started = Date.now();
  console.log(`\n[docker] ${label}…`);
  const result = await run();
  const took = Date.now() - started;
  timings.push([label, took]);
  console.log(`[docker] ${label}: ${(took / 1000).toFixed(1)} s`);
  return result;
}

/**
 * What the stack under test runs with: the e2e stack's settings (the game open around now, the per-address limits
 * raised for journeys that all come from one address), its own secret, the sandbox's test controls on. Settings
 * compose does not name go through the site's and the sandbox's env files.
 */
function stackEnv(base: Record<string, string>): Record<string, string> {
  const {
    APP_ENV: _app,
    SANDBOX_DB: _db,
    SANDBOX_DATA_DIR: _files,
    ERROR_REPORTER_HOST: _reporter,
    ...e2e
  } = testStackEnv('/unused');
  const sandbox = Object.fromEntries(Object.entries(e2e).filter(([name]) => name.startsWith('SANDBOX_')));
  const site = Object.fromEntries(Object.entries(e2e).filter(([name]) => !name.startsWith('SANDBOX_')));
  return {
    ...base,
    ...e2e,
    SESSION_KEYS: crypto.randomBytes(32).toString('base64url'),
    SITE_ENV_FILE: writeEnvFile('site.env', site),
    SANDBOX_ENV_FILE: writeEnvFile('sandbox.env', sandbox),
  };
}

/**
 * With the vfs driver (the only one where the kernel has no overlay support) every layer is stored whole: a build from
 * nothing took ~30 GB here. Below this the build would fail half-way on a full disk, taking the engine with it.
 */
const DISK_NEEDED_BYTES = 40 * 1024 ** 3;

function diskTooSmall(): string | null {
  const root = spawnSync('docker', ['info', '--format', '{{.DockerRootDir}}'], { encoding: 'utf8' }).stdout.trim();
  if (!root || !fs.existsSync(root)) return null;
  const { bavail, bsize } = fs.statfsSync(root);
  const free = bavail * bsize;
  if (free >= DISK_NEEDED_BYTES) return null;
  const gib = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GiB`;
  return `${gib(free)} free under ${root}, the images and the stack need ${gib(DISK_NEEDED_BYTES)}`;
}

async function main(): Promise<number> {
  const skipped = await ensureEngine(path.join(ROOT, '.data', 'docker', 'dockerd.log'));
  if (skipped) {
    console.log(`[docker] skipped: ${skipped}`);
    return 0;
  }
  const short = diskTooSmall();
  if (short) {
    console.log(`[docker] skipped: ${short}`);
    return 0;
  }
  ensureChromium();
  if (outOfTimeFor('base images')) return 1;
  const base = await step('base images', () => baseImagesEnv());
  ensurePlugins(base.DEBIAN_IMAGE ?? 'debian:bookworm-slim');
  writeStackEnv(stackEnv(base));
  // The builds take minutes and bind no port: only the running stack holds the machine's stack lock.
  if (outOfTimeFor('builds')) return 1;
  await step('build every image', () => compose(['build']));
  await step('build the shop at its next version (docker/build-remote.sh)', () =>
    buildShopNextVersion(base, 'lgb-shop:dev'),
  );
  if (outOfTimeFor('stack and journeys')) return 1;
  return withLock('stack', async () => {
    for (const port of Object.values(PORTS)) await assertPortFree(port, 'another stack running?');
    try {
      await step('stack up and healthy', async () => {
        compose(['up', '-d', '--no-build']);
        await waitHealthy(SERVICES, STACK_HEALTHY_WITHIN_MS);
        // The images run the Node the project is built for (the remotes' run nginx alone).
        for (const service of ['site', 'sandbox']) {
          const version = compose(['exec', '-T', service, 'node', '-v'], { quiet: true }).trim();
          console.log(`[docker] ${service}: node ${version}`);
          if (!version.startsWith(`v${NODE_MAJOR}.`))
            throw new Error(`${service} runs node ${version}, not ${NODE_MAJOR}`);
        }
      });
      const journeys = await step('journeys against the composed stack', () =>
        spawnSync(
          path.join(ROOT, 'node_modules', '.bin', 'playwright'),
          [
            'test',
            '--config',
            path.join(ROOT, 'e2e/docker/playwright.config.ts'),
            ...journeysTimeoutMs(process.env.DOCKER_TEST_DEADLINE).map((ms) => `--global-timeout=${ms}`),
            ...process.argv.slice(2),
          ],
          { cwd: ROOT, stdio: 'inherit' },
        ),
      );
      return journeys.status ?? 1;
    } catch (error) {
      console.error('[docker] the stack failed; its last logs:');
      compose(['logs', '--no-color', '--tail', '40']);
      throw error;
    } finally {
      if (process.env.DOCKER_KEEP === '1') console.log('[docker] DOCKER_KEEP=1: the stack stays up');
      else {
        await step('tear down', () => {
          compose(['down', '--volumes', '--remove-orphans'], { quiet: true });
          // vfs stores every layer whole (tens of GB for a build): on a machine that stays, keep the images and drop
          // what nothing uses any more. A CI machine is thrown away after the run: minutes for nothing.
          if (process.env.CI === 'true') return;
          docker(['image', 'prune', '--force'], { quiet: true });
          docker(['builder', 'prune', '--force'], { quiet: true });
        });
      }
      console.log('\n[docker] timings');
      for (const [label, ms] of timings) console.log(`  ${label}: ${(ms / 1000).toFixed(1)} s`);
    }
  });
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(`[docker] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
