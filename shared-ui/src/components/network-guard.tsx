import { useId, type ReactNode } from 'react';
import styled from '@emotion/styled';
import { MESSAGES_FR } from '../messages/fr';
import { useOffline } from '../state/connectivity';

const Reason = styled.p`
  margin: 0.4rem 0 0;
  font-size: 0.9rem;
  font-weight: 700;
`;

export interface NetworkGuard {
  /** True while the browser has no network and the action sends something: the button is disabled. */
  offline: boolean;
  /** For the button's aria-describedby: the reason below, while offline. */
  describedBy: string | undefined;
  /** « Indisponible hors connexion », to render under the button (null when online). */
  reason: ReactNode;
}

/**
 * The one rule for actions that send something: disabled while the browser is offline, with the reason beside it,
 * instead of a click that fails. `needsNetwork: false` for a step that only moves on in the page.
 */
export function useNetworkGuard(needsNetwork = true): NetworkGuard {
  const offline = useOffline() && needsNetwork;
  const id = useId();
  return {
    offline,
    describedBy: offline ? id : undefined,
    reason: offline ? <Reason id={id}>{MESSAGES_FR.offlineAction}</Reason> : null,
  };
}

/** Joins ids for aria-describedby, leaving out the absent ones. */
export function describedBy(...ids: (string | undefined | false)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}
