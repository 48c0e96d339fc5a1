import { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { connectionNoticeAtom, MESSAGES_FR, uiStore, useAtomValue } from 'shared-ui';
import { useSiteLanguage } from 'shared-ui/i18n';

/** How long « Connexion rétablie. » stays once the connection is back. */
export const CONNECTION_BACK_NOTICE_MS = 4_000;

/* Sticky itself (a sticky child could not leave this box), above the site header (z-index 50) and the toasts. */
const Region = styled.div`
  position: sticky;
  top: 0;
  z-index: 90;
`;

const Bar = styled.p<{ tone: 'problem' | 'back' }>`
  margin: 0;
  padding: 0.5rem 1rem;
  font-size: 0.95rem;
  text-align: center;
  font-weight: 700;
  background: ${({ theme, tone }) => (tone === 'problem' ? theme.colors.text : theme.colors.success)};
  color: ${({ theme }) => theme.colors.background};
`;

/**
 * Says when the page has no network or the service does not answer, and when it is back; the region is always
 * there (empty when all is well) so that screen readers announce each change.
 */
export function ConnectionBanner() {
  useSiteLanguage();
  const notice = useAtomValue(connectionNoticeAtom, { store: uiStore });
  const [back, setBack] = useState(false);
  // « Back » is what changed, not a state of its own: decided while rendering the change, then timed out.
  const [previous, setPrevious] = useState(notice);
  if (notice !== previous) {
    setPrevious(notice);
    setBack(notice === null && previous !== null);
  }
  useEffect(() => {
    if (!back) return;
    const timer = setTimeout(() => setBack(false), CONNECTION_BACK_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [back]);

  const text = notice === 'offline' ? MESSAGES_FR.offline : notice === 'unreachable' ? MESSAGES_FR.unreachable : null;
  return (
    <Region role="status" aria-live="polite" aria-label={MESSAGES_FR.connectionRegion} data-testid="connection-banner">
      {text && <Bar tone="problem">{text}</Bar>}
      {!text && back && <Bar tone="back">{MESSAGES_FR.connectionBack}</Bar>}
    </Region>
  );
}
