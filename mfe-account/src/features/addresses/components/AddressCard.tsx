import { useEffect, useRef, useState } from 'react';
import { useSiteRuntime } from 'shared-ui';
import { AddressLines, displayPhone } from 'shared-ui/display';
import styled from '@emotion/styled';
import type { UserInformation } from 'shared-kit';
import { addressLabel, fromUserInformation, toUserInformationFields } from 'shared-ui/forms';
import { ActionRow, Notice, TextButton } from '../../../components/page-styles';
import { userMessageOf } from '../../../lib/user-message';
import { ACCOUNT_FR } from '../../../messages/fr';
import { addressActions } from '../api/use-addresses';
import { AddressForm } from './AddressForm';
import { useSiteLanguage } from 'shared-ui/i18n';

const T = ACCOUNT_FR.addresses;

const Item = styled.li<{ isDefault: boolean }>`
  border: 2px solid ${({ theme, isDefault }) => (isDefault ? theme.colors.primary : theme.colors.border)};
  border-radius: 12px;
  padding: 1rem;
  header {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    justify-content: space-between;
  }
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  address {
    font-style: normal;
    margin-top: 0.5rem;
  }
  .badge {
    padding: 0.2rem 0.7rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
    font-weight: 800;
    font-size: 0.9rem;
  }
`;

export interface AddressChange {
  kind: 'saved' | 'deleted' | 'default';
  /** The address that is the default once the change is done, when the user should hear it. */
  newDefaultLabel?: string;
}

interface AddressCardProps {
  address: UserInformation;
  /** Re-reads the list; resolves with the list as it is now. */
  refresh: () => Promise<UserInformation[] | undefined>;
  onChange: (change: AddressChange) => void;
}

/** One address: shown, edited in place, deleted after a confirmation, made the default. */
export function AddressCard({ address, refresh, onChange }: AddressCardProps) {
  useSiteLanguage();
  const runtime = useSiteRuntime();
  const [mode, setMode] = useState<'view' | 'edit' | 'confirm-delete'>('view');
  const [busy, setBusy] = useState<'delete' | 'default' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const label = addressLabel(address);
  const titleId = `address-${address.id}`;
  const confirmRef = useRef<HTMLButtonElement>(null);
  const confirming = mode === 'confirm-delete';
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  async function run(kind: 'delete' | 'default') {
    setBusy(kind);
    setError(null);
    try {
      if (kind === 'delete') await addressActions.remove(runtime, address.id);
      else await addressActions.makeDefault(runtime, address.id);
      const list = await refresh();
      const newDefault = list?.find((item) => item.is_default);
      // Deleting the default hands it to another address (CONTRACT.md): the user is told which.
      if (kind === 'delete')
        onChange({
          kind: 'deleted',
          newDefaultLabel: address.is_default && newDefault ? addressLabel(newDefault) : undefined,
        });
      else onChange({ kind: 'default', newDefaultLabel: label });
    } catch (failure) {
      setError(userMessageOf(failure));
      setBusy(null);
    }
  }

  if (mode === 'edit') {
    return (
      <Item isDefault={address.is_default} data-testid="address-card" aria-labelledby={titleId}>
        <h3 id={titleId}>{`${T.edit} «\u00a0${label}\u00a0»`}</h3>
        <AddressForm
          id={`address-edit-${address.id}`}
          labelledBy={titleId}
          initialValues={fromUserInformation(address)}
          submitLabel={T.submitEdit}
          save={async (values) => {
            await addressActions.update(runtime, address.id, toUserInformationFields(values));
            await refresh();
            setMode('view');
            onChange({ kind: 'saved' });
          }}
        >
          <TextButton type="button" onClick={() => setMode('view')}>
            {ACCOUNT_FR.common.cancel}
          </TextButton>
        </AddressForm>
      </Item>
    );
  }

  return (
    <Item
      isDefault={address.is_default}
      data-testid="address-card"
      data-default={address.is_default}
      aria-labelledby={titleId}
    >
      <header>
        <h3 id={titleId}>{label}</h3>
        {address.is_default ? (
          <span className="badge" data-testid="address-default">
            {T.defaultBadge}
          </span>
        ) : null}
      </header>
      <address>
        <AddressLines address={address} />
        {displayPhone(address.phone_number)}
      </address>
      {confirming ? (
        <div role="group" aria-label={T.delete}>
          <p>{T.confirmDelete(label)}</p>
          {address.is_default ? <p>{T.confirmDeleteDefault}</p> : null}
          <ActionRow>
            <TextButton
              ref={confirmRef}
              type="button"
              tone="danger"
              onClick={() => void run('delete')}
              disabled={busy !== null}
              aria-busy={busy === 'delete'}
            >
              {busy === 'delete' ? T.deleting : T.confirmDeleteYes}
            </TextButton>
            <TextButton type="button" onClick={() => setMode('view')} disabled={busy !== null}>
              {ACCOUNT_FR.common.cancel}
            </TextButton>
          </ActionRow>
        </div>
      ) : (
        <ActionRow>
          <TextButton type="button" onClick={() => setMode('edit')} aria-label={`${T.edit} « ${label} »`}>
            {T.edit}
          </TextButton>
          {address.is_default ? null : (
            <TextButton
              type="button"
              onClick={() => void run('default')}
              disabled={busy !== null}
              aria-busy={busy === 'default'}
              aria-label={`${T.makeDefault} : « ${label} »`}
            >
              {busy === 'default' ? T.makingDefault : T.makeDefault}
            </TextButton>
          )}
          <TextButton
            type="button"
            tone="danger"
            onClick={() => setMode('confirm-delete')}
            aria-label={`${T.delete} « ${label} »`}
          >
            {T.delete}
          </TextButton>
        </ActionRow>
      )}
      {error ? (
        <Notice tone="error" role="alert">
          {error}
        </Notice>
      ) : null}
    </Item>
  );
}
