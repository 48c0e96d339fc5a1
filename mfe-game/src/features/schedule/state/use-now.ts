import { useEffect, useState } from 'react';
import { useSiteRuntime } from 'shared-ui';

/**
 * GAME-SCHEDULE-1: the page's clock (the runtime's: the site's time, a test's, the QA shell's moved one) is checked
 * every second, so a page left open changes state on time.
 */
export function useNow(): number {
  const { clock } = useSiteRuntime();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(clock.now()), 1_000);
    return () => clearInterval(timer);
  }, [clock]);
  return now;
}
