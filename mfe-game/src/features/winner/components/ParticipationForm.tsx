import styled from '@emotion/styled';
import { useEffect } from 'react';
import { sessionStore, type UserInformation } from 'shared-kit';
import { Button, clearFormDraft, useAtom } from 'shared-ui';
import {
  applyMask,
  FormMessage,
  joiValidator,
  PHONE_MASK,
  CivilityField,
  SubmitButton,
  TextField,
  ValidatedForm,
} from 'shared-ui/forms';
import { GAME_FR } from '../../../messages/fr';
import type { ParticipationInProgress } from '../../play/state/participation';
import { completeParticipation, userInformationFields } from '../api/complete-participation';
import { INITIAL_FORM, participationFormAtom } from '../state/participation-form';
import {
  addressSchema,
  detailsSchema,
  NEW_ADDRESS,
  TITLES,
  type ParticipationValues,
} from '../state/participation-schemas';
import { AddressChoice } from './AddressChoice';

const validateDetails = joiValidator(detailsSchema);
const validateAddress = joiValidator(addressSchema);

const StepLabel = styled.p`
  margin: 0;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primary};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  font-size: 0.85rem;
`;

const StepTitle = styled.h2`
  margin: 0;
  font-size: 1.35rem;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
`;

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: 600px) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Step 1 starts from the session's user: a logged-in player rarely has to type anything. */
function detailsFromSession(): ParticipationValues {
  const user = sessionStore.user;
  if (!user) return {};
  const title = TITLES.find((candidate) => candidate === user.title);
  return {
    title,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone ? applyMask(PHONE_MASK, user.phone) : undefined,
  };
}

interface ParticipationFormProps {
  participation: ParticipationInProgress;
  saved: UserInformation[];
  onCompleted: () => void;
}

/**
 * Spec §2 the winner's two-step participation form (react-final-form + joi): details, then the
 * address (a saved one or a new one), then linkCodeToUserInformation. Each step is its own form
 * over the same values, kept in the game's store, so going back and forth or failing loses nothing.
 */
export function ParticipationForm({ participation, saved, onCompleted }: ParticipationFormProps) {
  const [state, setState] = useAtom(participationFormAtom);
  useEffect(() => {
    if (state.codeId !== participation.codeId)
      setState({ ...INITIAL_FORM, codeId: participation.codeId, values: detailsFromSession() });
  }, [participation.codeId, state.codeId, setState]);

  const { winner, fields } = GAME_FR;
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
      <ValidatedForm<ParticipationValues>
        id="participation-details"
        labelledBy="participation-step-title"
        validate={validateDetails}
        initialValues={values}
        draft={drafts.details}
        onSubmit={async (next) =>
          setState({ ...state, values: { ...state.values, ...next }, step: 'address', error: null })
        }
      >
        {() => (
          <>
            <StepLabel>{winner.step(1)}</StepLabel>
            <StepTitle id="participation-step-title">{winner.step1}</StepTitle>
            <CivilityField formId="participation-details" name="title" label={fields.title} />
            <Grid>
              <TextField
                formId="participation-details"
                name="firstName"
                label={fields.firstName}
                autoComplete="given-name"
              />
              <TextField
                formId="participation-details"
                name="lastName"
                label={fields.lastName}
                autoComplete="family-name"
              />
            </Grid>
            <TextField
              formId="participation-details"
              name="email"
              type="email"
              label={fields.email}
              autoComplete="email"
            />
            <TextField
              formId="participation-details"
              name="phone"
              type="tel"
              label={fields.phone}
              autoComplete="tel-national"
              inputMode="tel"
              mask={PHONE_MASK}
            />
            <Row>
              <SubmitButton loading={false} label={winner.next} loadingLabel={winner.next} needsNetwork={false} />
            </Row>
          </>
        )}
      </ValidatedForm>
    );
  }

  const submitting = state.step === 'submitting';
  return (
    <ValidatedForm<ParticipationValues>
      id="participation-address"
      labelledBy="participation-step-title"
      validate={validateAddress}
      initialValues={values}
      draft={drafts.address}
      onAttempt={() => {
        if (state.error && !submitting) setState({ ...state, error: null });
      }}
      onSubmit={async (next) => {
        if (submitting) return;
        const all = { ...state.values, ...next };
        setState({ ...state, values: all, step: 'submitting', error: null });
        try {
          await completeParticipation(participation, userInformationFields(all, saved));
          setState({ ...state, values: all, step: 'completed', error: null });
          clearFormDraft(drafts.details.name, drafts.address.name);
          onCompleted();
        } catch {
          setState({ ...state, values: all, step: 'address', error: winner.failed });
        }
      }}
    >
      {(current) => (
        <>
          <StepLabel>{winner.step(2)}</StepLabel>
          <StepTitle id="participation-step-title">{winner.step2}</StepTitle>
          {state.error ? (
            <FormMessage tone="error" testId="participation-error">
              {state.error}
            </FormMessage>
          ) : null}
          {saved.length > 0 ? <AddressChoice saved={saved} /> : null}
          {current.addressChoice === NEW_ADDRESS ? (
            <>
              <TextField
                formId="participation-address"
                name="address1"
                label={fields.address1}
                autoComplete="address-line1"
              />
              <TextField
                formId="participation-address"
                name="address2"
                label={fields.address2}
                autoComplete="address-line2"
                required={false}
              />
              <Grid>
                <TextField
                  formId="participation-address"
                  name="postalCode"
                  label={fields.postalCode}
                  autoComplete="postal-code"
                  inputMode="numeric"
                  mask="#####"
                />
                <TextField
                  formId="participation-address"
                  name="city"
                  label={fields.city}
                  autoComplete="address-level2"
                />
              </Grid>
            </>
          ) : null}
          <Row>
            <Button
              type="button"
              variant="ghost"
              disabled={submitting}
              onClick={() =>
                setState({ ...state, values: { ...state.values, ...current }, step: 'details', error: null })
              }
            >
              {winner.back}
            </Button>
            <SubmitButton loading={submitting} label={winner.submit} loadingLabel={winner.submitting} />
          </Row>
        </>
      )}
    </ValidatedForm>
  );
}
