/**
 * The one module that imports jotai (house style: every atom has one home and one store).
 * jotai is a federation singleton, so the host and the remotes share this very store: a
 * remote's `showToast` lands in the host's toaster.
 */
import { createStore } from 'jotai';

export { atom, Provider as JotaiProvider, useAtom, useAtomValue, useSetAtom, createStore } from 'jotai';
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';

/** Site-wide UI state (toasts, drawer, dialog, theme); game routes get their own store. */
export const uiStore = createStore();
