import { Router } from 'express';
import Joi from 'joi';
import type { SandboxContext } from '../context';
import { notFound } from '../http/errors';
import { validParams } from '../http/params';
import { currentUser, requireUser } from '../http/require-user';
import { receiptJson, type ReceiptRow } from '../receipts/receipt-json';
import { orderedKeyOf, type TimelineRow } from './messages';

/** TIMELINE-1. */
const timelineSchema = Joi.object<{
  limit: number;
  oldest_seen_timeline_ordered_key?: string;
  skip_limit: boolean;
  stream_class_names: string[];
  archive_user_timeline_messages: boolean;
  select_editor_receipts_only: boolean;
}>({
  limit: Joi.number().integer().min(1).max(100).default(20),
  oldest_seen_timeline_ordered_key: Joi.string()
    .pattern(/^\d{1,12}$/)
    .allow(''),
  skip_limit: Joi.boolean().default(false),
  // Bounded: each name is an SQL parameter, and SQLite caps how many a statement may carry.
  stream_class_names: Joi.array().items(Joi.string().max(64)).max(20).single().default([]),
  archive_user_timeline_messages: Joi.boolean().default(false),
  select_editor_receipts_only: Joi.boolean().default(false),
});
const archiveSchema = Joi.object<{ message_identifier?: string }>({ message_identifier: Joi.string() });

/** The user's timeline, newest first, paged by ordered key (KIT-1 fidmarquesv3/timeline). */
export function timelineRoutes({ db, settings, clock }: SandboxContext): Router {
  const router = Router();
  router.use('/api/fidmarquesv3/timeline', requireUser(db, clock));

  router.get('/api/fidmarquesv3/timeline', (req, res) => {
    const params = validParams(timelineSchema, req);
    const userId = currentUser(res).id;
    const where = ['user_id = ?'];
    const values: (string | number)[] = [userId];
    if (params.oldest_seen_timeline_ordered_key) {
      where.push('id < ?');
      values.push(Number(params.oldest_seen_timeline_ordered_key));
    }
    // Archived messages stay out of the timeline unless the archive is asked for.
    if (!params.archive_user_timeline_messages) where.push('archived = 0');
    if (params.select_editor_receipts_only) where.push('receipt_uuid IS NOT NULL');
    if (params.stream_class_names.length > 0) {
      where.push(`class_name IN (${params.stream_class_names.map(() => '?').join(', ')})`);
      values.push(...params.stream_class_names);
    }
    const limit = params.skip_limit ? -1 : params.limit + 1;
    const rows = db
      .prepare(`SELECT * FROM timeline_messages WHERE ${where.join(' AND ')} ORDER BY id DESC LIMIT ?`)
      .all(...values, limit) as TimelineRow[];
    const hasMore = !params.skip_limit && rows.length > params.limit;
    const receipt = db.prepare('SELECT * FROM receipts WHERE uuid = ?');
    res.json({
      messages: rows.slice(0, params.skip_limit ? undefined : params.limit).map((row) => {
        const linked = row.receipt_uuid ? (receipt.get(row.receipt_uuid) as ReceiptRow | undefined) : undefined;
        return {
          identifier: row.identifier,
          ordered_key: orderedKeyOf(row.id),
          class_name: row.class_name,
          created_at: row.created_at,
          text: row.text,
          archived: row.archived === 1,
          ...(linked ? { receipt: receiptJson(db, settings.publicBaseUrl, linked) } : {}),
        };
      }),
      has_more: hasMore,
    });
  });

  router.post('/api/fidmarquesv3/timeline/archives', (_req, res) => {
    const archived = db
      .prepare('UPDATE timeline_messages SET archived = 1 WHERE user_id = ? AND archived = 0')
      .run(currentUser(res).id).changes;
    res.json({ archived });
  });

  router.post('/api/fidmarquesv3/timeline/archive_message', (req, res) => {
    const { message_identifier } = validParams(
      archiveSchema.fork(['message_identifier'], (field) => field.required()),
      req,
    );
    const changed = db
      .prepare('UPDATE timeline_messages SET archived = 1 WHERE identifier = ? AND user_id = ?')
      .run(message_identifier ?? null, currentUser(res).id).changes;
    if (changed === 0) throw notFound(`message ${message_identifier}`);
    res.json({ archived: changed });
  });

  return router;
}
