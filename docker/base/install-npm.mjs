// Downloads the newest npm of one major from the registry into /tmp/npm.tgz (the official node:24 images carry npm 11;
// Debian's npm package pulls ~300 node-* packages). The registry's abbreviated metadata, not a dist-tag URL: mirrors
// do not all serve those.
import fs from 'node:fs';

const major = process.argv[2] ?? '11';
const registry = process.env.npm_config_registry ?? 'https://registry.npmjs.org';
const metadata = await (
  await fetch(`${registry}/npm`, { headers: { Accept: 'application/vnd.npm.install-v1+json' } })
).json();
const newest = Object.keys(metadata.versions)
  .filter((version) => new RegExp(`^${major}\\.\\d+\\.\\d+$`).test(version))
  .sort((a, b) => {
    const [x, y] = [a, b].map((version) => version.split('.').map(Number));
    return x[1] - y[1] || x[2] - y[2];
  })
  .at(-1);
if (!newest) throw new Error(`no npm ${major}.x in ${registry}`);
const tarball = await fetch(metadata.versions[newest].dist.tarball);
fs.writeFileSync('/tmp/npm.tgz', Buffer.from(await tarball.arrayBuffer()));
console.log(`npm ${newest}`);
