import { useEffect } from 'react';
import { uiStore, useAtomValue } from 'shared-ui';
import useSWR from 'swr';
import { useSession, useShell } from '../shell/shell-context';
import { kitStatusAtom } from './kit-lifecycle';

export type StarBalance = { state: 'loading' } | { state: 'ready'; points: number } | { state: 'unavailable' };

/**
 * The header's star balance (spec §3 Card). Server data goes through SWR (architecture): keyed
 * per user, so the desktop chip, the mobile menu and a header re-mounted by a layout change share
 * one request; `card:refresh` on the bus (order done, receipts settled) revalidates it.
 */
export function useStarBalance(): StarBalance {
  const { kit, bus } = useShell();
  const { user } = useSession();
  const kitStatus = useAtomValue(kitStatusAtom, { store: uiStore });
  const key = kitStatus === 'ready' && user ? ['star-balance', user.email] : null;
  const { data, error, mutate } = useSWR(key, () => kit.starBalance(), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  const active = key !== null;
  useEffect(() => (active ? bus.on('card:refresh', () => void mutate()) : undefined), [bus, mutate, active]);

  if (kitStatus === 'failed' || error) return { state: 'unavailable' };
  if (data === undefined) return { state: 'loading' };
  return { state: 'ready', points: data };
}
