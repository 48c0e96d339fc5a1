import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EventBus, type SessionUser } from 'shared-kit/core';
import { FakeSession } from '../testing/shell-fixture';
import { holdSessionForHydration, useSessionView, type SessionSource } from './session-source';

const MARIE: SessionUser = {
  title: null,
  firstName: 'Marie',
  lastName: 'Curie',
  email: 'marie@example.fr',
  phone: null,
  tokens: { accessToken: 'token' },
};

function sessionOf(user: SessionUser | null): FakeSession {
  return new FakeSession(new EventBus(), user);
}

function Greeting({ session, bus }: { session: SessionSource; bus: EventBus }) {
  const { user } = useSessionView(session, bus);
  return <p>{user ? `Bonjour ${user.firstName}` : 'Connexion'}</p>;
}

describe('the session view while a server-rendered page hydrates', () => {
  it('hydrates with the session held when the page was rendered, then shows a logout that landed meanwhile', async () => {
    const bus = new EventBus();
    const session = sessionOf(MARIE);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Greeting session={session} bus={bus} />);
    holdSessionForHydration(session);
    // The kit's unauthorized answer logs Marie out before the hydration runs.
    session.user = null;
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Greeting session={session} bus={bus} />, {
        onRecoverableError: (error) => mismatches.push(error),
      });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('Connexion');
  });
});
