import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { reactRouterProductionBuild, tsxRule } from '../rspack.base.config';

/**
 * The server-render bundle of the shell's public pages, loaded by session-server:
 * one self-contained CommonJS file (React, the router, emotion and the shell's code compiled in,
 * only Node's own modules outside), so session-server needs nothing of the host's node_modules.
 * Remote pages are never rendered on the server: the federation loader is swapped for one that
 * refuses, which also keeps the federation runtime out of this bundle.
 */
export default (_env: unknown, argv: { mode?: string }): Configuration => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  return {
    mode,
    context: __dirname,
    target: 'node20',
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
      // The same react-router build as the browser's (rspack.base.config.ts says why).
      alias: mode === 'production' ? { 'react-router$': reactRouterProductionBuild() } : {},
    },
    externalsPresets: { node: true },
    module: { rules: [tsxRule({ target: 'es2022', development: mode === 'development' })] },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      new rspack.NormalModuleReplacementPlugin(
        /[\\/]remotes[\\/]load-remote-page$/,
        path.join(__dirname, 'src/server/no-remote-pages.ts'),
      ),
      // One file: the page chunks the browser loads lazily are all needed here anyway.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
};
