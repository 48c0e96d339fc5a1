import { readFormDraft, writeFormDraft } from 'shared-ui';
import { atom } from 'shared-ui';
import type { ParticipationValues } from './participation-schemas';

/**
 * GAME-PARTICIPATION-1: step 1, step 2, submitting, completed. `step` is how far the winner went; which step shows
 * is the address's (`?etape=adresse` for step 2, state/use-participation-step.ts), so that Back and Forward move
 * between the steps.
 */
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

/**
 * The drafts of a claim, kept on this device until it is sent or the user logs out (shared-ui form drafts): a tab
 * closed halfway, the next one starts where it stopped, with what was typed.
 */
export function participationDrafts(codeId: number, user: string | undefined) {
  return {
    details: { name: `participation-details-${codeId}`, user, keeping: 'on-device' as const },
    address: { name: `participation-address-${codeId}`, user, keeping: 'on-device' as const },
    step: { name: `participation-step-${codeId}`, user, keeping: 'on-device' as const },
  };
}

type Drafts = ReturnType<typeof participationDrafts>;

/** Whether step 1 was done for this code, on this device. */
export function readReachedAddress({ step }: Drafts): boolean {
  return readFormDraft<{ reached: string }>(step.name, step.user, step.keeping)?.reached === 'address';
}

export function writeReachedAddress({ step }: Drafts): void {
  writeFormDraft(step.name, step.user, { reached: 'address' }, [], step.keeping);
}

/** Step 1's values as typed on this device (its draft), over what the form starts from. */
export function readDetailsDraft({ details }: Drafts): Partial<ParticipationValues> {
  return readFormDraft<ParticipationValues>(details.name, details.user, details.keeping) ?? {};
}
