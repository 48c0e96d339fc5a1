import type { Passwords } from './auth/passwords';
import type { Clock } from './clock';
import type { SandboxSettings } from './config';
import type { SandboxDb } from './db/database';

/** What every route module needs: the database, the settings, the time source and where passwords are hashed. */
export interface SandboxContext {
  db: SandboxDb;
  settings: SandboxSettings;
  clock: Clock;
  passwords: Passwords;
}
