import { atom, uiStore } from '../state/ui-jotai';

/** TOAST-1: a toast stays 4 s unless told otherwise. */
export const TOAST_DEFAULT_MS = 4_000;

export type ToastKind = 'info' | 'success' | 'error';

/** What the toast offers to do about what it says (« Annuler » after a removal): one press, then the toast goes. */
export interface ToastAction {
  label: string;
  run: () => void;
}

export interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
  durationMs: number;
  action?: ToastAction;
}

export const toastsAtom = atom<Toast[]>([]);

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  uiStore.set(toastsAtom, (toasts) => toasts.filter((toast) => toast.id !== id));
}

/** Shows a French message at the bottom of the page; callable from anywhere, the host or a remote. */
export function showToast(
  text: string,
  options: { kind?: ToastKind; durationMs?: number; action?: ToastAction } = {},
): number {
  const id = nextId;
  nextId += 1;
  const toast: Toast = {
    id,
    text,
    kind: options.kind ?? 'info',
    durationMs: options.durationMs ?? TOAST_DEFAULT_MS,
    ...(options.action ? { action: options.action } : {}),
  };
  uiStore.set(toastsAtom, (toasts) => [...toasts, toast]);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), toast.durationMs),
  );
  return id;
}

/** The toast's action, once: the toast goes with it. */
export function runToastAction(toast: Toast): void {
  dismissToast(toast.id);
  toast.action?.run();
}

/** Clears every toast (tests, and a full reset on logout). */
export function clearToasts(): void {
  for (const id of [...timers.keys()]) dismissToast(id);
  uiStore.set(toastsAtom, []);
}
