import { Fragment, type ReactNode } from 'react';
import type { PageAccess } from 'shared-kit/contracts';
import { Card } from '../../components/PageHeading';
import { usePageEpoch, useQa, useSessionUser } from '../qa-context';
import { useQaNow } from './use-qa-now';
import { gameWindow } from '../qa-clock';

/** The access rules of a page (shared-kit contracts remote-pages.ts), as the shell applies them. */
export type { PageAccess };

const WINDOW_LABELS = {
  upcoming: 'pas encore annoncé',
  teasing: 'annoncé mais pas ouvert',
  running: 'ouvert',
  discontinued: 'terminé',
};

/**
 * Where the host would redirect (GUARD-3), the shell says why instead, so QA can
 * pick the persona or the clock that opens the page.
 */
export function PageGate({ access, game, children }: { access: PageAccess; game?: number; children: ReactNode }) {
  const { qaSession } = useQa();
  const user = useSessionUser();
  const now = useQaNow();
  const epoch = usePageEpoch();
  const { game: gameConfig } = qaSession.config;
  let reason: string | null = null;
  if (game !== undefined) {
    const phase = gameWindow(gameConfig, now);
    if (game !== gameConfig.current)
      reason = `Le jeu ${game} n'est pas le jeu en cours (jeu ${gameConfig.current}) : le site renverrait à l'accueil.`;
    else if (phase !== 'running')
      reason = `Le jeu est ${WINDOW_LABELS[phase]} à l'heure QA : le site renverrait à l'accueil. Ouvrez la fenêtre du jeu dans le panneau QA.`;
  }
  if (!reason && (access === 'authenticated' || access === 'shop') && !user) {
    reason = 'Cette page demande un utilisateur connecté : choisissez un persona dans le panneau QA.';
  }
  if (!reason && access === 'anonymous-only' && user) {
    reason = 'Cette page est réservée aux visiteurs non connectés : choisissez le persona « Visiteur anonyme ».';
  }
  if (reason) {
    return (
      <Card role="status" data-testid="qa-page-gate">
        <p>{reason}</p>
      </Card>
    );
  }
  return <Fragment key={epoch}>{children}</Fragment>;
}
