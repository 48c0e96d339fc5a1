import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createSandboxApp } from '../app';
import { keyDerivation } from '../auth/hashing';
import { passwords } from '../auth/passwords';
import { insertUser } from '../auth/users';
import { readSandboxSettings, type SandboxSettings } from '../config';
import { openDatabase, type SandboxDb } from '../db/database';
import { seed, SANDBOX_PARTNER } from '../seed/seed';

export const CLIENT_ID = SANDBOX_PARTNER.client_id;

/** A movable clock, so tests can age tokens and receipts without waiting. */
export class TestClock {
  constructor(private current = new Date('2026-03-01T10:00:00.000Z')) {}
  now = (): Date => new Date(this.current.getTime());
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestSandbox {
  app: ReturnType<typeof createSandboxApp>;
  db: SandboxDb;
  settings: SandboxSettings;
  clock: TestClock;
  dir: string;
  /** Closes the database and the hashing threads, if any, and removes the files. */
  close(): Promise<void>;
}

/** A sandbox on a fresh temporary database and data folder. */
export function createTestSandbox(env: Record<string, string> = {}): TestSandbox {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'provider-sandbox-test-'));
  const settings = readSandboxSettings({
    SANDBOX_MODE: 'test',
    SANDBOX_DB: path.join(dir, 'sandbox.sqlite'),
    SANDBOX_DATA_DIR: path.join(dir, 'files'),
    SANDBOX_BURN_HOLD_MS: '0',
    // Every test signs its users up from loopback: the per-address limit is tested on its own (signup-limit.test.ts).
    SANDBOX_SIGNUPS_PER_ADDRESS: '100000',
    // Hashed on libuv's pool, where a test can count the runs (scrypt-runs.ts); a test of the threads asks for them.
    SANDBOX_HASH_THREADS: '0',
    ...env,
  });
  const db = openDatabase(settings.databaseFile);
  seed(db);
  const clock = new TestClock();
  const hashing = keyDerivation(settings.hashThreads);
  const app = createSandboxApp(settings, db, { clock: clock.now, hashing });
  return {
    app,
    db,
    settings,
    clock,
    dir,
    close() {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
      return hashing.close();
    },
  };
}

let emailCounter = 0;

/** Signs a new user up and returns its access token and e-mail. */
export async function signUp(
  sandbox: TestSandbox,
  password = 'motdepasse1',
): Promise<{ token: string; email: string; id: number }> {
  emailCounter += 1;
  const email = `client${emailCounter}-${Date.now()}@example.fr`;
  const response = await request(sandbox.app)
    .post('/api/fidmarques/v1/sdk/signup')
    .send({ client_id: CLIENT_ID, email, password, first_name: 'Camille', last_name: 'Martin' })
    .expect(201);
  const body = response.body as { access_token: string; user: { id: number } };
  return { token: body.access_token, email, id: body.user.id };
}

/**
 * `count` users written straight into the database with one hash of `password` for all (a surge's crowd, made in an
 * instant): each login still checks its own. Returns their e-mails.
 */
export async function signUpMany(sandbox: TestSandbox, count: number, password: string): Promise<string[]> {
  const passwordHash = await passwords().hash(password);
  const emails = Array.from({ length: count }, (_, index) => `foule${index}-${Date.now()}@example.fr`);
  const now = sandbox.clock.now();
  sandbox.db.transaction(() => {
    for (const email of emails) insertUser(sandbox.db, { email, passwordHash, firstName: 'Camille' }, now);
  })();
  return emails;
}

/**
 * A sandbox with one signed-up user for the tests of a file (or of a describe block): made before them, closed after
 * them. `take` receives both once they exist, so the file keeps its own `sandbox` and `token` variables.
 */
export function withSignedUpSandbox(take: (made: { sandbox: TestSandbox; token: string }) => void): void {
  let sandbox: TestSandbox | undefined;
  beforeAll(async () => {
    sandbox = createTestSandbox();
    take({ sandbox, token: (await signUp(sandbox)).token });
  });
  afterAll(() => sandbox?.close());
}

/** The receipt files the sandbox holds on disk (uploads must leave none behind when refused). */
export function storedReceiptFiles(sandbox: TestSandbox): string[] {
  const dir = path.join(sandbox.settings.dataDir, 'receipts');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

/**
 * The receipt files once the folder holds `count` of them, or as they are after `timeoutMs`. A refused upload's files
 * are removed after its answer has gone (its stream closes first), later still on a loaded machine: a fixed pause is
 * a race, this waits for the removal and still fails when a file stays.
 */
export async function storedReceiptFilesSettleAt(
  sandbox: TestSandbox,
  count: number,
  timeoutMs = 2000,
): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  while (storedReceiptFiles(sandbox).length !== count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return storedReceiptFiles(sandbox);
}

let uuidCounter = 0;
/** A batch or receipt uuid unique within the test run. */
export function testUuid(prefix: string): string {
  uuidCounter += 1;
  return `${prefix}-${uuidCounter}`;
}
