// The architecture as lint rules. Each message starts with the rule's name in brackets and says why it exists, so a
// wrong-way import fails `npm run lint` with the fix in the message. Paths are resolved (tsconfig + package exports),
// so a relative import that crosses into another package is caught as well as a package import.
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const APPS = ['host', 'mfe-auth', 'mfe-account', 'mfe-shop', 'mfe-game', 'session-server', 'provider-sandbox'];
const REMOTES = APPS.filter((app) => app.startsWith('mfe-'));
const PACKAGES = [...APPS, 'shared-kit', 'shared-ui'];
/** The one module of the sandbox others may import (package export `provider-sandbox/testing`), relative to it. */
const SANDBOX_TESTING_ENTRY = './src/testing/index.ts';
const others = (app) => APPS.filter((other) => other !== app && other !== 'provider-sandbox');

const MESSAGES = {
  appToApp:
    "[boundary/app-to-app] An app never imports another app's src: each app builds and deploys alone. " +
    'Share code through shared-kit (contracts, logic) or shared-ui (components), or talk over the shared-kit bus.',
  sandboxEntry:
    '[boundary/sandbox-testing-entry] Code outside the provider sandbox reaches it only through ' +
    '`provider-sandbox/testing` (and only from tests): its other modules are its own and change without notice.',
  remoteToHost:
    '[boundary/remote-to-host] A remote never imports the host: the host loads remotes, not the reverse. ' +
    'Use shared-ui (navigation facade, components) or shared-kit (bus, session) instead.',
  sharedNoApp:
    '[boundary/shared-imports-no-app] shared-kit and shared-ui are below every app: they import no app, ' +
    'or an app change would ripple into every remote that shares them.',
  reactRouter:
    '[boundary/no-react-router-in-remotes] Only the host imports react-router (it is not a shared singleton, so the ' +
    "host can tree-shake it). Use `Link`, `useNavigate`, `useLocation`, `useParams`, `useSearchParams`, `Navigate` from 'shared-ui'.",
  kitOwner:
    '[boundary/kit-session-owner] Only the host bootstrap drives the kit lifecycle (its single owner authorizes the kit ' +
    'from the session, once per token). Pages and features call the kit from useShell(): it waits for the owner.',
  scriptsE2e:
    '[boundary/scripts-before-e2e] e2e uses scripts (stack start-up), never the reverse: move what both need into scripts/.',
};

const zones = [
  // Apps: no other app's src. The sandbox is handled by its own zone so its testing entry can be excepted.
  ...APPS.filter((app) => others(app).length > 0).map((app) => ({
    target: `./${app}`,
    from: others(app).map((other) => `./${other}/src`),
    message: MESSAGES.appToApp,
  })),
  {
    target: [...APPS.filter((app) => app !== 'provider-sandbox'), 'shared-kit', 'shared-ui', 'e2e', 'scripts'].map(
      (dir) => `./${dir}`,
    ),
    from: './provider-sandbox',
    except: [SANDBOX_TESTING_ENTRY],
    message: MESSAGES.sandboxEntry,
  },
  { target: REMOTES.map((remote) => `./${remote}`), from: './host', message: MESSAGES.remoteToHost },
  {
    target: ['./shared-kit', './shared-ui'],
    from: [...APPS.filter((app) => app !== 'provider-sandbox').map((app) => `./${app}`), './e2e', './scripts'],
    message: MESSAGES.sharedNoApp,
  },
  {
    target: [
      ...REMOTES.map((remote) => `./${remote}`),
      './shared-kit',
      // shared-ui's adapter, QA shell and page-test helper are where the router is bound, on the host's side.
      './shared-ui/src/!(navigation|standalone|testing)/**',
      './shared-ui/src/*.{ts,tsx}',
    ],
    from: ['./node_modules/react-router', './node_modules/react-router-dom'],
    message: MESSAGES.reactRouter,
  },
  { target: './scripts', from: './e2e', message: MESSAGES.scriptsE2e },
  {
    target: ['./host/src/pages', './host/src/app/!(kit-session|testing)/**'],
    from: './host/src/app/kit-session/kit-lifecycle.ts',
    message: MESSAGES.kitOwner,
  },
];

const crossPackageRelative = {
  regex: `^(\\.\\./)+(${PACKAGES.join('|')})/`,
  message:
    '[boundary/package-entry] Reach another package through its name and exports (e.g. `shared-kit/contracts`, ' +
    '`provider-sandbox/testing`), never by a relative path into its folder.',
};
const sandboxTestingOutsideTests = {
  name: 'provider-sandbox/testing',
  message:
    '[boundary/sandbox-testing-entry] `provider-sandbox/testing` is for tests (`*.test.ts`, contract harnesses, e2e) ' +
    'only: production code talks to the provider over HTTP.',
};
/** The lifecycle lives in shared-ui (the QA shells run it too), but only its owners start it. */
const kitOwnerFromSharedUi = {
  name: 'shared-ui',
  importNames: ['startKitSessionOwner', 'syncKitSession'],
  message: MESSAGES.kitOwner,
};
/** Files allowed to use test entries: tests, contract harnesses, testing helpers, e2e. */
export const TEST_FILES = ['**/*.test.{ts,tsx}', '**/contract/**', '**/testing/**', 'e2e/**'];

export const importBoundaries = [
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones }],
      'no-restricted-imports': ['error', { patterns: [crossPackageRelative] }],
    },
  },
  {
    // Same rule with one more entry: a later matching config object replaces a rule's options, it does not merge them.
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [sandboxTestingOutsideTests, kitOwnerFromSharedUi], patterns: [crossPackageRelative] },
      ],
    },
  },
  {
    // The host's kit-session folder is the lifecycle's owner on the site.
    files: ['host/src/app/kit-session/**'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', { paths: [sandboxTestingOutsideTests], patterns: [crossPackageRelative] }],
    },
  },
];
