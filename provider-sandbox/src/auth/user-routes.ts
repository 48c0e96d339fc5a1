import { Router } from 'express';
import Joi from 'joi';
import type { SandboxContext } from '../context';
import { apiError } from '../http/errors';
import { validParams } from '../http/params';
import { currentUser, requireUser } from '../http/require-user';
import { AUTH_MESSAGES } from './messages';
import { requirePartner, requirePartnerServer } from './partner';
import { issueToken } from './tokens';
import { findUserByEmail, findUserByExternalId, findUserById, insertUser, userJson } from './users';
import { freeLine } from '../http/free-text';
import { accountEmail, personNameLine } from '../http/identifiers';

const TITLES = ['Mr', 'Mme', 'N/A'];

const createSchema = Joi.object<{
  user: { email?: string; external_id: string; custom_fields?: Record<string, unknown> };
}>({
  user: Joi.object({
    email: accountEmail().allow(null),
    external_id: freeLine().trim().max(200).required(),
    custom_fields: Joi.object().unknown(true),
  }).required(),
});

const settingsSchema = Joi.object<{
  title?: string | null;
  first_name?: string;
  last_name?: string;
  phone?: string | null;
  email?: string;
  password?: string;
}>({
  title: Joi.string()
    .valid(...TITLES)
    .allow(null),
  first_name: personNameLine().allow(''),
  last_name: personNameLine().allow(''),
  phone: freeLine().trim().max(30).allow('', null),
  email: accountEmail(),
  password: Joi.string().max(200),
});

const findSchema = Joi.object<{ email: string }>({ email: accountEmail().required() });

/** Partner settings, partner user creation and the user's own settings (KIT-1). */
export function userRoutes({ db, settings, clock, passwords }: SandboxContext): Router {
  const router = Router();

  router.get('/api/v2/partners/settings', (req, res) => {
    const partner = requirePartner(db, req);
    res.json({ partner: { client_id: partner.client_id, name: partner.name, region: partner.region } });
  });

  router.post('/api/v2/users', (req, res) => {
    requirePartner(db, req);
    const { user: input } = validParams(createSchema, req);
    const now = clock();
    let user = findUserByExternalId(db, input.external_id);
    if (!user) {
      if (input.email && findUserByEmail(db, input.email)) {
        throw apiError(400, 'account_already_exists', AUTH_MESSAGES.account_already_exists);
      }
      user = insertUser(
        db,
        {
          email: input.email ?? null,
          passwordHash: null,
          externalId: input.external_id,
          customFields: input.custom_fields,
        },
        now,
      );
    } else if (input.custom_fields) {
      db.prepare('UPDATE users SET custom_fields = ? WHERE id = ?').run(JSON.stringify(input.custom_fields), user.id);
      user = findUserById(db, user.id) ?? user;
    }
    res.status(201).json({ user: userJson(user), ...issueToken(db, user.id, now, settings.tokenTtlSeconds) });
  });

  router.get('/api/fidmarques/v1/sdk/find_user_with_email', (req, res) => {
    requirePartnerServer(db, req, settings.partnerSecret);
    const { email } = validParams(findSchema, req);
    res.json({ exists: findUserByEmail(db, email) !== undefined });
  });

  const userOnly = requireUser(db, clock);
  router.get('/api/v2/users/settings', userOnly, (_req, res) => {
    res.json({ user: userJson(currentUser(res)) });
  });

  router.put('/api/v2/users/settings', userOnly, async (req, res) => {
    const user = currentUser(res);
    const params = validParams(settingsSchema, req);
    const changesEmail = params.email !== undefined && params.email.toLowerCase() !== (user.email ?? '').toLowerCase();
    if (changesEmail) {
      // Changing the login e-mail needs the current password (CONTRACT.md), except for accounts without one.
      if (user.password_hash && !(await passwords.verify(params.password ?? '', user.password_hash))) {
        throw apiError(400, 'wrong_password', AUTH_MESSAGES.wrong_password);
      }
      const owner = findUserByEmail(db, params.email ?? '');
      if (owner && owner.id !== user.id)
        throw apiError(400, 'account_already_exists', AUTH_MESSAGES.account_already_exists);
    }
    db.prepare(`UPDATE users SET title = ?, first_name = ?, last_name = ?, phone = ?, email = ? WHERE id = ?`).run(
      params.title !== undefined ? params.title : user.title,
      params.first_name !== undefined ? params.first_name : user.first_name,
      params.last_name !== undefined ? params.last_name : user.last_name,
      params.phone !== undefined ? params.phone : user.phone,
      changesEmail ? (params.email ?? user.email) : user.email,
      user.id,
    );
    res.json({ user: userJson(findUserById(db, user.id) ?? user) });
  });

  return router;
}
