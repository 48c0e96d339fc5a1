import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 32;

/** `scrypt$<salt hex>$<key hex>`: the salt travels with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

/** Hashed once, for checks that have no real hash to compare with. */
let dummyHash: Promise<string> | undefined;

/**
 * Always runs scrypt, also when there is no usable hash (unknown e-mail, account without a password): the answer
 * then takes as long as a real check, so its timing does not tell which e-mails have an account.
 */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const [scheme, saltHex, keyHex] = (stored ?? '').split('$');
  const usable = scheme === 'scrypt' && Boolean(saltHex) && Boolean(keyHex);
  const hash = usable ? (stored as string) : await (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));
  const [, salt, key] = hash.split('$') as [string, string, string];
  const expected = Buffer.from(key, 'hex');
  const actual = await scryptAsync(password, Buffer.from(salt, 'hex'), expected.length);
  return usable && timingSafeEqual(actual, expected);
}
