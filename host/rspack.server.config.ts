import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { keptStyleHashRule, sharedSingletons, tsxRule } from '../rspack.base.config';

/**
 * The server-render bundle of the shell's pages, loaded by session-server: one self-contained CommonJS file (React,
 * the router, emotion and the shell's code compiled in, only Node's own modules outside), so session-server needs
 * nothing of the host's node_modules. It is a federation host too (Module Federation's node runtime): the remotes'
 * server builds are fetched at run time from their URLs (`src/server/server-remote-pages.ts`) and share its
 * singletons, which it provides eagerly (no bytes to save on a server). The browser's federation loader is swapped
 * for one that refuses: the page routes of the server render load remote pages through `server-remote-pages.ts`.
 */
export default (_env: unknown, argv: { mode?: string }): Configuration => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  return {
    mode,
    context: __dirname,
    target: 'async-node',
    entry: { 'render-page': './src/server/render-page.tsx' },
    devtool: 'source-map',
    output: {
      path: path.join(__dirname, 'dist-server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
    },
    externalsPresets: { node: true },
    module: { rules: [tsxRule({ target: 'es2022', development: mode === 'development' }), keptStyleHashRule] },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      new rspack.NormalModuleReplacementPlugin(
        /[\\/]remotes[\\/]load-remote-page$/,
        path.join(__dirname, 'src/server/no-remote-pages.ts'),
      ),
      new ModuleFederationPlugin({
        name: 'host_server',
        remotes: {},
        remoteType: 'script',
        shared: Object.fromEntries(
          Object.entries(sharedSingletons()).map(([request, config]) => [request, { ...config, eager: true }]),
        ),
        runtimePlugins: [
          require.resolve('@module-federation/node/runtimePlugin'),
          path.join(__dirname, 'src/server/server-federation-plugin.ts'),
        ],
        manifest: false,
        dts: false,
      }),
      // One file: the page chunks the browser loads lazily are all needed here anyway.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
};
