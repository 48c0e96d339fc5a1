/**
 * One factory for every front-end app: the host shell and the four remotes call it with their
 * name, port and exposed pages (see each app's rspack.config.ts).
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PrecompressPlugin } from './scripts/precompress';

export type AppName = 'host' | 'auth' | 'account' | 'shop' | 'game';

export interface AppOptions {
  name: AppName;
  /** The app's folder (pass `__dirname`). */
  dir: string;
  /** Dev-server port; production static port is the same (3000 is the session server for host). */
  port: number;
  /** Remote pages: `'./BasketPage': './src/pages/BasketPage.tsx'`. */
  exposes?: Record<string, string>;
  /** Runtime plugins of the federation instance (host only). */
  runtimePlugins?: string[];
  /** Page title of the app's own HTML (the host's page, or a remote's standalone QA shell). */
  title: string;
}

const rootDir = __dirname;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const rootPackage = require('./package.json') as { version: string };

function versionOf(pkg: string): string {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(path.join(rootDir, 'node_modules', pkg, 'package.json')) as { version: string }).version;
}

/**
 * Singletons shared by the host and every remote. react-router is not one of them: only the host
 * imports it (remotes navigate through the shared-ui facade), so it is tree-shaken like any library.
 * Emotion's jsx-runtime is shared too: it carries emotion's ThemeContext through a private file,
 * so a remote bundling its own copy would not see the host's theme.
 */
const SINGLETONS: Record<string, string> = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  jotai: 'jotai',
  mobx: 'mobx',
  'mobx-react-lite': 'mobx-react-lite',
  swr: 'swr',
  i18next: 'i18next',
  '@emotion/react': '@emotion/react',
  '@emotion/react/jsx-runtime': '@emotion/react',
  '@emotion/styled': '@emotion/styled',
  'shared-kit': 'shared-kit',
  // The bus, i18next's texts and the contracts: what the shell renders with before the kit and MobX load.
  'shared-kit/core': 'shared-kit',
  'shared-ui': 'shared-ui',
  // Entries of their own, so a page without a form or an upload never loads joi or the image code.
  'shared-ui/forms': 'shared-ui',
  'shared-ui/receipt-capture': 'shared-ui',
  'shared-ui/data': 'shared-ui',
  'shared-ui/display': 'shared-ui',
  'shared-ui/i18n': 'shared-ui',
  'shared-ui/validation': 'shared-ui',
  // One joi for the shared schemas and the remotes' own: joi refuses to mix schemas of two copies.
  joi: 'joi',
};

export function sharedSingletons() {
  return Object.fromEntries(
    Object.entries(SINGLETONS).map(([request, pkg]) => {
      const version = versionOf(pkg);
      // Exact versions: the whole site is released from one lock file, so any drift is a bug
      // that the runtime check (host/src/app/remotes/federation-runtime-plugin.ts) reports.
      return [request, { singleton: true, requiredVersion: version, version, strictVersion: false }];
    }),
  );
}

/**
 * TypeScript and JSX through swc, JSX by emotion's runtime (the theme reaches every styled element). Emotion's swc
 * plugin minifies each style's text when the code is built (comments and spaces out): emotion hashes and parses that
 * text every time an element is drawn, on the server for every page and in the browser while hydrating, and it was
 * half comments and indentation (a logged-in shop page hashed ~47 kB of it).
 */
export function tsxRule({ target, development }: { target: string; development: boolean }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', importSource: '@emotion/react', development } },
        target,
        experimental: {
          // The plugin compiled for this machine, once for every app (not a `.swc` folder in each).
          cacheRoot: path.join(rootDir, 'node_modules', '.cache', 'swc'),
          plugins: [
            [
              require.resolve('@swc/plugin-emotion'),
              { sourceMap: development, autoLabel: development ? 'always' : 'never', labelFormat: '[local]' },
            ],
          ],
        },
      },
    },
    type: 'javascript/auto' as const,
  };
}

/**
 * emotion's style hash kept per style text (shared-ui/src/theme/kept-style-hash.ts) in place of `@emotion/hash`, for
 * emotion's serializer alone, in every build that bundles it (the apps, the host's server build).
 */
