import type { UserInformation } from 'shared-kit';
import { Button } from 'shared-ui';
import {
  FormMessage,
  joiValidator,
  SubmitButton,
  TextField,
  ValidatedForm,
  type FormDraftOptions,
} from 'shared-ui/forms';
import { GAME_FR } from '../../../messages/fr';
import { addressSchema, NEW_ADDRESS, type ParticipationValues } from '../state/participation-schemas';
import { AddressChoice } from './AddressChoice';
import { Grid, Row, StepLabel, StepTitle } from './participation-styles';

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
  const { winner, fields } = GAME_FR;
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
