import styled from '@emotion/styled';
import { Button, MESSAGES_FR, uiStore, useAtomValue } from 'shared-ui';
import { newVersionAtom } from './build-check';
import { useSiteLanguage } from 'shared-ui/i18n';

const Bar = styled.div`
  position: fixed;
  top: 1rem;
  left: 50%;
  z-index: 90;
  transform: translateX(-50%);
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
  width: min(620px, calc(100vw - 1.5rem));
  padding: 0.9rem 1.1rem;
  border-radius: 14px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 12px 32px rgba(0, 0, 0, 0.3);
  border: 3px solid ${({ theme }) => theme.colors.tertiary};
  p {
    margin: 0;
    flex: 1;
    font-weight: 700;
  }
`;

export function NewVersionPrompt() {
  useSiteLanguage();
  const available = useAtomValue(newVersionAtom, { store: uiStore });
  if (!available) return null;
  return (
    <Bar role="alert" data-testid="new-version">
      <p>{MESSAGES_FR.newVersion}</p>
      <Button type="button" onClick={() => window.location.reload()}>
        {MESSAGES_FR.reload}
      </Button>
    </Bar>
  );
}
