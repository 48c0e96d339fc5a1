import type { Clock } from './clock';
import type { SandboxSettings } from './config';
import type { SandboxDb } from './db/database';

/** What every route module needs: the database, the settings and the time source. */
export interface SandboxContext {
  db: SandboxDb;
  settings: SandboxSettings;
  clock: Clock;
}
