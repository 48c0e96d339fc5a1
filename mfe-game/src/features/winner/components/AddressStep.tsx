import type { UserInformation } from 'shared-kit';
import { Button } from 'shared-ui';
import { AddressFields, FormMessage, SubmitButton, ValidatedForm, type FormDraftOptions } from 'shared-ui/forms';
import { joiValidator } from 'shared-ui/validation';
import { GAME_FR } from '../../../messages/fr';
import { addressSchema, NEW_ADDRESS, type ParticipationValues } from '../state/participation-schemas';
import { AddressChoice } from './AddressChoice';
import { Row, StepLabel, StepTitle } from './participation-styles';
import { useSiteLanguage } from 'shared-ui/i18n';

const validateAddress = joiValidator(addressSchema);

interface AddressStepProps {
  values: ParticipationValues;
  draft: FormDraftOptions;
  saved: UserInformation[];
  submitting: boolean;
  /** The French failure of the last send, shown above the fields. */
  error: string | null;
  onAttempt: () => void;
  onSubmit: (address: ParticipationValues) => Promise<void>;
  /** Back to step 1, with what this step holds kept. */
  onBack: (current: Partial<ParticipationValues>) => void;
}

/** Step 2 of the winner's participation: where the prize goes (a saved address or a new one), then the send. */
export function AddressStep({
  values,
  draft,
  saved,
  submitting,
  error,
  onAttempt,
  onSubmit,
  onBack,
}: AddressStepProps) {
  useSiteLanguage();
  const { winner } = GAME_FR;
  return (
    <ValidatedForm<ParticipationValues>
      id="participation-address"
      labelledBy="participation-step-title"
      validate={validateAddress}
      initialValues={values}
      draft={draft}
      onAttempt={onAttempt}
      onSubmit={async (next) => onSubmit(next)}
    >
      {(current) => (
        <>
          <StepLabel>{winner.step(2)}</StepLabel>
          <StepTitle id="participation-step-title">{winner.step2}</StepTitle>
          {error ? (
            <FormMessage tone="error" testId="participation-error">
              {error}
            </FormMessage>
          ) : null}
          {saved.length > 0 ? <AddressChoice saved={saved} /> : null}
          {current.addressChoice === NEW_ADDRESS ? (
            <AddressFields formId="participation-address" withLabel={false} />
          ) : null}
          <Row>
            <Button type="button" variant="ghost" disabled={submitting} onClick={() => onBack(current)}>
              {winner.back}
            </Button>
            <SubmitButton loading={submitting} label={winner.submit} loadingLabel={winner.submitting} />
          </Row>
        </>
      )}
    </ValidatedForm>
  );
}
