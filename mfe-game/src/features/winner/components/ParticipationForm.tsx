import { useEffect } from 'react';
import type { SessionUser, UserInformation } from 'shared-kit';
import { clearFormDraft, useAtom, useSiteRuntime } from 'shared-ui';
import { fromUserInformation, userInformationFromSession } from 'shared-ui/forms';
import { GAME_FR } from '../../../messages/fr';
import type { ParticipationInProgress } from '../../play/state/participation';
import { completeParticipation, userInformationFields } from '../api/complete-participation';
import {
  INITIAL_FORM,
  participationDrafts,
  participationFormAtom,
  readDetailsDraft,
  readReachedAddress,
  writeReachedAddress,
} from '../state/participation-form';
import { detailsComplete, NEW_ADDRESS, type ParticipationValues } from '../state/participation-schemas';
import { useParticipationStep } from '../state/use-participation-step';
import { AddressStep } from './AddressStep';
import { DetailsStep } from './DetailsStep';
import { useSiteLanguage } from 'shared-ui/i18n';

/**
 * Step 1 starts from what the site knows of the winner: the session's user, and for a civility or a phone the user
 * never gave it, those of their default saved address (a claim resumed on another device finds them again).
 */
function startingDetails(user: SessionUser | null, saved: UserInformation[]): ParticipationValues {
  if (!user) return {};
  const fromUser = userInformationFromSession(user);
  const address = saved.find((candidate) => candidate.is_default) ?? saved[0];
  const fromAddress = address ? fromUserInformation(address) : null;
  return {
    title: fromUser.title || fromAddress?.title || undefined,
    firstName: fromUser.firstName,
    lastName: fromUser.lastName,
    email: fromUser.email,
    phone: fromUser.phone || fromAddress?.phone || undefined,
  };
}

interface ParticipationFormProps {
  participation: ParticipationInProgress;
  saved: UserInformation[];
  onCompleted: () => void;
}

/**
 * The winner's two-step participation form (react-final-form + joi): details, then the address (a saved one or a
 * new one), then linkCodeToUserInformation. Each step is its own form over the same values, kept in the game's store
 * and as drafts on this device, so going back and forth (the browser's buttons included), failing, reloading or
 * coming back later loses nothing; a claim resumed starts at the step where it stopped.
 */
export function ParticipationForm({ participation, saved, onCompleted }: ParticipationFormProps) {
  useSiteLanguage();
  const deps = useSiteRuntime();
  const [state, setState] = useAtom(participationFormAtom);
  const steps = useParticipationStep();
  const drafts = participationDrafts(participation.codeId, deps.session.user?.email);
  const ready = state.codeId === participation.codeId;
  useEffect(() => {
    if (ready) return;
    const values = { ...startingDetails(deps.session.user, saved), ...readDetailsDraft(drafts) };
    const resumeAtAddress = readReachedAddress(drafts) && detailsComplete(values);
    setState({ ...INITIAL_FORM, codeId: participation.codeId, values, step: resumeAtAddress ? 'address' : 'details' });
    if (resumeAtAddress && !steps.atAddress) steps.resumeAtAddress();
    // Once per code: later renders read the store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, participation.codeId]);
  if (!ready) return null;

  const preferred = saved.find((address) => address.is_default);
  const values: ParticipationValues = {
    ...state.values,
    addressChoice:
      state.values.addressChoice ?? (preferred ? String(preferred.id) : saved.length === 0 ? NEW_ADDRESS : undefined),
  };

  if (!steps.atAddress || state.step === 'details') {
    return (
      <DetailsStep
        values={values}
        draft={drafts.details}
        onNext={(next) => {
          setState({ ...state, values: { ...state.values, ...next }, step: 'address', error: null });
          writeReachedAddress(drafts);
          steps.toAddress();
        }}
      />
    );
  }

  const submitting = state.step === 'submitting';
  return (
    <AddressStep
      values={values}
      draft={drafts.address}
      saved={saved}
      submitting={submitting}
      error={state.error}
      onAttempt={() => {
        if (state.error && !submitting) setState({ ...state, error: null });
      }}
      onSubmit={async (next) => {
        if (submitting) return;
        const all = { ...state.values, ...next };
        setState({ ...state, values: all, step: 'submitting', error: null });
        try {
          await completeParticipation(deps, participation, userInformationFields(all, saved));
          setState({ ...state, values: all, step: 'completed', error: null });
          clearFormDraft(drafts.details.name, drafts.address.name, drafts.step.name);
          onCompleted();
        } catch {
          setState({ ...state, values: all, step: 'address', error: GAME_FR.winner.failed });
        }
      }}
      onBack={(current) => {
        setState({ ...state, values: { ...state.values, ...current }, error: null });
        steps.toDetails();
      }}
    />
  );
}
