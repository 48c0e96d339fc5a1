import fs from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { MIGRATIONS, type Migration } from './migrations';

/**
 * The sandbox's SQLite, through Node's own driver (`node:sqlite`): nothing to compile for the Node that runs it, in the
 * images as on a developer's machine. What it adds is the one thing the sandbox used from better-sqlite3 before it:
 * a function run as one transaction.
 */
export class SandboxDb extends DatabaseSync {
  private depth = 0;

  /**
   * `fn` wrapped so that each call runs in one transaction: committed when it returns, rolled back when it throws.
   * A call inside another is a savepoint of the outer one (a helper that is transactional on its own can be used
   * inside a larger change).
   */
  transaction<Args extends unknown[], Result>(fn: (...args: Args) => Result): (...args: Args) => Result {
    return (...args) => {
      const savepoint = `sandbox_${this.depth}`;
      this.exec(this.depth === 0 ? 'BEGIN' : `SAVEPOINT ${savepoint}`);
      this.depth += 1;
      try {
        const result = fn(...args);
        this.depth -= 1;
        this.exec(this.depth === 0 ? 'COMMIT' : `RELEASE ${savepoint}`);
        return result;
      } catch (error) {
        this.depth -= 1;
        this.exec(this.depth === 0 ? 'ROLLBACK' : `ROLLBACK TO ${savepoint}; RELEASE ${savepoint}`);
        throw error;
      }
    };
  }
}

/** Opens (and creates) the database file, then applies pending migrations in one transaction each. */
export function openDatabase(file: string, migrations: Migration[] = MIGRATIONS): SandboxDb {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new SandboxDb(file);
  db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  migrate(db, migrations);
  return db;
}

export function migrate(db: SandboxDb, migrations: Migration[] = MIGRATIONS): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (datetime('now'))
  )`);
  const applied = new Set(
    (db.prepare('SELECT id FROM schema_migrations').all() as { id: number }[]).map((row) => row.id),
  );
  const done: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.id - b.id)) {
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (id, name) VALUES (?, ?)').run(migration.id, migration.name);
    })();
    done.push(migration.id);
  }
  return done;
}