export const keptStyleHashRule = {
  test: /[\\/]node_modules[\\/]@emotion[\\/]serialize[\\/]/,
  resolve: { alias: { '@emotion/hash': path.join(rootDir, 'shared-ui', 'src', 'theme', 'kept-style-hash.ts') } },
};

export function createAppConfig(options: AppOptions, argv: { mode?: string } = {}): Configuration {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const isHost = options.name === 'host';
  const isProd = mode === 'production';
  /**
   * In production a remote is only its container: it borrows the host's federation runtime
   * (externalRuntime) instead of shipping its own copy (~30 kB gz per remoteEntry.js), so it has
   * no page of its own. In development it also builds the standalone QA shell, which needs its
   * own runtime.
   */
  const remoteContainerOnly = !isHost && isProd;

  return {
    mode,
    context: options.dir,
    target: 'web',
    entry: remoteContainerOnly ? {} : { main: './src/index.ts' },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      // Remotes resolve their chunks from wherever their manifest was served; the host always from /.
      publicPath: isHost ? '/' : 'auto',
      filename: isProd ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: isProd ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: `lgb_${options.name}`,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
    },
    module: {
      rules: [
        tsxRule({ target: 'es2020', development: !isProd }),
        keptStyleHashRule,
        { test: /\.(png|jpe?g|svg|webp|gif)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 2048 } } },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.APP_NAME': JSON.stringify(options.name),
        'process.env.APP_VERSION': JSON.stringify(rootPackage.version),
        'process.env.NODE_ENV': JSON.stringify(mode),
      }),
      ...(remoteContainerOnly
        ? []
        : [
            new rspack.HtmlRspackPlugin({
              template: path.join(rootDir, 'shared-ui', 'index.html'),
              title: options.title,
              // The site's icons and web manifest (host/public) are the host's: a remote's QA shell has none.
              templateParameters: { siteIcons: isHost ? 'yes' : '' },
              // Only the app's own entry: otherwise remoteEntry.js is injected into index.html too; publicPath '/' keeps
              // deep links working (with 'auto', /a/b would load scripts from /a/).
              chunks: ['main'],
              publicPath: '/',
            }),
          ]),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes ?? {},
        // Remotes are registered at runtime from /config.json, never here: build-time remotes make the host fetch
        // every manifest at start-up, so one remote down would take the whole site down.
        remotes: {},
        shared: sharedSingletons(),
        runtimePlugins: options.runtimePlugins ?? [],
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        // target 'web': the runtime leaves out its Node.js loading paths (first load of /). A remote's container
        // leaves them out too, and its code for loading remotes of its own (it has none): a smaller remoteEntry.js
        // for every page of a remote.
        experiments: isHost
          ? { provideExternalRuntime: true, optimization: { target: 'web' } }
          : remoteContainerOnly
            ? { externalRuntime: true, optimization: { target: 'web', disableRemote: true } }
            : {},
      }),
      ...(isProd
        ? [
            /*
             * A chunk is fetched when its code is about to run, so most of its functions run during the page's load: the
             * magic comment lets Chromium's V8 (136+) compile them while the script streams in, off the main thread,
             * rather than each one on the main thread the first time it is called (`npm run bench`: TBT). Written after
             * the minifier, which would drop it; other browsers see a comment.
             */
            new rspack.BannerPlugin({
              banner: '//# allFunctionsCalledOnLoad',
              raw: true,
              test: /\.js$/,
              stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
            }),
            // .br and .gz beside every text asset, for servers to send as they are.
            new PrecompressPlugin(),
          ]
        : []),
    ],
    optimization: {
      /*
       * The host's shared singletons are async chunks, one per shared package: react, react/jsx-runtime, react-dom
       * and react-dom/client came as four files, @emotion/react, its jsx-runtime and @emotion/styled as three more,
       * the last two each with its own copy of emotion's serializer. Every page loads all of them before it is
       * interactive, so each family is one file: one copy of each module, one wrapper, one gzip window
       * (`npm run bench`: `/` 2.6 kB gz less before interactive, 18 scripts → 11).
       */
      splitChunks: isHost
        ? {
            chunks: 'async',
            cacheGroups: {
              react: {
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                name: 'react',
                enforce: true,
              },
              emotion: {
                test: /[\\/]node_modules[\\/](@emotion|stylis|hoist-non-react-statics|@babel[\\/]runtime)[\\/]/,
                name: 'emotion',
                enforce: true,
              },
            },
          }
        : undefined,
    },
    performance: { hints: false },
    devServer: {
      port: options.port,
      host: '127.0.0.1',
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      hot: false,
      liveReload: true,
    },
  };
}

