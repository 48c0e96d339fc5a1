/**
 * One remote alone (issue 15): its development server with the QA shell, plus the provider
 * sandbox and the session server it needs, all from source, on 127.0.0.1. The remote's server
 * proxies /api and /config.json to the session server (the session cookie is then first-party)
 * and /__sandbox to the sandbox's controls, so the shell drives everything from one origin.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { waitForHealth } from '../stack';

export const ROOT = path.resolve(__dirname, '..', '..');
export const QA_REMOTES = ['auth', 'account', 'shop', 'game'] as const;
export type QaRemote = (typeof QA_REMOTES)[number];
export type QaMode = 'dev' | 'test';

/**
 * `dev` keeps the remote's usual port (3101…3104, as in the README); `test` moves the whole trio to
 * 33xx so a remote's journeys never meet the site's end-to-end stack (3000, 310x, 4000).
 */
export function qaPorts(remote: QaRemote, mode: QaMode): { web: number; session: number; sandbox: number } {
  const index = QA_REMOTES.indexOf(remote) + 1;
  const base = mode === 'dev' ? 3100 : 3300;
  return { web: base + index, session: base + 10 + index, sandbox: base + 20 + index };
}

/** Paris local date-time `offsetMs` from now, as GAME_START/GAME_END are written. */
function parisLocal(offsetMs: number): string {
  return new Date(Date.now() + offsetMs).toLocaleString('sv-SE', { timeZone: 'Europe/Paris' }).replace(' ', 'T');
}

export interface QaStack {
  remote: QaRemote;
  url: string;
  ports: ReturnType<typeof qaPorts>;
  stop(): Promise<void>;
}

function startNode(name: string, entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, entry)], {
    cwd: ROOT,
    env: { ...process.env, ...env, HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null) console.error(`[qa] ${name} stopped with code ${code}`);
  });
  return child;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startQaStack(remote: QaRemote, mode: QaMode, dataDir: string): Promise<QaStack> {
  const ports = qaPorts(remote, mode);
  const origin = `http://127.0.0.1:${ports.web}`;
  const sandboxUrl = `http://127.0.0.1:${ports.sandbox}`;
  const day = 24 * 3600 * 1000;
  fs.mkdirSync(dataDir, { recursive: true });
  for (const port of Object.values(ports)) await assertPortFree(port);

  const sandbox = startNode('provider-sandbox', 'provider-sandbox/src/main.ts', {
    PORT: String(ports.sandbox),
    SANDBOX_MODE: mode === 'dev' ? 'development' : 'test',
    SANDBOX_DB: path.join(dataDir, 'provider-sandbox.sqlite'),
    SANDBOX_DATA_DIR: path.join(dataDir, 'files'),
    SANDBOX_PUBLIC_URL: sandboxUrl,
    SANDBOX_SITE_URL: origin,
    SANDBOX_ALLOWED_ORIGINS: `${origin},http://localhost:${ports.web}`,
  });
  const session = startNode('session-server', 'session-server/src/main.ts', {
    PORT: String(ports.session),
    APP_ENV: mode === 'dev' ? 'development' : 'test',
    SITE_URL: origin,
    PROVIDER_URL: sandboxUrl,
    RATE_LIMIT_PER_IP: '5000',
    // The game is open around today unless the caller sets its own window; the shell's clock
    // offset then opens or closes it.
    GAME_CURRENT: process.env.GAME_CURRENT ?? '4',
    GAME_TEASING: process.env.GAME_TEASING ?? parisLocal(-10 * day),
    GAME_START: process.env.GAME_START ?? parisLocal(-5 * day),
    GAME_END: process.env.GAME_END ?? parisLocal(30 * day),
  });
  const children = [sandbox, session];
  const stopAll = async () => {
    await Promise.all(children.map(stopChild));
  };

  try {
    await Promise.all([waitForHealth(ports.sandbox, 60_000), waitForHealth(ports.session, 60_000)]);
  } catch (error) {
    await stopAll();
    throw error;
  }

  // The rspack CLI loads the config (see qa-rspack.config.ts for why not in this process).
  const web = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'),
      'dev',
      '--mode',
      'development',
      '--config',
      path.join(__dirname, 'qa-rspack.config.ts'),
    ],
    {
      cwd: path.join(ROOT, `mfe-${remote}`),
      env: {
        ...process.env,
        QA_REMOTE: remote,
        QA_WEB_PORT: String(ports.web),
        QA_SESSION_URL: `http://127.0.0.1:${ports.session}`,
        QA_SANDBOX_URL: sandboxUrl,
        QA_LIVE_RELOAD: mode === 'dev' ? '1' : '0',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  children.push(web);
  try {
    await waitForPage(`${origin}/`, 120_000);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { remote, url: origin, ports, stop: () => stopAll() };
}

async function assertPortFree(port: number): Promise<void> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(500) });
  } catch {
    return;
  }
  throw new Error(
    `port ${port} is already in use (npm start, the site's e2e or another QA shell?): stop it and try again`,
  );
}

/** The dev server answers once its first compilation is done. */
async function waitForPage(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function isQaRemote(name: string | undefined): name is QaRemote {
  return (QA_REMOTES as readonly string[]).includes(name ?? '');
}
