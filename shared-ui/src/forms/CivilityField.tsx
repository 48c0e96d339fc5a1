import type { Title } from 'shared-kit';
import { SelectField, type SelectOption } from './ChoiceFields';

/** Spec §3 Titles, sent to the provider as they are. */
export const TITLES: readonly Title[] = ['Mr', 'Mme', 'N/A'];

export const TITLE_LABELS_FR: Readonly<Record<Title, string>> = { Mr: 'Monsieur', Mme: 'Madame', 'N/A': 'Non précisé' };

/** The empty choice of every civility list of the site: one wording wherever the field appears. */
export const CIVILITY_PLACEHOLDER_FR = 'Choisir…';

export const TITLE_OPTIONS: readonly SelectOption[] = TITLES.map((value) => ({ value, label: TITLE_LABELS_FR[value] }));

export function isTitle(value: unknown): value is Title {
  return TITLES.includes(value as Title);
}

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
