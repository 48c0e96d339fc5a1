import type { RequestHandler } from 'express';
import type { SessionState } from 'shared-kit/contracts';
import type { RevokedTokens } from '../session/revoked-tokens';
import { ownerNames, restampSession, sessionState } from '../session/session-data';

/**
 * POST /api/endOtherSessions, asked by « Connexion et sécurité » once the password changed (the kit changes it at
 * the provider, which revokes the user's other tokens): every other session of this user, on any device and any
 * instance, ends at its next request (the revocation list, README « Logout and copied cookies »); this one goes on,
 * issued anew. Only the caller's own sessions can be ended this way.
 */
export function endOtherSessions(revoked: RevokedTokens, cookieName: string): RequestHandler {
  return async (req, res) => {
    const at = Date.now();
    await revoked.endSessionsBefore(ownerNames(req), at);
    restampSession(req, cookieName, at);
    res.setHeader('Cache-Control', 'no-store');
    const state: SessionState = sessionState(req);
    res.json(state);
  };
}
