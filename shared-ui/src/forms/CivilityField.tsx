import { TITLES } from 'shared-kit/core';
import { titleWords } from 'shared-ui/display';
import { SelectField } from './ChoiceFields';
import { FORMS_FR } from './messages';
import { useSiteLanguage } from 'shared-ui/i18n';

// The list is the provider contract's (shared-kit): re-exported for the forms that import their pieces from here.
export { TITLES, isTitle } from 'shared-kit/core';

/** The civility select of the profile, address, order and participation forms (the titles' words: shared-ui/display). */
export function CivilityField({ formId, name, label }: { formId: string; name: string; label: string }) {
  useSiteLanguage();
  return (
    <SelectField
      formId={formId}
      name={name}
      label={label}
      options={TITLES.map((value) => ({ value, label: titleWords(value) }))}
      // The empty choice of every civility list of the site: one wording wherever the field appears.
      placeholder={FORMS_FR.civilityPlaceholder}
    />
  );
}
