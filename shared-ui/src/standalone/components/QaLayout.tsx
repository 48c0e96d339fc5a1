import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { useAtomValue, uiStore } from '../../state/ui-jotai';
import { dismissToast, runToastAction, toastsAtom } from '../../toasts/toasts';
import { BusLogView } from './BusLogView';
import { PersonaSwitcher } from './PersonaSwitcher';
import { ScenarioPanel } from './ScenarioPanel';

const Frame = styled.div`
  display: grid;
  gap: 1rem;
  padding: 1rem;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1280px) {
    grid-template-columns: minmax(0, 1fr) 24rem;
    align-items: start;
  }
`;

const Panel = styled.details`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 0.75rem 1rem;
  summary {
    cursor: pointer;
    font-weight: 700;
  }
  @media (min-width: 1280px) {
    position: sticky;
    top: 1rem;
    max-height: calc(100vh - 2rem);
    overflow: auto;
  }
`;

const Toasts = styled.div`
  position: fixed;
  inset: auto 1rem 1rem 1rem;
  display: grid;
  gap: 0.5rem;
  justify-items: center;
  pointer-events: none;
  button {
    pointer-events: auto;
  }
`;

/** The remote's page beside the QA panel (below it on phones), and the toasts the host would show. */
export function QaLayout({ children }: { children: ReactNode }) {
  const toasts = useAtomValue(toastsAtom, { store: uiStore });
  return (
    <Frame>
      <main>{children}</main>
      <Panel open aria-label="Panneau QA">
        <summary>Panneau QA</summary>
        <PersonaSwitcher />
        <ScenarioPanel />
        <BusLogView />
      </Panel>
      <Toasts role="status" aria-live="polite">
        {toasts.map((toast) =>
          toast.action ? (
            <button key={toast.id} type="button" onClick={() => runToastAction(toast)} data-kind={toast.kind}>
              {toast.text} — {toast.action.label}
            </button>
          ) : (
            <button key={toast.id} type="button" onClick={() => dismissToast(toast.id)} data-kind={toast.kind}>
              {toast.text}
            </button>
          ),
        )}
      </Toasts>
    </Frame>
  );
}
