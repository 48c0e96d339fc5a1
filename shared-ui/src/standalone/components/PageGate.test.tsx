import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { EventBus, type SessionUser } from 'shared-kit/core';
import { lightTheme } from '../../theme/theme';
import { QaProvider, type QaDeps } from '../qa-context';
import { qaClock } from '../qa-clock';
import { PageGate } from './PageGate';

/** 1 → 10 January 2026 → 1 February 2026, midnight in Paris (winter time, UTC+1), as /config.json serves it. */
const INSTANTS = {
  teasing: Date.parse('2025-12-31T23:00:00Z'),
  start: Date.parse('2026-01-09T23:00:00Z'),
  end: Date.parse('2026-01-31T23:00:00Z'),
};
const LEA: SessionUser = {
  title: null,
  firstName: 'Léa',
  lastName: 'Blé',
  email: 'lea@example.fr',
  phone: null,
  tokens: { accessToken: 't' },
};

function renderGate(
  user: SessionUser | null,
  gate: { access: 'public' | 'authenticated' | 'anonymous-only' | 'shop'; game?: number },
) {
  const bus = new EventBus();
  const deps = {
    bus,
    session: { user },
    qaSession: { config: { game: { current: 4, instants: INSTANTS } } },
  } as unknown as QaDeps;
  render(
    <ThemeProvider theme={lightTheme}>
      <QaProvider deps={deps}>
        <PageGate {...gate}>
          <p>la page</p>
        </PageGate>
      </QaProvider>
    </ThemeProvider>,
  );
}

describe('PageGate: the host guards, told instead of redirected', () => {
  beforeEach(() => qaClock.setOffset(Date.parse('2026-01-20T11:00:00Z') - Date.now()));
  afterEach(() => qaClock.setOffset(0));

  it('asks for a persona on a page that needs a user', () => {
    renderGate(null, { access: 'authenticated' });
    expect(screen.getByTestId('qa-page-gate')).toHaveTextContent('demande un utilisateur connecté');
    expect(screen.queryByText('la page')).toBeNull();
  });

  it('keeps a logged-in user off the visitors-only pages', () => {
    renderGate(LEA, { access: 'anonymous-only' });
    expect(screen.getByTestId('qa-page-gate')).toHaveTextContent('réservée aux visiteurs non connectés');
  });

  it('opens the current game only while its window is open at the QA clock', () => {
    renderGate(LEA, { access: 'authenticated', game: 4 });
    expect(screen.getByText('la page')).toBeInTheDocument();
    act(() => qaClock.setOffset(Date.parse('2026-02-28T23:00:00Z') - Date.now()));
    expect(screen.getByTestId('qa-page-gate')).toHaveTextContent('Le jeu est terminé');
  });

  it('never opens another game than the current one', () => {
    renderGate(LEA, { access: 'authenticated', game: 1 });
    expect(screen.getByTestId('qa-page-gate')).toHaveTextContent("Le jeu 1 n'est pas le jeu en cours");
  });
});
