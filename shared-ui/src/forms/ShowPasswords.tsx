import { FORMS_FR } from './messages';
import { CheckboxLabel } from './form-styles';
import { useSiteLanguage } from 'shared-ui/i18n';

/** Typing a new password twice blind on a phone is error-prone: let the user see it. */
export function ShowPasswords({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  useSiteLanguage();
  return (
    <CheckboxLabel>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {FORMS_FR.showPasswords}
    </CheckboxLabel>
  );
}
