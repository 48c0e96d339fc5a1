import { EventBus, type SessionUser } from 'shared-kit/core';
import type { Kit, SessionStore } from 'shared-kit';
import { startQaSession } from './qa-session';

const CONFIG = {
  kit: {
    region: 'fr',
    environment: 'test',
    clientId: 'client',
    baseUrls: { api: 'http://127.0.0.1:3321', upload: 'http://127.0.0.1:3321' },
  },
  game: {
    current: 4,
    schedule: {
      teasing: '2026-01-01T00:00:00',
      start: '2026-01-02T00:00:00',
      end: '2027-06-01T00:00:00',
      timezone: 'Europe/Paris',
    },
  },
};

function user(token: string): SessionUser {
  return {
    title: null,
    firstName: 'Léa',
    lastName: 'Blé',
    email: `${token}@example.fr`,
    phone: null,
    tokens: { accessToken: token },
  };
}

function fakes(initialUser: SessionUser | null) {
  const calls: string[] = [];
  const kit = {
    state: 'not_configured',
    isUserAuthorized: false,
    session: { accessToken: null as string | null },
    configure: jest.fn(async (options: { region: string }) => {
      calls.push(`configure ${options.region}`);
      kit.state = 'configured';
    }),
    init: jest.fn(async (clientId: string) => {
      calls.push(`init ${clientId}`);
      kit.state = 'initialized';
    }),
    authorizeUserWithToken: jest.fn(async (token: string) => {
      calls.push(`authorize ${token}`);
      kit.isUserAuthorized = true;
      kit.session.accessToken = token;
    }),
    unauthorizeUser: jest.fn(async () => {
      calls.push('unauthorize');
      kit.isUserAuthorized = false;
      kit.session.accessToken = null;
    }),
  };
  const bus = new EventBus();
  const session = {
    user: null as SessionUser | null,
    load: jest.fn(async () => {
      session.user = initialUser;
    }),
    logout: jest.fn(async () => {
      session.user = null;
      bus.emit('session:changed', { user: null });
    }),
  };
  const fetchConfig = jest.fn(
    async () => ({ ok: true, status: 200, text: async () => JSON.stringify(CONFIG) }) as Response,
  );
  return {
    calls,
    kit,
    bus,
    session,
    deps: { kit: kit as unknown as Kit, session: session as unknown as SessionStore, bus, fetch: fetchConfig },
  };
}

describe('QA session', () => {
  it('configures the kit from /config.json and authorizes the session user', async () => {
    const { deps, calls } = fakes(user('tok-1'));
    const qa = await startQaSession(deps);
    expect(calls).toEqual(['configure fr', 'init client', 'authorize tok-1']);
    expect(qa.config.kit.clientId).toBe('client');
    qa.stop();
  });

  it('follows the session: another user is authorized in place of the first, a logout unauthorizes', async () => {
    const { deps, calls, session, bus } = fakes(user('tok-1'));
    const qa = await startQaSession(deps);
    session.user = user('tok-2');
    bus.emit('session:changed', { user: session.user });
    await qa.ready();
    expect(calls.slice(-2)).toEqual(['unauthorize', 'authorize tok-2']);
    bus.emit('session:unauthorized', { reason: 'expired' });
    await qa.ready();
    expect(session.logout).toHaveBeenCalled();
    expect(calls.at(-1)).toBe('unauthorize');
    qa.stop();
  });

  it('has the kit act for a persona being made through the owner, then follow the session again', async () => {
    const { deps, calls, session } = fakes(null);
    const qa = await startQaSession(deps);
    await qa.actFor(user('tok-persona'));
    expect(calls.at(-1)).toBe('authorize tok-persona');
    session.user = user('tok-persona');
    await qa.actFor(null);
    // The session now holds the persona: nothing to do again.
    expect(calls.filter((call) => call === 'authorize tok-persona')).toHaveLength(1);
    session.user = null;
    await qa.ready();
    expect(calls.at(-1)).toBe('unauthorize');
    qa.stop();
  });

  it('says what is missing when /config.json does not answer', async () => {
    const { deps } = fakes(null);
    deps.fetch = jest.fn(async () => ({ ok: false, status: 502 }) as Response);
    await expect(startQaSession(deps)).rejects.toThrow('/config.json answered 502');
  });
});
