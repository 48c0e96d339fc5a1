import type { SandboxDb } from '../db/database';

export type UserRow = {
  id: number;
  email: string | null;
  password_hash: string | null;
  title: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  external_id: string | null;
  custom_fields: string;
  available_points: number;
  created_at: string;
};

/** The `user` object of CONTRACT.md "Partner and users". */
export function userJson(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    title: user.title,
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone,
    external_id: user.external_id,
    custom_fields: JSON.parse(user.custom_fields) as Record<string, unknown>,
  };
}

export function findUserById(db: SandboxDb, id: number): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

export function findUserByEmail(db: SandboxDb, email: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE email = ?').get(email.trim()) as UserRow | undefined;
}

export function findUserByExternalId(db: SandboxDb, externalId: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE external_id = ?').get(externalId) as UserRow | undefined;
}

export interface NewUser {
  email: string | null;
  passwordHash: string | null;
  firstName?: string | null;
  lastName?: string | null;
  externalId?: string | null;
  customFields?: Record<string, unknown>;
}

export function insertUser(db: SandboxDb, user: NewUser, now: Date): UserRow {
  const result = db
    .prepare(
      `INSERT INTO users (email, password_hash, first_name, last_name, external_id, custom_fields, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      user.email?.trim() ?? null,
      user.passwordHash,
      user.firstName ?? null,
      user.lastName ?? null,
      user.externalId ?? null,
      JSON.stringify(user.customFields ?? {}),
      now.toISOString(),
    );
  return findUserById(db, Number(result.lastInsertRowid)) as UserRow;
}
