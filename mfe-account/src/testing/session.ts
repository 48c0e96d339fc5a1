import { bus, sessionStore, type SessionUser } from 'shared-kit';
import { mockFetch } from 'shared-ui/testing';

export const SESSION_USER: SessionUser = {
  title: 'Mme',
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille@example.fr',
  phone: '06 12 34 56 78',
  tokens: { accessToken: 'token-7' },
};

/** Puts `user` in the page's session store the way the site starts: GET /api/session. */
export async function signIn(user: SessionUser = SESSION_USER): Promise<void> {
  mockFetch({ status: 200, body: { user, basket: { purchases: [] } } });
  await sessionStore.load();
}

/** Records what the session store says on the page's bus (the header listens to it). */
export function recordSessionChanges(): SessionUser[] {
  const seen: SessionUser[] = [];
  bus.on('session:changed', ({ user }) => {
    if (user) seen.push(user);
  });
  return seen;
}
