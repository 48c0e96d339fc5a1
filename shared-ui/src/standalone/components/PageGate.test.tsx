import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { EventBus, type SessionUser } from 'shared-kit/core';
import { lightTheme } from '../../theme/theme';
import { QaProvider, type QaDeps } from '../qa-context';
import { zonedLocalToInstant as zonedInstant } from 'shared-kit/core';
import { qaClock } from '../qa-clock';
import { PageGate } from './PageGate';

const SCHEDULE = {
  teasing: '2026-01-01T00:00:00',
  start: '2026-01-10T00:00:00',
  end: '2026-02-01T00:00:00',
  timezone: 'Europe/Paris' as const,
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
    qaSession: { config: { game: { current: 4, schedule: SCHEDULE } } },
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
  beforeEach(() => qaClock.setOffset(zonedInstant('2026-01-20T12:00:00', 'Europe/Paris') - Date.now()));
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
    act(() => qaClock.setOffset(zonedInstant('2026-03-01T00:00:00', 'Europe/Paris') - Date.now()));
    expect(screen.getByTestId('qa-page-gate')).toHaveTextContent('Le jeu est terminé');
  });

  it('never opens another game than the current one', () => {
    renderGate(LEA, { access: 'authenticated', game: 1 });
    expect(screen.getByTestId('qa-page-gate')).toHaveTextContent("Le jeu 1 n'est pas le jeu en cours");
  });
});
