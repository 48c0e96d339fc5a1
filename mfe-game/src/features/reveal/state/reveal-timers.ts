import { useEffect, useRef, useState } from 'react';
import { atom, useAtom } from 'shared-ui';

/** GAME-REVEAL-1: the result reveals itself after 5 s, then the next page follows after a further 5 s. */
export const REVEAL_DELAY_S = 5;
export const NEXT_PAGE_DELAY_S = 5;

/** The code whose result is shown (GAME-REVEAL-1: the player may reveal it). */
export const revealedCodeAtom = atom<number | null>(null);

/**
 * The two timers of the result page: the reveal after 5 s (or at once through `revealNow`), then
 * `onDone` 5 s after the reveal. `secondsLeft` counts down whichever is running, for display.
 */
export function useRevealTimers(codeId: number, onDone: () => void) {
  const [revealedCode, setRevealedCode] = useAtom(revealedCodeAtom);
  const revealed = revealedCode === codeId;
  const [ticks, setTicks] = useState(0);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    const tick = setInterval(() => setTicks((count) => count + 1), 1_000);
    const deadline = revealed
      ? setTimeout(() => done.current(), NEXT_PAGE_DELAY_S * 1_000)
      : setTimeout(() => {
          // The last second's tick falls due with the reveal: stopped first, so the second countdown starts from 5.
          clearInterval(tick);
          setTicks(0);
          setRevealedCode(codeId);
        }, REVEAL_DELAY_S * 1_000);
    return () => {
      clearInterval(tick);
      clearTimeout(deadline);
    };
  }, [revealed, codeId, setRevealedCode]);

  return {
    revealed,
    secondsLeft: Math.max(0, (revealed ? NEXT_PAGE_DELAY_S : REVEAL_DELAY_S) - ticks),
    revealNow: () => {
      if (revealed) return;
      setTicks(0);
      setRevealedCode(codeId);
    },
  };
}

/** prefers-reduced-motion: the reveal then appears without shaking, spinning or bursting. */
export function usePrefersReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const read = () =>
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  const [reduced, setReduced] = useState(read);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const onChange = () => setReduced(list.matches);
    list.addEventListener?.('change', onChange);
    return () => list.removeEventListener?.('change', onChange);
  }, []);
  return reduced;
}
