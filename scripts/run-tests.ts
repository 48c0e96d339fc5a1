/** `npm test`: lint (house rules, import boundaries), type-check, unit and component tests, then end-to-end in Chromium. */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium';
import { jestCommand } from './jest-command';
import { NODE_MAJOR } from './node-version';
import { ensureRedisServer } from './system-packages';

const ROOT = path.resolve(__dirname, '..');

function run(label: string, command: string, args: string[]): void {
  const started = Date.now();
  console.log(`\n[test] ${label}…`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`[test] ${label} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`[test] ${label} passed in ${seconds} s`);
}

interface Stage {
  label: string;
  command: string;
  args: string[];
}

/**
 * Stages that read the sources without running them, side by side: each is one process on one core, so on two cores
 * the three take little more than the longest. Each one's output is printed whole when it ends, not interleaved.
 */
async function runTogether(stages: Stage[]): Promise<void> {
  const started = Date.now();
  console.log(`\n[test] ${stages.map((stage) => stage.label).join(', ')}, side by side…`);
  const ended = await Promise.all(
    stages.map(
      (stage) =>
        new Promise<{ stage: Stage; status: number | null; output: string; seconds: string }>((resolve) => {
          const child = spawn(stage.command, stage.args, { cwd: ROOT, env: process.env });
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.on('error', (error) => (output += `${error.message}\n`));
          child.on('close', (status) =>
            resolve({ stage, status, output, seconds: ((Date.now() - started) / 1000).toFixed(1) }),
          );
        }),
    ),
  );
  for (const { stage, status, output, seconds } of ended) {
    if (output.trim() !== '') process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    console.log(`[test] ${stage.label} ${status === 0 ? 'passed' : 'failed'} in ${seconds} s`);
  }
  const failed = ended.find((one) => one.status !== 0);
  if (failed) process.exit(failed.status ?? 1);
}

// Every stage runs on the Node the project is built for: the `node` package `npm install` brought, which `npm run`
// puts first on the PATH (README « Develop »).
console.log(`[test] node ${process.version}`);
if (!process.version.startsWith(`v${NODE_MAJOR}.`)) {
  console.error(
    `[test] npm test runs on Node ${NODE_MAJOR}, not ${process.version}: run it with npm test after npm install`,
  );
  process.exit(1);
}
ensureChromium();
// The two-instance tests (session-server/src/shared-state, e2e/cluster.spec.ts) run on a real Redis: installed here
// like Chromium; when it cannot be, they fail with the same message.
try {
  ensureRedisServer();
} catch (error) {
  console.warn(`[test] ${error instanceof Error ? error.message : String(error)}`);
}
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);
async function main(): Promise<void> {
  await runTogether([
    { label: 'lint (eslint, zero warnings)', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
    { label: 'format (prettier --check)', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
    { label: 'type-check', command: bin('tsc'), args: ['-p', 'tsconfig.json'] },
  ]);
  const [jest, jestArgs] = jestCommand(ROOT);
  run('unit and component tests (jest)', jest, [...jestArgs, '--ci']);
  run('end-to-end (playwright, chromium)', process.execPath, [
    '--import',
    'tsx',
    path.join(ROOT, 'scripts/run-e2e.ts'),
  ]);
  // Each remote's own journeys in its QA shell, on the 33xx ports: jest already ran above.
  run("each remote's journeys in its QA shell", process.execPath, [
    '--import',
    'tsx',
    path.join(ROOT, 'scripts/qa/run-remote-tests.ts'),
    'all',
    '--journeys-only',
  ]);
}

void main();
