import { randomBytes } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import Joi from 'joi';
import type { SandboxContext } from '../context';
import { apiError } from '../http/errors';
import { accountEmail } from '../http/identifiers';
import { validParams } from '../http/params';
import { accessTokenOf, currentUser, requireUser } from '../http/require-user';
import { sendMail } from './mailbox';
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './messages';
import { issueToken, revokeOtherTokens, revokeToken, revokeUserTokens } from './tokens';
import { findUserByEmail, findUserById, userJson, type UserRow } from './users';

/** A reset link is valid one hour and once. */
const RESET_TTL_MS = 3600 * 1000;
const newPassword = Joi.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH).required();

const askSchema = Joi.object<{ email: string }>({ email: accountEmail().required() });
const resetSchema = Joi.object<{ token: string; new_password: string; new_password_confirmation: string }>({
  token: Joi.string().required(),
  new_password: newPassword,
  new_password_confirmation: Joi.string().required(),
});
const changeSchema = Joi.object<{ old_password: string; new_password: string; new_password_confirmation: string }>({
  old_password: Joi.string().required(),
  new_password: newPassword,
  new_password_confirmation: Joi.string().required(),
});

type ResetRow = {
  token: string;
  user_id: number;
  expires_at: string;
  used_at: string | null;
};

/** Password reset and change (AUTH-7 /api/v3/users/*). */
export function passwordRoutes({ db, settings, clock, passwords }: SandboxContext): Router {
  const router = Router();

  const askToReset: RequestHandler = (req, res) => {
    const { email } = validParams(askSchema, req);
    const user = findUserByEmail(db, email);
    // Same answer whether the account exists or not: no account enumeration.
    if (user?.email) {
      const now = clock();
      const token = randomBytes(24).toString('base64url');
      db.prepare('INSERT INTO password_resets (token, user_id, expires_at) VALUES (?, ?, ?)').run(
        token,
        user.id,
        new Date(now.getTime() + RESET_TTL_MS).toISOString(),
      );
      const link = `${settings.siteUrl}/reinitialiser-son-mot-de-passe?token=${encodeURIComponent(token)}`;
      sendMail(db, {
        to_email: user.email,
        subject: 'Réinitialisation de votre mot de passe',
        body: `Bonjour,\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans l’heure\u00a0:\n${link}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez ce message.`,
        reset_token: token,
        created_at: now.toISOString(),
      });
    }
    res.json({ sent: true });
  };
  router.post('/api/v3/users/ask_to_reset_password', askToReset);
  router.post('/api/v3/users/reset_password', askToReset);

  router.post('/api/v3/users/actually_reset_password', async (req, res) => {
    const params = validParams(resetSchema, req);
    if (params.new_password !== params.new_password_confirmation) {
      throw apiError(400, 'password_mismatch', AUTH_MESSAGES.password_mismatch);
    }
    const passwordHash = await passwords.hash(params.new_password);
    const now = clock();
    const user = db.transaction((): UserRow | undefined => {
      const reset = db.prepare('SELECT * FROM password_resets WHERE token = ?').get(params.token) as
        ResetRow | undefined;
      if (!reset || reset.used_at || reset.expires_at <= now.toISOString()) return undefined;
      db.prepare('UPDATE password_resets SET used_at = ? WHERE token = ?').run(now.toISOString(), reset.token);
      db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, reset.user_id);
      revokeUserTokens(db, reset.user_id, now);
      return findUserById(db, reset.user_id);
    })();
    if (!user) throw apiError(400, 'invalid_token', AUTH_MESSAGES.invalid_token);
    res.json({ user: userJson(user), ...issueToken(db, user.id, now, settings.tokenTtlSeconds) });
  });

  router.post('/api/v3/users/change_password', requireUser(db, clock), async (req, res) => {
    const params = validParams(changeSchema, req);
    const user = currentUser(res);
    if (!(await passwords.verify(params.old_password, user.password_hash))) {
      throw apiError(400, 'wrong_password', AUTH_MESSAGES.wrong_password);
    }
    if (params.new_password !== params.new_password_confirmation) {
      throw apiError(400, 'password_mismatch', AUTH_MESSAGES.password_mismatch);
    }
    const passwordHash = await passwords.hash(params.new_password);
    db.transaction(() => {
      db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, user.id);
      // Whoever knew the old password may hold a session elsewhere: every other device is logged out, this one stays.
      revokeOtherTokens(db, user.id, accessTokenOf(req) ?? '', clock());
    })();
    res.json({ changed: true });
  });

  // Logout: the token stops working at once, not 730 days later (a copy may sit in a page's memory).
  router.post('/api/v3/users/logout', requireUser(db, clock), (req, res) => {
    const token = accessTokenOf(req);
    if (token) revokeToken(db, token, clock());
    res.json({ revoked: true });
  });

  return router;
}
