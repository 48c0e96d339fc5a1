import { useState } from 'react';
import { ROUTE_PATHS } from 'shared-kit';
import { ButtonLink, useLocation } from 'shared-ui';
import { EmptyState, LoadError, LoadingRows } from '../../../components/DataStates';
import { ActionRow, List, Notice } from '../../../components/page-styles';
import { ACCOUNT_FR } from '../../../messages/fr';
import { useAddresses } from '../api/use-addresses';
import { AddressCard, type AddressChange } from './AddressCard';
import { useSiteLanguage } from 'shared-ui/i18n';

const T = ACCOUNT_FR.addresses;

function noticeOf(change: AddressChange): string {
  if (change.kind === 'saved') return T.saved;
  if (change.kind === 'default') return T.madeDefault(change.newDefaultLabel ?? '');
  return change.newDefaultLabel ? `${T.deleted} ${T.newDefault(change.newDefaultLabel)}` : T.deleted;
}

/** Mes adresses: the list with the default marked, and what can be done to each. */
export function AddressBook() {
  useSiteLanguage();
  const { data, error, mutate } = useAddresses();
  const location = useLocation();
  // The new-address page comes back here with `{ saved: true }` once the provider stored it.
  const cameBackSaved = (location.state as { saved?: boolean } | null)?.saved === true;
  const [notice, setNotice] = useState<string | null>(cameBackSaved ? T.saved : null);

  if (error && !data) return <LoadError onRetry={() => void mutate()} testId="addresses-error" />;
  if (!data) return <LoadingRows testId="addresses-loading" />;
  if (data.length === 0) {
    return (
      <EmptyState text={T.empty} cta={T.emptyCta} to={ROUTE_PATHS['profile-addresses-new']} testId="addresses-empty" />
    );
  }
  return (
    <>
      {notice ? (
        <Notice tone="success" role="status" data-testid="addresses-notice">
          {notice}
        </Notice>
      ) : null}
      <ActionRow>
        <ButtonLink to={ROUTE_PATHS['profile-addresses-new']}>{T.add}</ButtonLink>
      </ActionRow>
      <List data-testid="addresses-list" css={{ marginTop: '1rem' }}>
        {data.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            refresh={() => mutate()}
            onChange={(change) => setNotice(noticeOf(change))}
          />
        ))}
      </List>
    </>
  );
}
