import { bus } from 'shared-kit';
import { usePlayedCodes } from 'shared-ui/data';
import { kit } from '../../../kit';

/** The player's played codes from the provider: what lets an unfinished participation resume in any tab or device. */
export function useGamePlayedCodes() {
  return usePlayedCodes(kit, bus);
}
