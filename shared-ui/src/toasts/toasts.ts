import { atom, uiStore } from '../state/ui-jotai';

/** TOAST-1: a toast stays 4 s unless told otherwise. */
export const TOAST_DEFAULT_MS = 4_000;

export type ToastKind = 'info' | 'success' | 'error';

export interface Toast {
  id: number;
  text: string;
  kind: ToastKind;
  durationMs: number;
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
export function showToast(text: string, options: { kind?: ToastKind; durationMs?: number } = {}): number {
  const id = nextId;
  nextId += 1;
  const toast: Toast = { id, text, kind: options.kind ?? 'info', durationMs: options.durationMs ?? TOAST_DEFAULT_MS };
  uiStore.set(toastsAtom, (toasts) => [...toasts, toast]);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), toast.durationMs),
  );
  return id;
}

/** Clears every toast (tests, and a full reset on logout). */
export function clearToasts(): void {
  for (const id of [...timers.keys()]) dismissToast(id);
  uiStore.set(toastsAtom, []);
}
