import { randomUUID } from 'node:crypto';
import type { SandboxDb } from '../db/database';

/** Message classes of the timeline (the kit filters on them with stream_class_names). */
export type TimelineClass =
  | 'receipt_received'
  | 'receipt_accepted'
  | 'receipt_rejected'
  | 'game_receipt_accepted'
  | 'order_placed'
  | 'order_status';

export type TimelineRow = {
  id: number;
  identifier: string;
  user_id: number;
  class_name: TimelineClass;
  text: string;
  receipt_uuid: string | null;
  archived: number;
  created_at: string;
};

export function addTimelineMessage(
  db: SandboxDb,
  message: {
    userId: number;
    className: TimelineClass;
    text: string;
    receiptUuid?: string | null;
    /** The order and goody a message speaks of (order-messages.ts), so that later units update it. */
    orderReference?: string | null;
  },
  now: Date,
): void {
  db.prepare(
    'INSERT INTO timeline_messages (identifier, user_id, class_name, text, receipt_uuid, order_reference, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(
    randomUUID(),
    message.userId,
    message.className,
    message.text,
    message.receiptUuid ?? null,
    message.orderReference ?? null,
    now.toISOString(),
  );
}

/** Ordered keys sort like the messages (newest = greatest), as strings. */
export function orderedKeyOf(id: number): string {
  return String(id).padStart(12, '0');
}

/** STARS-1: "Plural star label when absolute value is at least 2". */
export function starsLabel(stars: number): string {
  return `${stars} ${Math.abs(stars) >= 2 ? 'étoiles' : 'étoile'}`;
}
