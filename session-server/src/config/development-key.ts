import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

type Env = Record<string, string | undefined>;

/** Where a checkout keeps its own development key: under the git-ignored .data/ of where the server runs. */
export function developmentKeyFile(env: Env): string {
  return path.resolve(env.SESSION_DEV_KEY_FILE ?? path.join('.data', 'session-dev-key'));
}

const KEY_BYTES = 32;

/**
 * The signing key of development and test runs without SESSION_KEYS: made at random the first time in this checkout
 * (`.data/session-dev-key`, git-ignored, readable by its owner only) and read again afterwards, so sessions survive a
 * restart and instances of `npm run start:cluster` share it. Never a key written in the source: a key anyone can
 * read would let anyone sign a session cookie for any site that forgot SESSION_KEYS. Production refuses it anyway
 * (security.ts).
 */
export function developmentKey(env: Env): { key: string; file: string } {
  const file = developmentKeyFile(env);
  const existing = readKey(file);
  if (existing) return { key: existing, file };
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written whole under another name, then linked in place: two instances starting together agree on one key.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, `${randomBytes(KEY_BYTES).toString('base64url')}\n`, { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  const key = readKey(file);
  if (!key) throw new Error(`${file} holds no usable key: remove it to have a new one made`);
  return { key, file };
}

function readKey(file: string): string | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const key = text.trim();
  return key.length >= KEY_BYTES ? key : null;
}
