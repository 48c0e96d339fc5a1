import { useCallback, useEffect, type FocusEvent } from 'react';

/**
 * A field's error shows once the field is left. Left by a press elsewhere, the blur comes between the press and its
 * release: an error shown at once pushes down what follows, and the release lands on something else — on a phone,
 * « Les deux mots de passe ne correspondent pas. » moved « J’ai lu les Mentions légales… » 53 px down under the finger
 * and its tap ticked nothing. So a field left by a press counts as left once that press is over: after the release
 * (and, for a finger, after the click the browser makes of the tap), never in between. Left with the keyboard, at once.
 */

/** A finger's release is followed by the browser's mouse events and click; never more than this after it. */
export const TAP_CLICK_WAIT_MS = 1_000;

let held = false;
let waiting: Array<() => void> = [];
let tapTimer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function runWaiting(): void {
  if (held) return;
  const due = waiting;
  waiting = [];
  due.forEach((run) => run());
}

function release(): void {
  if (!held) return;
  held = false;
  clearTimeout(tapTimer);
  // After the click being dispatched now has reached its target.
  setTimeout(runWaiting, 0);
}

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  const options = { capture: true, passive: true };
  document.addEventListener(
    'pointerdown',
    () => {
      clearTimeout(tapTimer);
      held = true;
    },
    options,
  );
  document.addEventListener(
    'pointerup',
    (event) => {
      // A mouse's click comes with its release; a finger's mouse events and click come after it.
      if (event.pointerType === 'mouse') release();
      else tapTimer = setTimeout(release, TAP_CLICK_WAIT_MS);
    },
    options,
  );
  document.addEventListener('click', release, options);
  document.addEventListener('pointercancel', release, options);
  window.addEventListener('blur', release);
}

/** Runs `leave` now, or once the press under way (if any) is over. */
export function afterPress(leave: () => void): void {
  if (!held) {
    leave();
    return;
  }
  waiting.push(leave);
}

/** A field's blur handler that tells the form the field was left only once the press that left it is over. */
export function useBlurAfterPress(onBlur: (event?: FocusEvent<HTMLElement>) => void) {
  useEffect(listen, []);
  return useCallback((event?: FocusEvent<HTMLElement>) => afterPress(() => onBlur(event)), [onBlur]);
}
