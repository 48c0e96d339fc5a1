import { useEffect, useRef, type RefObject } from 'react';

/**
 * On a phone, an error, refusal or confirmation that appears off screen (above a sticky header, or far below the
 * button that caused it) is as good as missing. Each time `key` takes a new non-empty value, the element is scrolled
 * into view and, when `focus` is set, focused (a focused alert or field is read out by screen readers; a live region
 * keeps its own `role` for that). Scrolling respects reduced motion.
 */
export function useBringIntoView<T extends HTMLElement>(
  key: string | number | null | undefined | false,
  { focus = false }: { focus?: boolean } = {},
): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  useEffect(() => {
    if (key === null || key === undefined || key === false || key === '') return;
    const element = ref.current;
    if (!element) return;
    bringIntoView(element, focus);
  }, [key, focus]);
  return ref;
}

export function bringIntoView(element: HTMLElement, focus: boolean): void {
  const reduced =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // jsdom has no layout: scrollIntoView may be missing there.
  element.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  if (!focus) return;
  if (!element.matches('input, select, textarea, button, a[href], [tabindex]')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