export interface RemoteServerOptions {
  name: Exclude<AppName, 'host'>;
  /** The remote's folder (pass `__dirname`). */
  dir: string;
  /** The same pages as the browser container exposes. */
  exposes: Record<string, string>;
}

/**
 * A remote's server build: its pages for the session server to render (Module Federation's node runtime). It sits
 * beside the browser build, in `dist/server/`, so the remote's own deployment carries it and the session server
 * fetches it from the remote's URL at run time (`/config.json` names it): redeploying the remote changes the
 * server-rendered HTML without touching the host. One file (the container, its exposed pages and the fallbacks of
 * its shared modules): the session server loads a single script per remote, never a chunk at render time. The
 * shared singletons come from the host's server build, as in the browser.
 */
export function createRemoteServerConfig(options: RemoteServerOptions, argv: { mode?: string } = {}): Configuration {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  return {
    mode,
    context: options.dir,
    target: 'async-node',
    entry: {},
    devtool: false,
    output: {
      path: path.join(options.dir, 'dist', 'server'),
      publicPath: 'auto',
      filename: '[name].js',
      // Hashed: a server still holding the previous build's entry asks for that build's chunks, which a deploy keeps.
      chunkFilename: '[name].[contenthash:10].js',
      uniqueName: `lgb_${options.name}_server`,
      // Built after the browser build, into its folder: never wipe it.
      clean: false,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] },
    module: { rules: [tsxRule({ target: 'es2022', development: mode === 'development' }), keptStyleHashRule] },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.APP_NAME': JSON.stringify(options.name),
        'process.env.APP_VERSION': JSON.stringify(rootPackage.version),
        'process.env.NODE_ENV': JSON.stringify(mode),
      }),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        // `module.exports = container`, under no name of its own: the session server registers each build of the remote
        // under a name of its own (`auth__<build>`) and the loader takes the container whatever it is called.
        library: { type: 'commonjs2' },
        remoteType: 'script',
        exposes: options.exposes,
        // The host's server build provides every singleton: no fallback copy is built in (import: false).
        shared: Object.fromEntries(
          Object.entries(sharedSingletons()).map(([request, config]) => [
            request,
            { ...config, import: false as const },
          ]),
        ),
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
      }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

export interface ServerOptions {
  /** The server's folder (pass `__dirname`); its entry is src/main.ts. */
  dir: string;
}

/**
 * Node servers (session-server, provider-sandbox) are bundled too: workspace TypeScript
 * (shared-kit) is compiled in, npm packages stay external and load from node_modules.
 */
export function createServerConfig(options: ServerOptions, argv: { mode?: string } = {}): Configuration {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  return {
    mode,
    context: options.dir,
    target: 'node20',
    entry: { main: './src/main.ts' },
    devtool: 'source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    // Keep __dirname the bundle's own folder (paths to data and the built host are resolved from it).
    node: { __dirname: false, __filename: false },
    resolve: { extensions: ['.ts', '.js', '.json'] },
    externalsPresets: { node: true },
    externals: [
      ({ request }, callback) => {
        const isPackage = request !== undefined && /^(@[a-z0-9-]+\/)?[a-z0-9][\w.-]*(\/.*)?$/i.test(request);
        const isWorkspace = request !== undefined && /^shared-(kit|ui)(\/|$)/.test(request);
        if (isPackage && !isWorkspace) return callback(undefined, `commonjs ${request}`);
        return callback();
      },
    ],
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
  };
}
