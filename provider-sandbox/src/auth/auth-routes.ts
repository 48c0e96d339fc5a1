import { Router } from 'express';
import Joi from 'joi';
import type { SandboxContext } from '../context';
import { apiError } from '../http/errors';
import { validParams } from '../http/params';
import { loginLimit } from './login-limit';
import { signupLimit } from './signup-limit';
import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './messages';
import { requirePartner } from './partner';
import { issueToken } from './tokens';
import { findUserByEmail, insertUser, userJson } from './users';
import { accountEmail, personNameLine } from '../http/identifiers';

const email = accountEmail();
const password = Joi.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

const signupSchema = Joi.object<{
  email: string;
  password: string;
  first_name?: string;
  last_name?: string;
  activation_code?: string;
}>({
  email: email.required(),
  password: password.required(),
  first_name: personNameLine().allow(''),
  last_name: personNameLine().allow(''),
  activation_code: Joi.string().max(100).allow(''),
});

const loginSchema = Joi.object<{ email: string; password: string }>({
  email: email.required(),
  password: Joi.string().max(200).required(),
});

/** POST /api/fidmarques/v1/sdk/signup and /login (AUTH-1; errors AUTH-5). */
export function authRoutes({ db, settings, clock, passwords }: SandboxContext): Router {
  const router = Router();

  router.post('/api/fidmarques/v1/sdk/signup', signupLimit(settings), async (req, res) => {
    requirePartner(db, req);
    const params = validParams(signupSchema, req);
    // Hashed before anything is looked up: a taken e-mail costs as long as a new one, so the time of the answer
    // does not tell which e-mails have an account.
    const passwordHash = await passwords.hash(params.password);
    const now = clock();
    const created = db.transaction(() => {
      // Inside the transaction: two signups of one e-mail may have hashed at the same time.
      if (findUserByEmail(db, params.email)) return undefined;
      const user = insertUser(
        db,
        { email: params.email, passwordHash, firstName: params.first_name, lastName: params.last_name },
        now,
      );
      return { user, token: issueToken(db, user.id, now, settings.tokenTtlSeconds) };
    })();
    if (!created) throw apiError(400, 'account_already_exists', AUTH_MESSAGES.account_already_exists);
    res.status(201).json({ user: userJson(created.user), ...created.token });
  });

  router.post('/api/fidmarques/v1/sdk/login', loginLimit(settings), async (req, res) => {
    requirePartner(db, req);
    const params = validParams(loginSchema, req);
    const user = findUserByEmail(db, params.email);
    // Checked against a dummy hash when the e-mail is unknown: both answers take one scrypt.
    const passwordMatches = await passwords.verify(params.password, user?.password_hash);
    if (!user) throw apiError(400, 'unknown_email', AUTH_MESSAGES.unknown_email);
    if (!passwordMatches) {
      throw apiError(400, 'wrong_password', AUTH_MESSAGES.wrong_password);
    }
    res.json({ user: userJson(user), ...issueToken(db, user.id, clock(), settings.tokenTtlSeconds) });
  });

  return router;
}
