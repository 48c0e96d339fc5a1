import type { SandboxDb } from '../db/database';
import { KNOWN_FIELDS } from './user-information-fields';

type UserInformationRow = {
  id: number;
  user_id: number;
  fields: string;
  is_default: number;
  created_at: string;
};

const KNOWN_NAMES = Object.keys(KNOWN_FIELDS);

/** The `user_information` object: named fields at the top, the free-form ones under custom_fields. */
export function userInformationJson(row: UserInformationRow) {
  const fields = JSON.parse(row.fields) as Record<string, unknown>;
  const known = Object.fromEntries(
    KNOWN_NAMES.map((name) => [name, fields[name] ?? (name === 'optin_to_newsletter' ? false : null)]),
  );
  const custom = Object.fromEntries(Object.entries(fields).filter(([name]) => !KNOWN_NAMES.includes(name)));
  return { id: row.id, ...known, is_default: row.is_default === 1, custom_fields: custom };
}

export function listUserInformations(db: SandboxDb, userId: number) {
  const rows = db
    .prepare('SELECT * FROM user_informations WHERE user_id = ? ORDER BY id')
    .all(userId) as UserInformationRow[];
  return rows.map(userInformationJson);
}

export function findUserInformation(db: SandboxDb, userId: number, id: number): UserInformationRow | undefined {
  return db.prepare('SELECT * FROM user_informations WHERE id = ? AND user_id = ?').get(id, userId) as
    UserInformationRow | undefined;
}

/** USER-INFO-1: one default per user; the first address becomes it. */
export function createUserInformation(db: SandboxDb, userId: number, fields: Record<string, unknown>, now: Date) {
  return db.transaction(() => {
    const count = (
      db.prepare('SELECT COUNT(*) AS n FROM user_informations WHERE user_id = ?').get(userId) as { n: number }
    ).n;
    const result = db
      .prepare('INSERT INTO user_informations (user_id, fields, is_default, created_at) VALUES (?, ?, ?, ?)')
      .run(userId, JSON.stringify(fields), count === 0 ? 1 : 0, now.toISOString());
    return userInformationJson(findUserInformation(db, userId, Number(result.lastInsertRowid)) as UserInformationRow);
  })();
}

export function updateUserInformation(db: SandboxDb, userId: number, id: number, fields: Record<string, unknown>) {
  const row = findUserInformation(db, userId, id);
  if (!row) return undefined;
  const merged = { ...(JSON.parse(row.fields) as Record<string, unknown>), ...fields };
  db.prepare('UPDATE user_informations SET fields = ? WHERE id = ?').run(JSON.stringify(merged), id);
  return userInformationJson({ ...row, fields: JSON.stringify(merged) });
}

/** Deleting the default hands the default to the oldest remaining address. */
export function deleteUserInformation(db: SandboxDb, userId: number, id: number): boolean {
  return db.transaction(() => {
    const row = findUserInformation(db, userId, id);
    if (!row) return false;
    db.prepare('DELETE FROM user_informations WHERE id = ?').run(id);
    if (row.is_default === 1) {
      db.prepare(
        'UPDATE user_informations SET is_default = 1 WHERE id = (SELECT MIN(id) FROM user_informations WHERE user_id = ?)',
      ).run(userId);
    }
    return true;
  })();
}

export function makeDefaultUserInformation(db: SandboxDb, userId: number, id: number) {
  return db.transaction(() => {
    const row = findUserInformation(db, userId, id);
    if (!row) return undefined;
    db.prepare('UPDATE user_informations SET is_default = CASE WHEN id = ? THEN 1 ELSE 0 END WHERE user_id = ?').run(
      id,
      userId,
    );
    return userInformationJson({ ...row, is_default: 1 });
  })();
}
