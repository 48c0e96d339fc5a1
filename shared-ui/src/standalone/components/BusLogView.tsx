import { useId, useSyncExternalStore } from 'react';
import styled from '@emotion/styled';
import { useQa } from '../qa-context';
import { Outcome, PanelSection } from './panel-styles';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 14rem;
  overflow: auto;
  font:
    0.8rem/1.4 ui-monospace,
    monospace;
  li {
    padding: 0.2rem 0;
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

const TIME = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'medium' });

/** The page-wide bus, live: what the remote emits and receives (shared-kit/EVENTS.md). */
export function BusLogView() {
  const { busLog } = useQa();
  const id = useId();
  const entries = useSyncExternalStore(busLog.subscribe, busLog.entries);
  return (
    <PanelSection aria-labelledby={id}>
      <h3 id={id}>Événements du bus</h3>
      {entries.length === 0 ? (
        <Outcome>Aucun événement pour l'instant.</Outcome>
      ) : (
        <List data-testid="qa-bus-log" aria-live="polite">
          {entries.map((entry) => (
            <li key={entry.id}>
              {TIME.format(entry.at)} <strong>{entry.event}</strong> {entry.payload}
            </li>
          ))}
        </List>
      )}
      <div>
        <button type="button" onClick={busLog.clear} disabled={entries.length === 0}>
          Vider le journal
        </button>
      </div>
    </PanelSection>
  );
}
