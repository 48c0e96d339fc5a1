import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import type { UserInformation } from 'shared-kit';
import { addressLines } from 'shared-ui/display';
import { FieldError } from 'shared-ui/forms';
import { GAME_FR } from '../../../messages/fr';
import { NEW_ADDRESS } from '../state/participation-schemas';
import { useSiteLanguage } from 'shared-ui/i18n';

const Options = styled.fieldset`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    font-weight: 700;
    margin-bottom: 0.5rem;
  }
  label {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
    padding: 0.75rem;
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: 12px;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  input {
    width: 1.2rem;
    height: 1.2rem;
    margin-top: 0.15rem;
    flex: none;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

function Option({ value, children }: { value: string; children: ReactNode }) {
  const { input } = useField('addressChoice', { type: 'radio', value });
  return (
    <label>
      <input {...input} type="radio" />
      <span>{children}</span>
    </label>
  );
}

/** Step 2: one of the saved addresses, or a new one (radio buttons: keyboard and screen readers). */
export function AddressChoice({ saved }: { saved: UserInformation[] }) {
  useSiteLanguage();
  const { meta } = useField('addressChoice');
  const error = typeof meta.error === 'string' && (meta.touched || meta.submitFailed) ? meta.error : null;
  return (
    <Options aria-describedby={error ? 'participation-address-choice-error' : undefined}>
      <legend>{GAME_FR.winner.savedAddresses}</legend>
      {saved.map((address) => (
        <Option key={address.id} value={String(address.id)}>
          {address.user_defined_identifier ? (
            <>
              <strong>{address.user_defined_identifier}</strong>
              <br />
            </>
          ) : null}
          {addressLines(address).join(', ')}
        </Option>
      ))}
      <Option value={NEW_ADDRESS}>{GAME_FR.winner.newAddress}</Option>
      {error ? <FieldError id="participation-address-choice-error">{error}</FieldError> : null}
    </Options>
  );
}
