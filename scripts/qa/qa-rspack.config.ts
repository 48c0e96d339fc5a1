/**
 * The remote's own development config, plus what its QA shell needs from the dev server: the
 * QA ports and the proxies to the session server (/api, /config.json) and the sandbox's controls.
 * Loaded by the rspack CLI (its TypeScript loader), never through tsx: the federation plugin
 * serialises some of its own functions into the bundle, and tsx's transform would add a helper
 * (`__name`) that does not exist in the browser.
 */
import path from 'node:path';
import type { Configuration } from '@rspack/core';

type ConfigFactory = (env: unknown, argv: { mode?: string }) => Configuration;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is missing: start the QA stack with scripts/qa/dev.ts`);
  return value;
}

export default (env: unknown, argv: { mode?: string }): Configuration => {
  const remote = required('QA_REMOTE');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const loaded = require(path.resolve(__dirname, '..', '..', `mfe-${remote}`, 'rspack.config.ts')) as
    { default?: ConfigFactory } | ConfigFactory;
  const factory = typeof loaded === 'function' ? loaded : loaded.default;
  if (!factory) throw new Error(`mfe-${remote}/rspack.config.ts has no default export`);
  const config = factory(env, { ...argv, mode: 'development' });
  const live = process.env.QA_LIVE_RELOAD !== '0';
  const base = config.devServer || {};
  return {
    ...config,
    // Lazy compilation hands a page's chunk over through the dev client, which the test runs
    // turn off (no reloads mid-journey): build every page up front instead.
    lazyCompilation: false,
    devServer: {
      ...base,
      port: Number(required('QA_WEB_PORT')),
      host: '127.0.0.1',
      liveReload: live,
      client: live ? base.client : false,
      webSocketServer: live ? base.webSocketServer : false,
      proxy: [
        { context: ['/api', '/config.json'], target: required('QA_SESSION_URL') },
        { context: ['/__sandbox'], target: required('QA_SANDBOX_URL') },
      ],
    },
  };
};
