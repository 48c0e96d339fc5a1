import { usePlayedCodes } from 'shared-ui/data';
import { useGameKit } from '../../../app/game-kit';

/** The player's played codes from the provider: what lets an unfinished participation resume in any tab or device. */
export function useGamePlayedCodes() {
  const { kit, bus } = useGameKit();
  return usePlayedCodes(kit, bus);
}
