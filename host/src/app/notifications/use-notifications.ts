import { useCallback, useEffect, useMemo } from 'react';
import { kitStatusAtom, uiStore, useAtom, useAtomValue, useSiteRuntime } from 'shared-ui';
import { usePlayedCodes } from 'shared-ui/data';
import useSWR from 'swr';
import { useSession } from '../shell/shell-context';
import { notificationsFrom, type NotificationFeed, type SiteNotification } from './notification-source';
import { readIdsOf, readNotificationsAtom, rememberRead } from './read-notifications';

/** The timeline changes when the provider settles a receipt or an order moves on: a slow poll while logged in. */
export const NOTIFICATIONS_POLL_MS = 60_000;

/** How many timeline messages the notifications show. */
const NOTIFICATION_LIMIT = 20;

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
  // The latest timeline messages, the notifications' own read.
  const timeline = useSWR(key, () => kit.getTimeline({ limit: NOTIFICATION_LIMIT }), {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
    refreshInterval: NOTIFICATIONS_POLL_MS,
  });
  // The played codes from their one reader (shared-ui/data), the entry the game and « Mon compte » read: one request
  // for all, and none right after hydrating a page whose server read them (Mon compte).
  const played = usePlayedCodes(kit, bus);
  const { mutate } = timeline;
  const active = key !== null;
  useEffect(() => {
    if (!active) return undefined;
    const events = ['card:refresh', 'receipts:sent', 'order:completed', 'participation:changed'] as const;
    const offs = events.map((event) => bus.on(event, () => void mutate()));
    return () => offs.forEach((off) => off());
  }, [bus, mutate, active]);
  const data = useMemo<NotificationFeed | undefined>(
    () => (timeline.data && played.data ? { timeline: timeline.data.messages, played: played.data } : undefined),
    [timeline.data, played.data],
  );
  const error = timeline.error ?? played.error;

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
    reload: () => {
      void mutate();
      void played.mutate();
    },
  };
}
