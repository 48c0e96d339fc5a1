import { useEffect } from 'react';
import { uiStore, useAtomValue } from 'shared-ui';
import useSWR from 'swr';
import { useSession, useShell } from '../shell/shell-context';
import { kitStatusAtom } from './kit-lifecycle';

export type StarBalance =
  { state: 'loading' } | { state: 'ready'; points: number; pending: number } | { state: 'unavailable' };

/** While receipts wait for the provider, it may settle them any moment: a modest poll. */
export const PENDING_POLL_MS = 15_000;

/**
 * The header's star balance (spec §3 Card) with the stars still pending (issue 9). Server data
 * goes through SWR (architecture): keyed per user, so the desktop chip, the mobile menu and a
 * header re-mounted by a layout change share one request. Revalidated by `card:refresh` (order
 * done, receipts settled) and `receipts:sent` (new pending stars), on focus, and every
 * PENDING_POLL_MS while some stars are pending.
 */
export function useStarBalance(): StarBalance {
  const { kit, bus } = useShell();
  const { user } = useSession();
  const kitStatus = useAtomValue(kitStatusAtom, { store: uiStore });
  const key = kitStatus === 'ready' && user ? ['star-card', user.email] : null;
  const { data, error, mutate } = useSWR(key, () => kit.starCard(), {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
    refreshInterval: (card) => (card && card.pending > 0 ? PENDING_POLL_MS : 0),
  });

  const active = key !== null;
  useEffect(() => {
    if (!active) return undefined;
    const offs = [bus.on('card:refresh', () => void mutate()), bus.on('receipts:sent', () => void mutate())];
    return () => offs.forEach((off) => off());
  }, [bus, mutate, active]);

  if (kitStatus === 'failed' || error) return { state: 'unavailable' };
  if (data === undefined) return { state: 'loading' };
  return { state: 'ready', points: data.available, pending: data.pending };
}
