import { useEffect, useRef } from 'react';

/**
 * Keyboard behaviour of a modal panel: focus moves into it on open, Escape closes it, Tab stays
 * inside, and focus goes back to where it was on close.
 */
export function useDialogFocus<T extends HTMLElement>(onClose: () => void) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = ref.current;
    panel?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const focusable = panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, textarea, select');
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      // The panel itself holds focus on open: Shift+Tab from it (or from anywhere outside) wraps too.
      const active = document.activeElement;
      const outsideControls = active === panel || !(active instanceof Node) || !panel.contains(active);
      if (event.shiftKey && (active === first || outsideControls)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || (outsideControls && active !== panel))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus();
    };
  }, [onClose]);
  return ref;
}
