import { useSiteRuntime } from 'shared-ui';
import { useReceipts as useUserReceipts } from 'shared-ui/data';

/**
 * Every receipt the provider knows for the user, all statuses, newest first: shared-ui's one reader (the shop's
 * confirmation after a send reads the same entry), which follows the star card while one of them is pending.
 */
export function useReceipts() {
  const { kit, bus } = useSiteRuntime();
  return useUserReceipts(kit, bus);
}
