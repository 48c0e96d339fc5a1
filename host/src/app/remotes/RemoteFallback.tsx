import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Card, PageHeading } from 'shared-ui';
import { HOST_FR } from '../../messages/fr';
import { useSiteLanguage } from 'shared-ui/i18n';

function remotePart(remote: string): string {
  const { parts } = HOST_FR.remote;
  return remote === 'auth' || remote === 'account' || remote === 'shop' || remote === 'game'
    ? parts[remote]
    : parts.other;
}

/** Shown inside the layout when a remote cannot be loaded; the rest of the site keeps working. */
export function RemoteFallback({ remote }: { remote: string }) {
  useSiteLanguage();
  const revalidator = useRevalidator();
  const [attempts, setAttempts] = useState(0);
  const busy = revalidator.state === 'loading';
  return (
    <Card role="alert" data-testid="remote-fallback" data-remote={remote}>
      <PageHeading as="h2">{HOST_FR.remote.title}</PageHeading>
      <p>{HOST_FR.remote.body(remotePart(remote))}</p>
      <button
        type="button"
        disabled={busy}
        aria-busy={busy}
        onClick={() => {
          setAttempts((n) => n + 1);
          void revalidator.revalidate();
        }}
      >
        {busy ? HOST_FR.remote.retrying : HOST_FR.remote.retry}
      </button>
      {attempts > 0 && !busy ? <p aria-live="polite">{HOST_FR.remote.stillDown}</p> : null}
    </Card>
  );
}
