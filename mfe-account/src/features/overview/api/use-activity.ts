import { useSiteRuntime } from 'shared-ui';
import { useEffect } from 'react';
import useSWRInfinite from 'swr/infinite';
import { useAuthorizedUserId } from 'shared-ui/data';
import type { SiteKit } from 'shared-kit';

export type TimelinePage = Awaited<ReturnType<SiteKit['getTimeline']>>;

export const ACTIVITY_PAGE_SIZE = 5;

/**
 * The latest timeline messages, newest first, a page at a time: « Voir plus » asks the provider
 * for the messages older than the last one shown (TIMELINE-1,
 * oldestSeenTimelineOrderedKey). Keyed per user; new receipts or an order add messages.
 */
export function useActivity() {
  const { kit, bus } = useSiteRuntime();
  const userId = useAuthorizedUserId(kit);
  const swr = useSWRInfinite<TimelinePage>(
    (index, previous: TimelinePage | null) => {
      if (userId === null) return null;
      if (index === 0) return ['account', userId, 'activity', ''];
      if (!previous?.has_more) return null;
      const last = previous.messages[previous.messages.length - 1];
      return last ? ['account', userId, 'activity', last.ordered_key] : null;
    },
    ([, , , olderThan]: [string, number, string, string]) =>
      kit.getTimeline({ limit: ACTIVITY_PAGE_SIZE, ...(olderThan ? { oldestSeenTimelineOrderedKey: olderThan } : {}) }),
    { shouldRetryOnError: false, revalidateFirstPage: false },
  );
  const { mutate } = swr;
  const active = userId !== null;
  useEffect(() => {
    if (!active) return undefined;
    const offs = [bus.on('receipts:sent', () => void mutate()), bus.on('order:completed', () => void mutate())];
    return () => offs.forEach((off) => off());
  }, [bus, mutate, active]);
  return swr;
}
