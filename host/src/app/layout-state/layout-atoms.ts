import { atom, uiStore } from 'shared-ui';

/**
 * LAYOUT-4: the notifications drawer and the contact dialog are layout-level states; the
 * mobile menu too. Kept here so every layout reads the same ones and a logout can close them.
 */
export const notificationsOpenAtom = atom(false);
export const contactDialogAtom = atom<{ open: boolean; receiptUuid?: string }>({ open: false });
export const mobileMenuOpenAtom = atom(false);

export function openContactDialog(receiptUuid?: string): void {
  uiStore.set(contactDialogAtom, { open: true, receiptUuid });
}

export function closeLayoutPanels(): void {
  uiStore.set(notificationsOpenAtom, false);
  uiStore.set(contactDialogAtom, { open: false });
  uiStore.set(mobileMenuOpenAtom, false);
}
