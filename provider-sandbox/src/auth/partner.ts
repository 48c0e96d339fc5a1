import type { Request } from 'express';
import type { SandboxDb } from '../db/database';
import { apiError } from '../http/errors';
import { requestParams } from '../http/params';

export interface PartnerRow {
  client_id: string;
  name: string;
  region: string;
}

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
