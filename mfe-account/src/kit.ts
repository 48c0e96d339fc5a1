import { claimSharedKit } from 'shared-kit';

/** The page-wide kit singleton, recorded as used by this remote (see shared-kit/src/singleton.ts). */
export const kit = claimSharedKit('account');
