import { useSiteRuntime } from 'shared-ui';
import { usePlayedCodes } from 'shared-ui/data';

/** The user's played codes: the same read (one cache key) as the game's resume banner. */
export function useParticipations() {
  const { kit, bus } = useSiteRuntime();
  return usePlayedCodes(kit, bus);
}
