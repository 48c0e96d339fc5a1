import { usePlayedCodes } from 'shared-ui/data';
import { useAccountKit } from '../../../app/account-kit';

/** The user's played codes: the same read (one cache key) as the game's resume banner. */
export function useParticipations() {
  const { kit, bus } = useAccountKit();
  return usePlayedCodes(kit, bus);
}
