import { ContactFields, SubmitButton, ValidatedForm, type FormDraftOptions } from 'shared-ui/forms';
import { joiValidator } from 'shared-ui/validation';
import { GAME_FR } from '../../../messages/fr';
import { detailsSchema, type ParticipationValues } from '../state/participation-schemas';
import { Row, StepLabel, StepTitle } from './participation-styles';
import { useSiteLanguage } from 'shared-ui/i18n';

const validateDetails = joiValidator(detailsSchema);

interface DetailsStepProps {
  values: ParticipationValues;
  draft: FormDraftOptions;
  /** Step 1 checked: the details go on to the address step (nothing is sent yet). */
  onNext: (details: ParticipationValues) => void;
}

/** Step 1 of the winner's participation: who they are. */
export function DetailsStep({ values, draft, onNext }: DetailsStepProps) {
  useSiteLanguage();
  const { winner } = GAME_FR;
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
          <ContactFields formId="participation-details" />
          <Row>
            <SubmitButton loading={false} label={winner.next} loadingLabel={winner.next} needsNetwork={false} />
          </Row>
        </>
      )}
    </ValidatedForm>
  );
}
