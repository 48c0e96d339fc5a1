import { atom } from 'shared-ui';
import type { ParticipationValues } from './participation-schemas';

/** GAME-PARTICIPATION-1: step 1, step 2, submitting, completed. */
export type ParticipationFormStep = 'details' | 'address' | 'submitting' | 'completed';

export interface ParticipationFormState {
  step: ParticipationFormStep;
  /** What both steps hold: kept going back and forth, and after a failed submit. */
  values: ParticipationValues;
  error: string | null;
  /** The code these values belong to; another code starts afresh. */
  codeId: number | null;
}

export const INITIAL_FORM: ParticipationFormState = { step: 'details', values: {}, error: null, codeId: null };

export const participationFormAtom = atom<ParticipationFormState>(INITIAL_FORM);
