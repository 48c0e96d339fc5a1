import { Router, type Response } from 'express';
import Joi from 'joi';
import type { SandboxContext } from '../context';
import { apiError, notFound } from '../http/errors';
import { validParams } from '../http/params';
import { currentUser, requireUser } from '../http/require-user';
import { storeTicket } from '../support/tickets';
import { UPLOAD_MESSAGES } from './limits';
import { processReceipt } from './processing';
import { findReceipt, receiptJson, type ReceiptRow } from './receipt-json';
import { freeText } from '../http/free-text';

const receiptSchema = Joi.object<{ receipt_uuid: string; message?: string }>({
  receipt_uuid: Joi.string().required(),
  message: freeText().max(5000).allow(''),
});
const reportSchema = Joi.object<{ receipt_uuid: string; message: string }>({
  receipt_uuid: Joi.string().required(),
  message: freeText().trim().max(5000).required(),
});
const purchaseSchema = Joi.object<{ purchase_id: string; ean: string; card_identifier?: string }>({
  purchase_id: Joi.alternatives(Joi.string(), Joi.number()).required(),
  ean: Joi.string()
    .pattern(/^\d{8,14}$/)
    .required(),
  card_identifier: Joi.string().allow(''),
});

/** Receipts as the history shows them, and the receipt operations of RECEIPT-5. */
export function receiptRoutes({ db, settings, clock }: SandboxContext): Router {
  const router = Router();
  const base = settings.publicBaseUrl;
  router.use(['/api/kitv4/pending_receipts', '/api/kitv4/receipts'], requireUser(db, clock));

  /** The user's receipts, newest first (only the pending ones when asked). */
  const listReceipts = (pendingOnly: boolean) => (_req: unknown, res: Response) => {
    const pending = pendingOnly ? " AND status = 'pending'" : '';
    const rows = db
      .prepare(`SELECT * FROM receipts WHERE user_id = ?${pending} ORDER BY created_at DESC`)
      .all(currentUser(res).id) as ReceiptRow[];
    res.json({ receipts: rows.map((row) => receiptJson(db, base, row)) });
  };

  router.get('/api/kitv4/pending_receipts', listReceipts(true));
  router.get('/api/kitv4/receipts', listReceipts(false));

  router.get('/api/kitv4/receipts/:uuid', (req, res) => {
    const receipt = findReceipt(db, currentUser(res).id, req.params.uuid as string);
    if (!receipt) throw notFound(`receipt ${req.params.uuid}`);
    res.json({ receipt: receiptJson(db, base, receipt) });
  });

  /** Loads the user's receipt; pending only when the operation changes it. */
  function ownReceipt(userId: number, uuid: string, pendingOnly: boolean): ReceiptRow {
    const receipt = findReceipt(db, userId, uuid);
    if (!receipt) throw notFound(`receipt ${uuid}`);
    if (pendingOnly && receipt.status !== 'pending')
      throw apiError(400, 'receipt_not_replaceable', UPLOAD_MESSAGES.receipt_not_replaceable);
    return receipt;
  }

  router.post('/api/kitv4/receipts/cancel', (req, res) => {
    const { receipt_uuid } = validParams(receiptSchema, req);
    const receipt = ownReceipt(currentUser(res).id, receipt_uuid, true);
    db.prepare("UPDATE receipts SET status = 'cancelled', processed_at = ? WHERE uuid = ? AND status = 'pending'").run(
      clock().toISOString(),
      receipt.uuid,
    );
    res.json({ receipt: receiptJson(db, base, findReceipt(db, receipt.user_id, receipt.uuid) as ReceiptRow) });
  });

  // Skipping the review sends the receipt straight to processing instead of waiting for the delay.
  router.post('/api/kitv4/receipts/skip_validation', (req, res) => {
    const { receipt_uuid } = validParams(receiptSchema, req);
    const receipt = ownReceipt(currentUser(res).id, receipt_uuid, true);
    processReceipt(db, receipt, clock());
    res.json({ receipt: receiptJson(db, base, findReceipt(db, receipt.user_id, receipt.uuid) as ReceiptRow) });
  });

  const review = (path: string, state: string) =>
    router.post(path, (req, res) => {
      const { receipt_uuid } = validParams(receiptSchema, req);
      const receipt = ownReceipt(currentUser(res).id, receipt_uuid, false);
      db.prepare('UPDATE receipts SET review_state = ? WHERE uuid = ?').run(state, receipt.uuid);
      res.json({ receipt: receiptJson(db, base, { ...receipt, review_state: state }) });
    });
  review('/api/kitv4/receipts/show_review', 'shown');
  review('/api/kitv4/receipts/review_claims', 'validated');

  router.post('/api/kitv4/receipts/claim_on_receipt', (req, res) => {
    const params = validParams(receiptSchema, req);
    const receipt = ownReceipt(currentUser(res).id, params.receipt_uuid, false);
    storeTicket(
      db,
      {
        userId: receipt.user_id,
        kind: 'claim_on_receipt',
        title: 'Réclamation sur une preuve d’achat',
        freetext: params.message || '—',
        receiptUuid: receipt.uuid,
      },
      clock(),
    );
    db.prepare("UPDATE receipts SET review_state = 'claimed' WHERE uuid = ?").run(receipt.uuid);
    res.json({ receipt: receiptJson(db, base, { ...receipt, review_state: 'claimed' }) });
  });

  router.post('/api/kitv4/receipts/claim_on_purchase', (req, res) => {
    const params = validParams(purchaseSchema, req);
    const user = currentUser(res);
    const id = storeTicket(
      db,
      {
        userId: user.id,
        kind: 'claim_on_purchase',
        title: `Réclamation sur l’achat ${params.purchase_id}`,
        freetext: `EAN ${params.ean}, carte ${params.card_identifier ?? ''}`.trim(),
        receiptUuid: null,
      },
      clock(),
    );
    res.json({
      claim: {
        id,
        purchase_id: String(params.purchase_id),
        ean: params.ean,
        card_identifier: params.card_identifier ?? null,
        status: 'received',
      },
    });
  });

  router.post('/api/kitv4/receipts/report_user_feedback', (req, res) => {
    const params = validParams(reportSchema, req);
    const receipt = ownReceipt(currentUser(res).id, params.receipt_uuid, false);
    storeTicket(
      db,
      {
        userId: receipt.user_id,
        kind: 'receipt_feedback',
        title: 'Signalement sur une preuve d’achat',
        freetext: params.message,
        receiptUuid: receipt.uuid,
      },
      clock(),
    );
    res.json({ reported: true });
  });

  return router;
}
