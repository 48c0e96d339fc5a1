import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';
import { createAppConfig } from '../rspack.base.config';

/**
 * DEPLOY-1: the page checks the build manifest hourly; a new deploy offers a reload. Each build
 * gets an id, baked into the code and written to /build-manifest.json (served revalidated).
 */
function buildManifest(buildId: string, version: string) {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('BuildManifest', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'BuildManifest', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => {
            const body = JSON.stringify({ buildId, version, builtAt: new Date().toISOString() });
            compilation.emitAsset('build-manifest.json', new compiler.webpack.sources.RawSource(body));
          },
        );
      });
    },
  };
}

export default (_env: unknown, argv: { mode?: string }): Configuration => {
  const config = createAppConfig(
    {
      name: 'host',
      dir: __dirname,
      port: 3100,
      title: 'La Grande Boutique',
      runtimePlugins: [path.join(__dirname, 'src/app/remotes/federation-runtime-plugin.ts')],
    },
    argv,
  );
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { version } = require('../package.json') as { version: string };
  const buildId = `${version}-${Date.now().toString(36)}`;
  config.plugins = [
    ...(config.plugins ?? []),
    new rspack.DefinePlugin({ 'process.env.BUILD_ID': JSON.stringify(buildId) }),
    buildManifest(buildId, version),
    // Icons, web manifest and share images: fixed addresses (favicon.ico, manifest.webmanifest), not hashed.
    new rspack.CopyRspackPlugin({ patterns: [{ from: path.join(__dirname, 'public') }] }),
  ];
  return config;
};
