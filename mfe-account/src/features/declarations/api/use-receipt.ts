import { useAccountData } from '../../../app/use-account-data';

/** One receipt of the user; the provider answers 404 for an unknown uuid and for another user's. */
export function useReceipt(uuid: string) {
  return useAccountData(`receipt:${uuid}`, (kit) => kit.getReceipt(uuid), ['receipts:sent']);
}
