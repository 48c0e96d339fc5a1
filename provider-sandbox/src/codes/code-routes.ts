import { Router } from 'express';
import Joi from 'joi';
import { orderUserInformations } from '../addresses/user-information-fields';
import type { SandboxContext } from '../context';
import { apiError, invalidParameter } from '../http/errors';
import { validParams } from '../http/params';
import { currentUser, requireUser } from '../http/require-user';
import { markGameReceipt } from '../receipts/processing';
import { isOwnReceipt } from '../receipts/receipt-owner';
import { burnCode, burnedCodeOf, codeDetails, isWinning, type CodeRow } from './codes';
import { participationControls } from './participation-controls';

const burnSchema = Joi.object<{ code: string }>({ code: Joi.string().allow('').max(100).default('') });
const receiptLinkSchema = Joi.object<{ code_id: number; receipt_kit_uuid: string; product_shot_image_key?: string }>({
  code_id: Joi.number().integer().required(),
  receipt_kit_uuid: Joi.string().required(),
  product_shot_image_key: Joi.string().max(300).allow('', null),
});
const participationSchema = Joi.object<{
  user_information_fields: Record<string, unknown>;
  code_id: number;
  receipt_id?: number;
  product_shot_image_key?: string;
  receipt_kit_uuid?: string;
}>({
  user_information_fields: orderUserInformations.required(),
  code_id: Joi.number().integer().required(),
  receipt_id: Joi.number().integer().allow(null),
  product_shot_image_key: Joi.string().max(300).allow('', null),
  receipt_kit_uuid: Joi.string().max(100).allow('', null),
});

/** Unique codes of the game (GAME-BURN-1 burn_uniq_code, link_code_*; errors KIT-4). */
export function codeRoutes(context: SandboxContext): Router {
  const { db, settings, clock } = context;
  const router = Router();
  // Test control (CONTRACT.md "Controls"): off in production like every /__sandbox path.
  if (settings.mode !== 'production') router.use(participationControls(context));
  router.use(
    [
      '/api/kitv4/burn_uniq_code',
      '/api/kitv4/link_code_to_receipt',
      '/api/kitv4/link_code_to_user_information',
      '/api/kitv4/uniq_codes',
    ],
    requireUser(db, clock),
  );

  /**
   * The user's played codes, newest first, each with its result, its prize and whether the winner's participation
   * is complete: what lets a winner finish from any tab or device (CONTRACT.md "Played codes").
   */
  router.get('/api/kitv4/uniq_codes', (_req, res) => {
    const userId = currentUser(res).id;
    const rows = db
      .prepare(
        `SELECT codes.*, participations.id AS participation_id, participations.created_at AS completed_at
         FROM codes LEFT JOIN participations ON participations.code_id = codes.id
         WHERE codes.user_id = ? AND codes.state = 'burned'
         ORDER BY codes.burned_at DESC, codes.id DESC`,
      )
      .all(userId) as Array<CodeRow & { participation_id: number | null; completed_at: string | null }>;
    res.json({
      uniq_codes: rows.map((row) => ({
        ...codeDetails(settings.publicBaseUrl, row),
        code: row.code,
        burned_at: row.burned_at,
        receipt_kit_uuid: row.receipt_kit_uuid,
        complete: isWinning(row.outcome) ? row.participation_id !== null : null,
        completed_at: row.completed_at,
      })),
    });
  });

  router.post('/api/kitv4/burn_uniq_code', async (req, res) => {
    const { code } = validParams(burnSchema, req);
    const details = await burnCode(db, settings.publicBaseUrl, currentUser(res).id, code, clock, settings.burnHoldMs);
    res.json({ code_details: details });
  });

  /** The receipt must be the user's: sent by them or its pictures uploaded by them, and nobody else's. */
  function assertOwnReceipt(userId: number, receiptUuid: string): void {
    if (!isOwnReceipt(db, userId, receiptUuid))
      throw apiError(404, 'not_found', 'Preuve d’achat introuvable.', `receipt ${receiptUuid}`);
  }

  router.post('/api/kitv4/link_code_to_receipt', (req, res) => {
    const params = validParams(receiptLinkSchema, req);
    const userId = currentUser(res).id;
    const code = burnedCodeOf(db, userId, params.code_id);
    assertOwnReceipt(userId, params.receipt_kit_uuid);
    db.prepare(
      'UPDATE codes SET receipt_kit_uuid = ?, product_shot_image_key = COALESCE(?, product_shot_image_key) WHERE id = ?',
    ).run(params.receipt_kit_uuid, params.product_shot_image_key || null, code.id);
    markGameReceipt(db, params.receipt_kit_uuid, code.id);
    res.json({ linked: true });
  });

  router.post('/api/kitv4/link_code_to_user_information', (req, res) => {
    const params = validParams(participationSchema, req);
    const userId = currentUser(res).id;
    const code = burnedCodeOf(db, userId, params.code_id);
    if (!isWinning(code.outcome)) throw invalidParameter('code_id', 'not_won');
    if (params.receipt_kit_uuid) {
      assertOwnReceipt(userId, params.receipt_kit_uuid);
      markGameReceipt(db, params.receipt_kit_uuid, code.id);
    }
    // One participation per code; sending it again (the winner page after has_previously_won) completes it anew.
    db.prepare(
      `INSERT INTO participations (code_id, user_id, user_information_fields, receipt_id, receipt_kit_uuid, product_shot_image_key, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (code_id) DO UPDATE SET user_information_fields = excluded.user_information_fields,
         receipt_id = excluded.receipt_id, receipt_kit_uuid = COALESCE(excluded.receipt_kit_uuid, receipt_kit_uuid),
         product_shot_image_key = COALESCE(excluded.product_shot_image_key, product_shot_image_key)`,
    ).run(
      code.id,
      userId,
      JSON.stringify(params.user_information_fields),
      params.receipt_id ?? null,
      params.receipt_kit_uuid || code.receipt_kit_uuid,
      params.product_shot_image_key || code.product_shot_image_key,
      clock().toISOString(),
    );
    const participation = db.prepare('SELECT id FROM participations WHERE code_id = ?').get(code.id) as { id: number };
    res.json({ participation: { id: participation.id, code_id: code.id, complete: true } });
  });

  return router;
}
