import { Router } from 'express';
import Joi from 'joi';
import type { SandboxContext } from '../context';
import { validParams } from '../http/params';

const listSchema = Joi.object<{ email?: string }>({ email: Joi.string().trim().max(254) });

type ParticipationRow = {
  code_id: number;
  code: string;
  outcome: string;
  key_for_display: string | null;
  user_email: string | null;
  burned_at: string | null;
  receipt_kit_uuid: string | null;
  participation_id: number | null;
  user_information_fields: string | null;
  completed_at: string | null;
};

/**
 * Test control `GET /__sandbox/participations`: every won code a user burned, and whether its
 * participation is complete (the winner sent the details of GAME-PARTICIPATION-1 "two-step participation
 * form" through link_code_to_user_information). A won code without them is incomplete: what the
 * winner page of a `has_previously_won` burn starts from (GAME-BURN-1).
 * Mounted by codeRoutes outside production only.
 */
export function participationControls({ db }: SandboxContext): Router {
  const router = Router();
  router.get('/__sandbox/participations', (req, res) => {
    const { email } = validParams(listSchema, req);
    const rows = db
      .prepare(
        `SELECT codes.id AS code_id, codes.code, codes.outcome, codes.key_for_display, users.email AS user_email,
                codes.burned_at, COALESCE(participations.receipt_kit_uuid, codes.receipt_kit_uuid) AS receipt_kit_uuid,
                participations.id AS participation_id, participations.user_information_fields,
                participations.created_at AS completed_at
         FROM codes
         LEFT JOIN users ON users.id = codes.user_id
         LEFT JOIN participations ON participations.code_id = codes.id
         WHERE codes.state = 'burned' AND codes.outcome IN ('win', 'already_won')
           AND codes.user_id IS NOT NULL AND (? IS NULL OR users.email = ?)
         ORDER BY codes.burned_at DESC, codes.id DESC`,
      )
      .all(email ?? null, email ?? null) as ParticipationRow[];
    res.json({
      participations: rows.map(
        ({ participation_id: participationId, user_information_fields: fields, outcome, ...row }) => ({
          ...row,
          has_previously_won: outcome === 'already_won',
          participation_id: participationId,
          complete: participationId !== null,
          user_information_fields: fields ? (JSON.parse(fields) as Record<string, unknown>) : null,
        }),
      ),
    });
  });
  return router;
}
