import type { RequestHandler } from 'express';
import type { SessionState } from 'shared-kit/contracts';
import type { ProviderClient } from '../provider/provider-client';
import type { RevokedTokens } from '../session/revoked-tokens';
import { endSession, sessionUser } from '../session/session-data';
import { currentLog } from '../logging/logger';

/**
 * DELETE /api/logout: revokes the provider token (a copy may still sit in a page's memory: it
 * must stop working now, not in 730 days), expires the session cookie and asks the browser to
 * drop every cookie of the site (Clear-Site-Data), so nothing survives on a shared computer.
 * A provider that cannot be reached does not keep the user logged in: the cookie goes anyway.
 */
export function logout(provider: Pick<ProviderClient, 'revokeToken'>, revoked: RevokedTokens): RequestHandler {
  return async (req, res) => {
    const token = sessionUser(req)?.tokens.accessToken;
    if (token) {
      // A copy of this cookie elsewhere must stop reading the user now.
      await revoked.add(token);
      await provider.revokeToken(token).catch((error: unknown) => {
        currentLog().warn({ err: error }, 'provider token not revoked at logout');
      });
    }
    endSession(req);
    res.setHeader('Clear-Site-Data', '"cookies"');
    res.setHeader('Cache-Control', 'no-store');
    const anonymous: SessionState = { user: null, basket: { purchases: [] } };
    res.json(anonymous);
  };
}
