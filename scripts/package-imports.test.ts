/**
 * Each workspace's package.json lists what its code imports, and nothing it does not: a remote's team reads its
 * dependencies from there. Tests, test helpers and build configs are left out (their tools are the root's
 * devDependencies). A listed package that the code does not import is allowed only as a peer that another listed
 * package asks for (react-final-form needs final-form; shared-ui needs React, jotai, … from its consumer).
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { productionFiles } from './production-files';

const ROOT = path.join(__dirname, '..');
const WORKSPACES = [
  'host',
  'mfe-auth',
  'mfe-account',
  'mfe-shop',
  'mfe-game',
  'shared-ui',
  'shared-kit',
  'session-server',
  'provider-sandbox',
];
const BUILTINS = new Set(builtinModules);
const IMPORT =
  /(?:^|\s)(?:import|export)\s[^'";]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as PackageJson;

const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] as string);

function importedPackages(workspace: string): Set<string> {
  const used = new Set<string>();
  for (const file of productionFiles(path.join(ROOT, workspace, 'src'))) {
    const source = fs.readFileSync(file, 'utf8');
    // JSX compiles to emotion's runtime (rspack.base.config.ts `importSource`).
    if (file.endsWith('.tsx')) used.add('@emotion/react');
    for (const match of source.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3] ?? match[4];
      if (!specifier || specifier.startsWith('.') || specifier.startsWith('node:') || BUILTINS.has(specifier)) continue;
      used.add(packageOf(specifier));
    }
  }
  return used;
}

/** The peers a listed package asks its consumer for (workspace packages included). */
function peersOf(listed: string[]): Set<string> {
  const peers = new Set<string>();
  for (const name of listed) {
    const own = WORKSPACES.find((workspace) => readJson(path.join(ROOT, workspace, 'package.json')).name === name);
    const file = own ? path.join(ROOT, own, 'package.json') : path.join(ROOT, 'node_modules', name, 'package.json');
    for (const peer of Object.keys(readJson(file).peerDependencies ?? {})) peers.add(peer);
  }
  return peers;
}

describe.each(WORKSPACES)('%s/package.json', (workspace) => {
  const pkg = readJson(path.join(ROOT, workspace, 'package.json'));
  const listed = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
  const used = importedPackages(workspace);

  it('lists every package its code imports', () => {
    expect([...used].filter((name) => name !== pkg.name && !listed.includes(name))).toEqual([]);
  });

  it('lists nothing its code does not import, except the peers of what it lists', () => {
    const peers = peersOf(listed);
    expect(listed.filter((name) => !used.has(name) && !peers.has(name))).toEqual([]);
  });
});
