import { Router } from 'express';
import Joi from 'joi';
import { cardJson, creditStars } from '../card/stars';
import type { SandboxContext } from '../context';
import { apiError } from '../http/errors';
import { validParams } from '../http/params';
import { currentUser, requireUser } from '../http/require-user';
import { normalizeCode } from './codes';
import { BURN_MESSAGES } from './messages';

const applySchema = Joi.object<{ code: string }>({ code: Joi.string().allow('').max(100).default('') });

/** Promotional codes (GAME-CODE-1 sdk/apply_code): the same French messages as the game codes (KIT-4). */
export function promoRoutes({ db, clock }: SandboxContext): Router {
  const router = Router();

  router.post('/api/fidmarques/v1/sdk/apply_code', requireUser(db, clock), (req, res) => {
    const code = normalizeCode(validParams(applySchema, req).code);
    if (!code) throw apiError(400, 'empty', BURN_MESSAGES.empty);
    const userId = currentUser(res).id;
    const now = clock();
    const points = db.transaction(() => {
      const promo = db.prepare('SELECT * FROM promo_codes WHERE code = ?').get(code) as
        { points: number; valid_until: string | null } | undefined;
      if (!promo) throw apiError(400, 'not_existing', BURN_MESSAGES.not_existing);
      if (promo.valid_until && promo.valid_until <= now.toISOString()) {
        throw apiError(
          400,
          'too_much_time_elapsed_since_code_input',
          BURN_MESSAGES.too_much_time_elapsed_since_code_input,
        );
      }
      const used = db
        .prepare('INSERT OR IGNORE INTO promo_code_uses (code, user_id, used_at) VALUES (?, ?, ?)')
        .run(code, userId, now.toISOString()).changes;
      if (used === 0) throw apiError(400, 'already_burned', BURN_MESSAGES.already_burned);
      creditStars(db, userId, promo.points);
      return promo.points;
    })();
    res.json({ applied: true, points, card: cardJson(db, userId) });
  });

  return router;
}
