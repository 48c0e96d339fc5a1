import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from 'shared-kit';
import { PORTS, ROOT, rspackBuild, startService, waitForHealth } from '../../../scripts/stack';
import { readStackState, writeStackState } from '../stack-state';
import { stopServer } from '../stop-server';

type Remote = RemoteName;

/**
 * Builds `remote` into `outDir` in production mode, with one text replaced or other shared versions declared; with
 * `server`, its server build too (into `outDir/server`, as the remote's own build does).
 */
export function buildRemoteVariant(
  remote: Remote,
  outDir: string,
  change?: { file: string; from: string; to: string },
  sharedVersions?: Record<string, string>,
  { server = false }: { server?: boolean } = {},
): void {
  for (const config of server ? ['rspack.config.ts', 'rspack.server.config.ts'] : ['rspack.config.ts']) {
    const result = rspackBuild(
      path.join(ROOT, `mfe-${remote}`),
      path.join(__dirname, 'remote-variant.rspack.config.ts'),
      {
        ...process.env,
        VARIANT_REMOTE: remote,
        VARIANT_OUT: outDir,
        VARIANT_CONFIG: config,
        ...(change ? { VARIANT_FILE: change.file, VARIANT_FROM: change.from, VARIANT_TO: change.to } : {}),
        ...(sharedVersions ? { VARIANT_SHARED_VERSIONS: JSON.stringify(sharedVersions) } : {}),
      },
    );
    if (result.status !== 0) {
      throw new Error(`variant build of ${remote} (${config}) failed:\n${result.stdout}\n${result.stderr}`);
    }
  }
}

/** Copies a build over a served folder as a deploy does: new files in, old hashed assets kept. */
export function deployOver(servedDir: string, buildDir: string): void {
  fs.cpSync(buildDir, servedDir, { recursive: true, force: true });
  // A replaced file whose new build has no precompressed copy must not be served from the old one.
  for (const file of fs.readdirSync(buildDir, { recursive: true, encoding: 'utf8' })) {
    for (const suffix of ['.br', '.gz']) {
      if (!fs.existsSync(path.join(buildDir, file + suffix)))
        fs.rmSync(path.join(servedDir, file + suffix), { force: true });
    }
  }
}

/**
 * Serves `dir` at the remote's usual port (so its manifest URL in /config.json is unchanged)
 * instead of the stack's copy of its dist; `restore()` puts the stack's server back.
 */
export async function serveRemoteFrom(remote: Remote, dir: string): Promise<{ restore(): Promise<void> }> {
  const state = readStackState();
  const pid = state.pids[remote];
  if (!pid) throw new Error(`the ${remote} remote was not started by global setup`);
  await stopServer(PORTS[remote], (signal) => process.kill(pid, signal), `the ${remote} remote`);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/static-remote-server.ts'), dir, String(PORTS[remote])],
    {
      cwd: ROOT,
      env: { ...process.env, ...state.env, HOST: '127.0.0.1' },
      stdio: 'ignore',
    },
  );
  writeStackState({ ...state, pids: { ...state.pids, [remote]: child.pid } });
  await waitForHealth(PORTS[remote]);
  return {
    async restore() {
      await stopServer(PORTS[remote], (signal) => child.kill(signal), `the ${remote} remote`);
      const service = startService(remote, state.env);
      service.process.unref();
      writeStackState({ ...readStackState(), pids: { ...readStackState().pids, [remote]: service.process.pid } });
      await waitForHealth(PORTS[remote]);
    },
  };
}
