import { timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import type { SandboxDb } from '../db/database';
import { apiError } from '../http/errors';
import { requestParams } from '../http/params';

export type PartnerRow = {
  client_id: string;
  name: string;
  region: string;
};

/** Partner calls carry `client_id`; an unknown client is 403 forbidden (CONTRACT.md "Conventions"). */
export function requirePartner(db: SandboxDb, req: Request): PartnerRow {
  const clientId = requestParams(req).client_id;
  const partner =
    typeof clientId === 'string'
      ? (db.prepare('SELECT * FROM partners WHERE client_id = ?').get(clientId) as PartnerRow | undefined)
      : undefined;
  if (!partner) throw apiError(403, 'forbidden', 'Accès refusé.', 'unknown or missing client_id');
  return partner;
}

/**
 * Partner calls that reveal user data (does this e-mail have an account?) also need the partner's secret, which
 * only its servers hold: the client id is public (every page of the site carries it). The secret comes as
 * `Authorization: Bearer <secret>`; without a configured secret nobody is answered.
 */
export function requirePartnerServer(db: SandboxDb, req: Request, secret: string | undefined): PartnerRow {
  const partner = requirePartner(db, req);
  const given = Buffer.from(req.headers.authorization?.replace(/^Bearer /, '') ?? '');
  const expected = Buffer.from(secret ?? '');
  if (!secret || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw apiError(403, 'forbidden', 'Accès refusé.', 'this call needs the partner secret (server to server)');
  }
  return partner;
}
