import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { Card, PageHeading } from 'shared-ui';

const REMOTE_LABELS: Record<string, string> = {
  auth: 'la connexion',
  account: 'votre compte',
  shop: 'la boutique',
  game: 'le jeu',
};

/** Shown inside the layout when a remote cannot be loaded; the rest of the site keeps working. */
export function RemoteFallback({ remote }: { remote: string }) {
  const revalidator = useRevalidator();
  const [attempts, setAttempts] = useState(0);
  const busy = revalidator.state === 'loading';
  return (
    <Card role="alert" data-testid="remote-fallback" data-remote={remote}>
      <PageHeading as="h2">Cette partie du site est momentanément indisponible</PageHeading>
      <p>
        Nous n'avons pas pu charger {REMOTE_LABELS[remote] ?? 'cette page'}. Vérifiez votre connexion puis
        réessayez&nbsp;; le reste du site reste accessible.
      </p>
      <button
        type="button"
        disabled={busy}
        aria-busy={busy}
        onClick={() => {
          setAttempts((n) => n + 1);
          void revalidator.revalidate();
        }}
      >
        {busy ? 'Nouvelle tentative…' : 'Réessayer'}
      </button>
      {attempts > 0 && !busy ? <p aria-live="polite">Toujours indisponible, réessayez dans un instant.</p> : null}
    </Card>
  );
}
