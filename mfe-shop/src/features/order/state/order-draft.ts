import { clearFormDraft, readFormDraft, writeFormDraft } from 'shared-ui';
import type { OrderFormValues } from './order-form';

/** The order form as typed: a reload of the information page finds it again. */
export const ORDER_TYPING_DRAFT = 'order-information';
/** The order form once checked, between the two order pages: the summary reads it (a reload of it keeps it). */
const ORDER_CHECKED_DRAFT = 'order';

export function saveOrderDraft(userEmail: string, values: OrderFormValues): void {
  writeFormDraft(ORDER_CHECKED_DRAFT, userEmail, values);
}

export function loadOrderDraft(userEmail: string | undefined): OrderFormValues | null {
  return readFormDraft<OrderFormValues>(ORDER_CHECKED_DRAFT, userEmail) as OrderFormValues | null;
}

/** The order is done: nothing of its form is kept. */
export function clearOrderDraft(): void {
  clearFormDraft(ORDER_CHECKED_DRAFT, ORDER_TYPING_DRAFT);
}
