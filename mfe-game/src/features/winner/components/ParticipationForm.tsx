import { useEffect } from 'react';
import { sessionStore, type UserInformation } from 'shared-kit';
import { clearFormDraft, useAtom } from 'shared-ui';
import { userInformationFromSession } from 'shared-ui/forms';
import { useGameKit } from '../../../app/game-kit';
import { GAME_FR } from '../../../messages/fr';
import type { ParticipationInProgress } from '../../play/state/participation';
import { completeParticipation, userInformationFields } from '../api/complete-participation';
import { INITIAL_FORM, participationFormAtom } from '../state/participation-form';
import { NEW_ADDRESS, type ParticipationValues } from '../state/participation-schemas';
import { AddressStep } from './AddressStep';
import { DetailsStep } from './DetailsStep';
import { useSiteLanguage } from 'shared-ui/i18n';

/** Step 1 starts from the session's user: a logged-in player rarely has to type anything. */
function detailsFromSession(): ParticipationValues {
  const user = sessionStore.user;
  if (!user) return {};
  const { title, firstName, lastName, email, phone } = userInformationFromSession(user);
  return { title: title || undefined, firstName, lastName, email, phone: phone || undefined };
}

interface ParticipationFormProps {
  participation: ParticipationInProgress;
  saved: UserInformation[];
  onCompleted: () => void;
}

/**
 * The winner's two-step participation form (react-final-form + joi): details, then the
 * address (a saved one or a new one), then linkCodeToUserInformation. Each step is its own form
 * over the same values, kept in the game's store, so going back and forth or failing loses nothing.
 */
export function ParticipationForm({ participation, saved, onCompleted }: ParticipationFormProps) {
  useSiteLanguage();
  const deps = useGameKit();
  const [state, setState] = useAtom(participationFormAtom);
  useEffect(() => {
    if (state.codeId !== participation.codeId)
      setState({ ...INITIAL_FORM, codeId: participation.codeId, values: detailsFromSession() });
  }, [participation.codeId, state.codeId, setState]);

  // What each step holds as typed survives a reload (a winner on a phone must not lose the prize's address).
  const user = sessionStore.user?.email;
  const drafts = {
    details: { name: `participation-details-${participation.codeId}`, user },
    address: { name: `participation-address-${participation.codeId}`, user },
  };
  const values: ParticipationValues = {
    ...state.values,
    addressChoice:
      state.values.addressChoice ??
      (saved.find((address) => address.is_default)
        ? String(saved.find((address) => address.is_default)?.id)
        : saved.length === 0
          ? NEW_ADDRESS
          : undefined),
  };

  if (state.step === 'details') {
    return (
      <DetailsStep
        values={values}
        draft={drafts.details}
        onNext={(next) => setState({ ...state, values: { ...state.values, ...next }, step: 'address', error: null })}
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
          clearFormDraft(drafts.details.name, drafts.address.name);
          onCompleted();
        } catch {
          setState({ ...state, values: all, step: 'address', error: GAME_FR.winner.failed });
        }
      }}
      onBack={(current) =>
        setState({ ...state, values: { ...state.values, ...current }, step: 'details', error: null })
      }
    />
  );
}
