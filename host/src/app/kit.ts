import { claimSharedKit } from 'shared-kit';

/** The page-wide kit singleton, recorded as used by the host. */
export const kit = claimSharedKit('host');
