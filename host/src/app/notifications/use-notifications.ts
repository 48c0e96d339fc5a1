import { useCallback, useEffect, useMemo } from 'react';
import type { SiteKit } from 'shared-kit/core';
import { kitStatusAtom, uiStore, useAtom, useAtomValue, useSiteRuntime } from 'shared-ui';
import useSWR from 'swr';
import { useSession } from '../shell/shell-context';
import { notificationsFrom, type NotificationFeed, type SiteNotification } from './notification-source';
import { readIdsOf, readNotificationsAtom, rememberRead } from './read-notifications';

/** The timeline changes when the provider settles a receipt or an order moves on: a slow poll while logged in. */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** How many timeline messages the notifications show. */
const NOTIFICATION_LIMIT = 20;

/** The latest timeline messages and the played codes: what the notifications are made of. */
async function notificationFeed(kit: SiteKit): Promise<NotificationFeed> {
  const [page, played] = await Promise.all([kit.getTimeline({ limit: NOTIFICATION_LIMIT }), kit.getPlayedCodes()]);
  return { timeline: page.messages, played };
}

export interface NotificationsView {
  items: SiteNotification[] | undefined;
  error: boolean;
  unread: number;
  isUnread: (id: string) => boolean;
  markAllRead: () => void;
  reload: () => void;
}

/**
 * The user's notifications, read from the provider when the kit is ready (keyed per user), revalidated by the events
 * after which they change, on focus, and every NOTIFICATIONS_POLL_MS; with the unread count of the bell.
 */
export function useNotifications(): NotificationsView {
  const { kit, bus, config } = useSiteRuntime();
  const { user } = useSession();
  const kitStatus = useAtomValue(kitStatusAtom, { store: uiStore });
  const email = user?.email ?? null;
  const key = kitStatus === 'ready' && email ? ['notifications', email] : null;
  const { data, error, mutate } = useSWR(key, () => notificationFeed(kit), {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
    refreshInterval: NOTIFICATIONS_POLL_MS,
  });
  const active = key !== null;
  useEffect(() => {
    if (!active) return undefined;
    const events = ['card:refresh', 'receipts:sent', 'order:completed', 'participation:changed'] as const;
    const offs = events.map((event) => bus.on(event, () => void mutate()));
    return () => offs.forEach((off) => off());
  }, [bus, mutate, active]);

  const [read, setRead] = useAtom(readNotificationsAtom, { store: uiStore });
  useEffect(() => {
    if (email && read?.user !== email) setRead({ user: email, ids: readIdsOf(email) });
  }, [email, read?.user, setRead]);
  const readIds = useMemo(() => new Set(read?.user === email ? read.ids : []), [read, email]);

  const items = useMemo(() => (data ? notificationsFrom(data, config.game.current) : undefined), [data, config]);
  const unread = items ? items.filter((item) => !readIds.has(item.id)).length : 0;
  const markAllRead = useCallback(() => {
    if (!email || !items || items.length === 0) return;
    setRead({
      user: email,
      ids: rememberRead(
        email,
        items.map((item) => item.id),
      ),
    });
  }, [email, items, setRead]);
  return {
    items,
    error: Boolean(error) || kitStatus === 'failed',
    unread,
    isUnread: (id) => !readIds.has(id),
    markAllRead,
    reload: () => void mutate(),
  };
}
