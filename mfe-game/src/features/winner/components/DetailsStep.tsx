import {
  CivilityField,
  joiValidator,
  PHONE_MASK,
  SubmitButton,
  TextField,
  ValidatedForm,
  type FormDraftOptions,
} from 'shared-ui/forms';
import { GAME_FR } from '../../../messages/fr';
import { detailsSchema, type ParticipationValues } from '../state/participation-schemas';
import { Grid, Row, StepLabel, StepTitle } from './participation-styles';

const validateDetails = joiValidator(detailsSchema);

interface DetailsStepProps {
  values: ParticipationValues;
  draft: FormDraftOptions;
  /** Step 1 checked: the details go on to the address step (nothing is sent yet). */
  onNext: (details: ParticipationValues) => void;
}

/** Step 1 of the winner's participation: who they are. */
export function DetailsStep({ values, draft, onNext }: DetailsStepProps) {
  const { winner, fields } = GAME_FR;
  return (
    <ValidatedForm<ParticipationValues>
      id="participation-details"
      labelledBy="participation-step-title"
      validate={validateDetails}
      initialValues={values}
      draft={draft}
      onSubmit={async (next) => onNext(next)}
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
