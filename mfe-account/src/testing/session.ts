import { EventBus, SessionStore, type SessionUser } from 'shared-kit';
import { mockFetch } from 'shared-ui/testing';

export const SESSION_USER: SessionUser = {
  title: 'Mme',
  firstName: 'Camille',
  lastName: 'Martin',
  email: 'camille@example.fr',
  phone: '06 12 34 56 78',
  tokens: { accessToken: 'token-7' },
};

/**
 * The page's session store holding `user`, the way the site starts (GET /api/session), with its bus: a page whose
 * test sends the session's own requests (PUT /api/updateUser) runs on the store itself.
 */
export async function signedInStore(
  user: SessionUser = SESSION_USER,
): Promise<{ session: SessionStore; bus: EventBus }> {
  const bus = new EventBus();
  const session = new SessionStore({ bus });
  mockFetch({ status: 200, body: { user, basket: { purchases: [] } } });
  await session.load();
  return { session, bus };
}

/** Records what the session store says on the page's bus (the header listens to it). */
export function recordSessionChanges(bus: EventBus): SessionUser[] {
  const seen: SessionUser[] = [];
  bus.on('session:changed', ({ user }) => {
    if (user) seen.push(user);
  });
  return seen;
}
