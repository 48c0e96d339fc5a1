import { atom } from 'shared-ui';

/** GAME-BURN-1: idle → burning; then the receipts are sent and linked to the code. */
export type PlayStatus = 'idle' | 'burning' | 'uploading' | 'linking';

export interface PlayState {
  status: PlayStatus;
  /** A GAME-BURN-2 message (or the code's format, checked before any request), shown next to the code field. */
  burnError: string | null;
  /** What to do next, said beside a burn message that leaves the player without a way on (an expired code). */
  burnNextStep?: string | null;
  /** Linking the receipt failed after a good burn and upload. */
  stepError: string | null;
}

export const IDLE_PLAY: PlayState = { status: 'idle', burnError: null, stepError: null };

export const playStateAtom = atom<PlayState>(IDLE_PLAY);
