import { atom } from './ui-jotai';

/**
 * Where the page's kit stands, set by the host's kit-session owner (in `uiStore`): 'ready' once it
 * can serve the visitor, 'failed' when the provider could not be reached to authorize the user.
 * Remote pages read it so a provider outage shows their French failure instead of a load that never ends.
 */
export type KitStatus = 'starting' | 'ready' | 'failed';

export const kitStatusAtom = atom<KitStatus>('starting');
