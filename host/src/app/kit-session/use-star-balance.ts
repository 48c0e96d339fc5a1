import { useEffect, useState } from 'react';
import { uiStore, useAtomValue } from 'shared-ui';
import { useShell } from '../shell/shell-context';
import { kitStatusAtom } from './kit-lifecycle';

export type StarBalance = { state: 'loading' } | { state: 'ready'; points: number } | { state: 'unavailable' };

/** The header's star balance (spec §3 Card); refreshed when the bus asks (order done, receipts). */
export function useStarBalance(): StarBalance {
  const { kit, bus } = useShell();
  const kitStatus = useAtomValue(kitStatusAtom, { store: uiStore });
  const [balance, setBalance] = useState<StarBalance>({ state: 'loading' });

  useEffect(() => {
    if (kitStatus === 'failed') {
      setBalance({ state: 'unavailable' });
      return undefined;
    }
    if (kitStatus !== 'ready') return undefined;
    let live = true;
    const load = () => {
      kit.starBalance().then(
        (points) => live && setBalance({ state: 'ready', points }),
        () => live && setBalance({ state: 'unavailable' }),
      );
    };
    load();
    const off = bus.on('card:refresh', load);
    return () => {
      live = false;
      off();
    };
  }, [kit, bus, kitStatus]);

  return balance;
}
