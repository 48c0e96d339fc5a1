import { gameWinnerPath, type GameNumber } from 'shared-kit/core';
import type { PlayedCode, TimelineMessage } from 'shared-kit';
import { benefitLabel } from 'shared-ui/display';
import { HOST_FR } from '../../messages/fr';

/**
 * NOTIF-1: time, text, class. Built from what the provider really knows of this user: the timeline
 * (receipts received, validated or refused with their stars, orders and their status, game proofs) and the won codes
 * whose participation is still to complete. Newest first.
 */
export type NotificationClass = 'info' | 'success' | 'warning';

export interface SiteNotification {
  /** Stable across reads: what « read » remembers. */
  id: string;
  time: string;
  text: string;
  class: NotificationClass;
  /** Where the notification leads, when there is something to do. */
  to?: string;
}

export interface NotificationFeed {
  timeline: readonly TimelineMessage[];
  played: readonly PlayedCode[];
}

const CLASSES: Readonly<Record<string, NotificationClass>> = {
  receipt_accepted: 'success',
  receipt_rejected: 'warning',
};

export function notificationsFrom(feed: NotificationFeed, game: GameNumber): SiteNotification[] {
  const wins: SiteNotification[] = feed.played
    .filter((code) => code.has_won && code.complete === false && code.receipt_kit_uuid !== null)
    .map((code) => ({
      id: `win-${code.code_id}`,
      time: code.burned_at,
      text: HOST_FR.notifications.won(benefitLabel(code.benefit?.key_for_display, game, 'in-sentence')),
      class: 'success',
      to: `${gameWinnerPath(game)}?code=${code.code_id}`,
    }));
  const messages: SiteNotification[] = feed.timeline.map((message) => ({
    id: message.identifier,
    time: message.created_at,
    text: message.text,
    class: CLASSES[message.class_name] ?? 'info',
  }));
  return [...wins, ...messages].sort((a, b) => Date.parse(b.time) - Date.parse(a.time));
}
