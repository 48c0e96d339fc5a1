import { randomBytes, timingSafeEqual } from 'node:crypto';
import { libuvDerivation, type KeyDerivation } from './hashing';

const KEY_LENGTH = 32;

export interface Passwords {
  /** `scrypt$<salt hex>$<key hex>`: the salt travels with the hash. */
  hash(password: string): Promise<string>;
  /**
   * Always runs scrypt, also when there is no usable hash (unknown e-mail, account without a password): the answer
   * then takes as long as a real check, so its timing does not tell which e-mails have an account.
   */
  verify(password: string, stored: string | null | undefined): Promise<boolean>;
}

/** Hashing and checks of passwords, scrypt run where `derivation` says (hashing.ts). */
export function passwords(derivation: KeyDerivation = libuvDerivation): Passwords {
  async function hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derivation.derive(password, salt, KEY_LENGTH);
    return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
  }
  /** Hashed once, for checks that have no real hash to compare with. */
  let dummyHash: Promise<string> | undefined;
  async function verify(password: string, stored: string | null | undefined): Promise<boolean> {
    const [scheme, saltHex, keyHex] = (stored ?? '').split('$');
    const usable = scheme === 'scrypt' && Boolean(saltHex) && Boolean(keyHex);
    const checked = usable ? (stored as string) : await (dummyHash ??= hash(randomBytes(16).toString('hex')));
    const [, salt, key] = checked.split('$') as [string, string, string];
    const expected = Buffer.from(key, 'hex');
    const actual = await derivation.derive(password, Buffer.from(salt, 'hex'), expected.length);
    return usable && timingSafeEqual(actual, expected);
  }
  return { hash, verify };
}
