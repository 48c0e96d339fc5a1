import { TITLES } from 'shared-kit/core';
import type { Title } from 'shared-kit';
import { SelectField, type SelectOption } from './ChoiceFields';
import { FORMS_FR } from './messages';

// The list is the provider contract's (shared-kit): re-exported for the forms that import their pieces from here.
export { TITLES, isTitle } from 'shared-kit/core';

/** The titles in words (FORMS_FR, through i18next). */
export const TITLE_LABELS_FR: Readonly<Record<Title, string>> = FORMS_FR.titles;

/** The empty choice of every civility list of the site: one wording wherever the field appears. */
export const CIVILITY_PLACEHOLDER_FR = FORMS_FR.civilityPlaceholder;

export const TITLE_OPTIONS: readonly SelectOption[] = TITLES.map((value) => ({ value, label: TITLE_LABELS_FR[value] }));

/** The civility select of the profile, address, order and participation forms. */
export function CivilityField({ formId, name, label }: { formId: string; name: string; label: string }) {
  return (
    <SelectField
      formId={formId}
      name={name}
      label={label}
      options={TITLE_OPTIONS}
      placeholder={CIVILITY_PLACEHOLDER_FR}
    />
  );
}
