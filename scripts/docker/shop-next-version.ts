/**
 * The shop's next version for the roll journey: this tree with one visible text of the shop's page changed, built on
 * its own by docker/build-remote.sh with the running image as the previous one (its hashed assets carried over).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../stack';

export const SHOP_NEXT_VERSION = 'next';
const MESSAGES = 'mfe-shop/src/messages/fr.ts';
export const SHOP_TEXT_BEFORE = 'Échangez vos étoiles contre des cadeaux de la marque.';
export const SHOP_TEXT_AFTER = 'Échangez vos étoiles contre des cadeaux de la marque, nouvelle version.';

export function buildShopNextVersion(env: Record<string, string>, previousImage: string): void {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'lgb-shop-next-'));
  try {
    // The tracked files as they are in the work tree (the build context of a clean clone).
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
    for (const file of files) {
      const from = path.join(ROOT, file);
      if (!fs.existsSync(from)) continue;
      fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
      fs.copyFileSync(from, path.join(tree, file));
    }
    fs.chmodSync(path.join(tree, 'docker', 'build-remote.sh'), 0o755);
    const messages = path.join(tree, MESSAGES);
    const source = fs.readFileSync(messages, 'utf8');
    if (!source.includes(SHOP_TEXT_BEFORE)) {
      throw new Error(
        `${MESSAGES} no longer holds « ${SHOP_TEXT_BEFORE} »: update scripts/docker/shop-next-version.ts`,
      );
    }
    fs.writeFileSync(messages, source.replace(SHOP_TEXT_BEFORE, SHOP_TEXT_AFTER));
    execFileSync(path.join(tree, 'docker', 'build-remote.sh'), ['shop', SHOP_NEXT_VERSION, previousImage], {
      cwd: tree,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
  } finally {
    fs.rmSync(tree, { recursive: true, force: true });
  }
}
