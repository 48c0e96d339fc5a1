import { useEffect, useState } from 'react';
import { qaClock } from '../qa-clock';

/** The QA clock, re-read every second and at once when QA moves it (a stable value per render). */
export function useQaNow(): number {
  const [now, setNow] = useState(qaClock.now);
  useEffect(() => {
    const tick = () => setNow(qaClock.now());
    const timer = setInterval(tick, 1000);
    const off = qaClock.subscribe(tick);
    return () => {
      clearInterval(timer);
      off();
    };
  }, []);
  return now;
}
