import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { Router } from 'express';
import Joi from 'joi';
import { readMailbox } from '../auth/mailbox';
import { findUserByEmail } from '../auth/users';
import { cardJson, setStars } from '../card/stars';
import { normalizeCode } from '../codes/codes';
import type { SandboxContext } from '../context';
import { apiError, notFound } from '../http/errors';
import { validParams } from '../http/params';
import { creditPot } from '../pot/pot';
import { processReceipt, settleReceipts } from '../receipts/processing';
import type { ReceiptRow } from '../receipts/receipt-json';
import { BENEFIT_KEYS } from '../seed/goodies';
import { resetToSeed } from '../seed/seed';
import { listTickets } from '../support/tickets';
import { addTimelineMessage } from '../timeline/messages';
import { personaControlRoutes } from './persona-routes';

const mintSchema = Joi.object<{ code?: string; outcome: string; key_for_display?: string; input_deadline_at?: Date }>({
  code: Joi.string().trim().max(50),
  outcome: Joi.string().valid('win', 'lose', 'already_won', 'not_accessible', 'expired').required(),
  key_for_display: Joi.string().valid(...BENEFIT_KEYS),
  input_deadline_at: Joi.date().iso(),
});
const orderStatusSchema = Joi.object<{ status: string }>({
  status: Joi.string().valid('pending', 'shipped', 'delivered').required(),
});
const ORDER_STATUS_TEXT: Readonly<Record<string, (name: string) => string>> = {
  shipped: (name) => `Votre commande «\u00a0${name}\u00a0» a été expédiée.`,
  delivered: (name) => `Votre commande «\u00a0${name}\u00a0» a été livrée. Bonne dégustation\u00a0!`,
};
const settleSchema = Joi.object<{ due_only: boolean; email?: string }>({
  due_only: Joi.boolean().default(false),
  email: Joi.string().email({ tlds: false }),
});
/** What the provider says of a picture it could not read (the control's default refusal). */
export const UNREADABLE_RECEIPT_REASON = 'La photo de cette preuve d’achat est illisible.';
const refuseSchema = Joi.object<{ reason: string }>({
  reason: Joi.string().trim().max(300).default(UNREADABLE_RECEIPT_REASON),
});
const potSchema = Joi.object<{ amount_cents: number; label: string }>({
  amount_cents: Joi.number().integer().min(1).required(),
  label: Joi.string().max(200).default('Remboursement'),
});
const starsSchema = Joi.object<{ available_points: number }>({
  available_points: Joi.number().integer().min(0).required(),
});

/**
 * Development and test controls: mounted only when SANDBOX_MODE is
 * development or test, so they answer 404 in production.
 */
