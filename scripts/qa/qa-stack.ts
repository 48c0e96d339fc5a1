/**
 * One remote alone: its development server with the QA shell, plus the provider
 * sandbox and the session server it needs, all from source, on 127.0.0.1. The remote's server
 * proxies /api and /config.json to the session server (the session cookie is then first-party)
 * and /__sandbox to the sandbox's controls, so the shell drives everything from one origin.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  assertPortFree,
  ROOT,
  RSPACK_CONFIG_LOADER,
  startNode,
  stopChild,
  waitForHealth,
  waitForUrl,
} from '../processes';
import { gameOpenAroundNow } from '../test-stack-env';

export { ROOT } from '../processes';
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

export interface QaStack {
  remote: QaRemote;
  url: string;
  ports: ReturnType<typeof qaPorts>;
  stop(): Promise<void>;
}

/** A server of the QA stack, from source. */
function startFromSource(name: string, entry: string, env: NodeJS.ProcessEnv): ChildProcess {
  return startNode({ name: `qa ${name}`, args: ['--import', 'tsx', path.join(ROOT, entry)], env });
}

export async function startQaStack(remote: QaRemote, mode: QaMode, dataDir: string): Promise<QaStack> {
  const ports = qaPorts(remote, mode);
  const origin = `http://127.0.0.1:${ports.web}`;
  const sandboxUrl = `http://127.0.0.1:${ports.sandbox}`;
  const gameOpen = gameOpenAroundNow();
  fs.mkdirSync(dataDir, { recursive: true });
  for (const port of Object.values(ports)) {
    await assertPortFree(port, "npm start, the site's e2e or another QA shell?");
  }

  const sandbox = startFromSource('provider-sandbox', 'provider-sandbox/src/main.ts', {
    PORT: String(ports.sandbox),
    SANDBOX_MODE: mode === 'dev' ? 'development' : 'test',
    SANDBOX_SIGNUPS_PER_ADDRESS: '5000',
    SANDBOX_DB: path.join(dataDir, 'provider-sandbox.sqlite'),
    SANDBOX_DATA_DIR: path.join(dataDir, 'files'),
    SANDBOX_PUBLIC_URL: sandboxUrl,
    SANDBOX_SITE_URL: origin,
    SANDBOX_ALLOWED_ORIGINS: `${origin},http://localhost:${ports.web}`,
  });
  const session = startFromSource('session-server', 'session-server/src/main.ts', {
    PORT: String(ports.session),
    APP_ENV: mode === 'dev' ? 'development' : 'test',
    SITE_URL: origin,
    PROVIDER_URL: sandboxUrl,
    RATE_LIMIT_PER_IP: '5000',
    RATE_LIMIT_SIGNUPS_PER_IP: '5000',
    RATE_LIMIT_FORM_POSTS_PER_IP: '5000',
    RATE_LIMIT_PAGES_PER_SESSION: '100000',
    RATE_LIMIT_PAGES_PER_ACCOUNT: '100000',
    // Several QA stacks may run beside the site: none takes the metrics port.
    METRICS_PORT: '0',
    // The game is open around today unless the caller sets its own window; the shell's clock
    // offset then opens or closes it.
    GAME_CURRENT: process.env.GAME_CURRENT ?? gameOpen.GAME_CURRENT,
    GAME_TEASING: process.env.GAME_TEASING ?? gameOpen.GAME_TEASING,
    GAME_START: process.env.GAME_START ?? gameOpen.GAME_START,
    GAME_END: process.env.GAME_END ?? gameOpen.GAME_END,
  });
  const children = [sandbox, session];
  const stopAll = async () => {
    await Promise.all(children.map((child) => stopChild(child)));
  };

  try {
    await Promise.all([waitForHealth(ports.sandbox, 60_000), waitForHealth(ports.session, 60_000)]);
  } catch (error) {
    await stopAll();
    throw error;
  }

  // The rspack CLI loads the config (see qa-rspack.config.ts for why not in this process).
  const web = startNode({
    name: `qa ${remote} dev server`,
    args: [
      path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'),
      'dev',
      ...RSPACK_CONFIG_LOADER,
      '--mode',
      'development',
      '--config',
      path.join(__dirname, 'qa-rspack.config.ts'),
    ],
    cwd: path.join(ROOT, `mfe-${remote}`),
    env: {
      QA_REMOTE: remote,
      QA_WEB_PORT: String(ports.web),
      QA_SESSION_URL: `http://127.0.0.1:${ports.session}`,
      QA_SANDBOX_URL: sandboxUrl,
      QA_LIVE_RELOAD: mode === 'dev' ? '1' : '0',
    },
  });
  children.push(web);
  try {
    await waitForUrl(`${origin}/`, { timeoutMs: 120_000, pollMs: 300 });
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { remote, url: origin, ports, stop: () => stopAll() };
}

export function isQaRemote(name: string | undefined): name is QaRemote {
  return (QA_REMOTES as readonly string[]).includes(name ?? '');
}
