import type { SelectOption } from 'shared-ui/forms';
import { ACCOUNT_FR } from '../../../messages/fr';

/** Spec §3 Titles: Mr, Mme, N/A — sent as is, shown in French words. */
export const TITLE_OPTIONS: readonly SelectOption[] = (['Mr', 'Mme', 'N/A'] as const).map((value) => ({
  value,
  label: ACCOUNT_FR.titles[value] ?? value,
}));
