import { useSiteRuntime } from 'shared-ui';
import { usePlayedCodes } from 'shared-ui/data';

/** The player's played codes from the provider: what lets an unfinished participation resume in any tab or device. */
export function useGamePlayedCodes() {
  const { kit, bus } = useSiteRuntime();
  return usePlayedCodes(kit, bus);
}