export function controlRoutes({ db, clock }: SandboxContext): Router {
  const router = Router();

  // Answered once the files are gone: a test that resets then looks at the disk sees the seed's state.
  router.post('/reset', async (_req, res) => {
    await Promise.all(resetToSeed(db).map((path) => fs.promises.rm(path, { force: true })));
    res.json({ reset: true });
  });

  router.get('/codes', (_req, res) => {
    res.json({
      codes: db
        .prepare(
          'SELECT id, code, outcome, key_for_display, state, input_deadline_at, user_id, burned_at FROM codes ORDER BY id',
        )
        .all(),
    });
  });

  router.post('/codes', (req, res) => {
    const params = validParams(mintSchema, req);
    const winning = params.outcome === 'win' || params.outcome === 'already_won';
    const code = normalizeCode(params.code ?? `SBX${randomBytes(4).toString('hex').toUpperCase()}`);
    if (db.prepare('SELECT 1 FROM codes WHERE code = ?').get(code))
      throw apiError(409, 'already_exists', 'Ce code existe déjà.');
    // An `expired` code was entered too long ago: its input deadline is already past.
    const deadline =
      params.input_deadline_at?.toISOString() ??
      (params.outcome === 'expired' ? new Date(clock().getTime() - 1000).toISOString() : null);
    const keyForDisplay = winning ? (params.key_for_display ?? 'pack-goodies') : null;
    const result = db
      .prepare(
        "INSERT INTO codes (code, outcome, key_for_display, state, input_deadline_at) VALUES (?, ?, ?, 'available', ?)",
      )
      .run(code, params.outcome, keyForDisplay, deadline);
    res.status(201).json({
      code_id: Number(result.lastInsertRowid),
      code,
      outcome: params.outcome,
      key_for_display: keyForDisplay,
      input_deadline_at: deadline,
    });
  });

  router.post('/receipts/settle', (req, res) => {
    const { due_only, email } = validParams(settleSchema, req);
    let userId: number | undefined;
    if (email !== undefined) {
      userId = findUserByEmail(db, email)?.id;
      if (userId === undefined) throw notFound(`user ${email}`);
    }
    res.json({ settled: settleReceipts(db, clock(), !due_only, userId) });
  });

  // One pending receipt refused now, whatever it declares: what a provider does with a picture it cannot read.
  router.post('/receipts/:uuid/refuse', (req, res) => {
    const { reason } = validParams(refuseSchema, req);
    const receipt = db.prepare("SELECT * FROM receipts WHERE uuid = ? AND status = 'pending'").get(req.params.uuid) as
      ReceiptRow | undefined;
    if (!receipt) throw notFound(`pending receipt ${req.params.uuid}`);
    processReceipt(db, receipt, clock(), reason);
    res.json({ uuid: receipt.uuid, status: 'rejected', reason });
  });

  router.put('/orders/:id/status', (req, res) => {
    const { status } = validParams(orderStatusSchema, req);
    const id = Number(req.params.id);
    const order = db
      .prepare(
        'SELECT orders.user_id, orders.status, coupons.name FROM orders LEFT JOIN coupons ON coupons.identifier = orders.coupon_identifier WHERE orders.id = ?',
      )
      .get(id) as { user_id: number; status: string; name: string | null } | undefined;
    if (!order) throw notFound(`order ${req.params.id}`);
    db.prepare('UPDATE orders SET status = ? WHERE id = ?').run(status, id);
    // The user hears of it on their timeline, as a real provider's order follow-up does.
    const said = ORDER_STATUS_TEXT[status];
    if (said && order.status !== status)
      addTimelineMessage(
        db,
        { userId: order.user_id, className: 'order_status', text: said(order.name ?? 'cadeau') },
        clock(),
      );
    res.json({ id, status });
  });

  router.put('/users/:email/stars', (req, res) => {
    const { available_points } = validParams(starsSchema, req);
    const user = findUserByEmail(db, req.params.email as string);
    if (!user) throw notFound(`user ${req.params.email}`);
    setStars(db, user.id, available_points);
    res.json({ card: cardJson(db, user.id) });
  });

  router.post('/users/:email/pot', (req, res) => {
    const params = validParams(potSchema, req);
    const user = findUserByEmail(db, req.params.email as string);
    if (!user) throw notFound(`user ${req.params.email}`);
    creditPot(db, user.id, params.amount_cents, params.label, clock());
    res.status(201).json({ credited: params.amount_cents });
  });

  router.get('/mailbox', (req, res) => {
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    res.json({ mails: readMailbox(db, to) });
  });

  router.get('/notices', (_req, res) => {
    const rows = db.prepare('SELECT * FROM notices ORDER BY id DESC').all() as {
      id: number;
      project_id: string;
      body: string;
      created_at: string;
    }[];
    res.json({
      notices: rows.map((row) => ({
        id: row.id,
        project_id: row.project_id,
        created_at: row.created_at,
        notice: JSON.parse(row.body) as unknown,
      })),
    });
  });

  router.get('/stats', (_req, res) => {
    const rows = db.prepare('SELECT * FROM performance_stats ORDER BY id DESC').all() as {
      id: number;
      project_id: string;
      kind: string;
      body: string;
      created_at: string;
    }[];
    res.json({
      stats: rows.map((row) => ({
        id: row.id,
        project_id: row.project_id,
        kind: row.kind,
        created_at: row.created_at,
        body: row.body,
      })),
    });
  });

  router.get('/tickets', (_req, res) => {
    res.json({ tickets: listTickets(db) });
  });

  router.use(personaControlRoutes({ db, clock }));

  return router;
}
