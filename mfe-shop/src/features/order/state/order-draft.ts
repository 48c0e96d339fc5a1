import type { OrderFormValues } from './order-form';

const KEY = 'lgb:order-draft';

/**
 * The order form's values between the two order pages, kept in sessionStorage so a reload of the
 * summary keeps them, and tied to the user so another account on the same tab never sees them.
 */
export function saveOrderDraft(userEmail: string, values: OrderFormValues): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ userEmail, values }));
  } catch {
    // Private mode without storage: the summary then asks for the information again.
  }
}

export function loadOrderDraft(userEmail: string | undefined): OrderFormValues | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw || !userEmail) return null;
    const draft = JSON.parse(raw) as { userEmail?: unknown; values?: OrderFormValues };
    return draft.userEmail === userEmail && draft.values ? draft.values : null;
  } catch {
    return null;
  }
}

export function clearOrderDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
