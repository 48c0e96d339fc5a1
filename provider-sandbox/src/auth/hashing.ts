import { scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import workerpool from 'workerpool';

/** Where scrypt runs: never on the event loop, which must keep accepting connections and answering while it does. */
export interface KeyDerivation {
  derive(password: string, salt: Buffer, keyLength: number): Promise<Buffer>;
  /** Hashes still waiting for a thread (a surge's backlog). */
  waiting(): number;
  close(): Promise<void>;
}

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/**
 * libuv's thread pool of this process (4 threads, shared with file and DNS work): what the tests run on, where a mock
 * of node:crypto counts the runs (testing/scrypt-runs.ts).
 */
export const libuvDerivation: KeyDerivation = {
  derive: (password, salt, keyLength) => scryptAsync(password, salt, keyLength),
  waiting: () => 0,
  close: () => Promise.resolve(),
};

/**
 * Runs in a worker thread, sent there as source text: it closes over nothing and reads crypto from the worker's own
 * built-ins.
 */
function scryptInWorker(password: string, saltHex: string, keyLength: number): string {
  const { scryptSync } = process.getBuiltinModule('node:crypto');
  return scryptSync(password, Buffer.from(saltHex, 'hex'), keyLength).toString('hex');
}

/**
 * A pool of `threads` worker threads of its own, as a provider hashes on its own cores: a login surge queues its hashes
 * here (one per thread at a time, no more threads than cores) instead of in the pool the sandbox's files also need, and
 * the event loop keeps taking connections and answering the rest.
 */
export function hashingThreads(threads: number): KeyDerivation {
  const pool = workerpool.pool({ maxWorkers: threads, workerType: 'thread' });
  return {
    derive: async (password, salt, keyLength) =>
      Buffer.from(await pool.exec(scryptInWorker, [password, salt.toString('hex'), keyLength]), 'hex'),
    waiting: () => pool.stats().pendingTasks,
    close: () => pool.terminate().then(() => undefined),
  };
}

/** SANDBOX_HASH_THREADS: 0 hashes on libuv's pool, in this process; more, on that many threads of the sandbox's own. */
export const keyDerivation = (threads: number): KeyDerivation =>
  threads > 0 ? hashingThreads(threads) : libuvDerivation;
