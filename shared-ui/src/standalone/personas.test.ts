import { EventBus, type SessionUser } from 'shared-kit/core';
import { applyPersona, PERSONA_PASSWORD, type PersonaDeps } from './personas';
import type { SandboxControls } from './sandbox-controls';

function deps(overrides: { signupOk?: boolean } = {}) {
  const calls: string[] = [];
  const session = {
    isLoggedIn: true,
    signupStatus: { loading: false, error: 'Un compte existe déjà.', success: false },
    logout: jest.fn(async () => void calls.push('logout')),
    load: jest.fn(async () => void calls.push('session load')),
  };
  const signUp = jest.fn(async (body: { email: string }) => {
    calls.push(`signup ${body.email}`);
    if (overrides.signupOk === false) throw new Error('Un compte existe déjà.');
    return {
      title: null,
      firstName: 'Camille',
      lastName: 'Recette',
      email: body.email,
      phone: null,
      tokens: { accessToken: 'tok' },
    };
  });
  const kit = {
    getCatalog: jest.fn(async () => ({
      coupons: [
        { identifier: 'mug', value: 300, stock: 5 },
        { identifier: 'sac', value: 900, stock: 5 },
        { identifier: 'stylo', value: 50, stock: 0 },
        { identifier: 'badge', value: 80, stock: null },
      ],
    })),
    orderGoody: jest.fn(async (goody: { identifier: string }) => {
      calls.push(`order ${goody.identifier}`);
      return { order: { id: goody.identifier === 'badge' ? 1 : 2 } };
    }),
    burnUniqCode: jest.fn(async (code: string) => void calls.push(`burn ${code}`)),
  };
  const controls: SandboxControls = {
    reset: jest.fn(),
    setStars: jest.fn(async (email: string, stars: number) => void calls.push(`stars ${email} ${stars}`)),
    mintCode: jest.fn(async () => ({ code: 'SBXWIN' })),
    settleReceipts: jest.fn(),
    addReceipts: jest.fn(
      async (email: string, statuses: string[]) => void calls.push(`receipts ${email} ${statuses.join(',')}`),
    ),
    setOrderStatus: jest.fn(async (id: number, status: string) => void calls.push(`status ${id} ${status}`)),
  };
  const bus = new EventBus();
  const value: PersonaDeps = {
    session,
    kit: kit as unknown as PersonaDeps['kit'],
    bus,
    controls,
    qaSession: {
      ready: async () => void calls.push('kit ready'),
      actFor: async (user: SessionUser | null) =>
        void calls.push(`kit acts for ${user?.tokens.accessToken ?? 'the session'}`),
    },
    unique: () => 'x1',
    signUp,
  };
  return { value, calls, bus };
}

describe('QA personas', () => {
  it('signs a fresh user up through the own backend, has the kit’s owner act for them, sets the stars with the control, and only then shows the user to the page', async () => {
    const { value, calls } = deps();
    const refreshed = jest.fn();
    value.bus.on('card:refresh', refreshed);
    await expect(applyPersona('stars-1000', value)).resolves.toEqual({
      email: 'qa.x1@example.fr',
      password: PERSONA_PASSWORD,
      note: '1 000 étoiles.',
    });
    expect(calls).toEqual([
      'logout',
      'kit ready',
      'signup qa.x1@example.fr',
      'kit acts for tok',
      'stars qa.x1@example.fr 1000',
      'session load',
      'kit acts for the session',
    ]);
    expect(refreshed).toHaveBeenCalled();
  });

  it('orders the two cheapest goodies in stock through the kit and ships the first', async () => {
    const { value, calls } = deps();
    await applyPersona('orders', value);
    expect(calls.slice(-5, -2)).toEqual(['order badge', 'order mug', 'status 1 shipped']);
  });

  it('adds pending and refused receipts, and burns a minted winning code for the winner', async () => {
    const receipts = deps();
    await applyPersona('receipts', receipts.value);
    expect(receipts.calls).toContain('receipts qa.x1@example.fr pending,pending,rejected');
    const winner = deps();
    const result = await applyPersona('winner', winner.value);
    expect(winner.calls).toContain('burn SBXWIN');
    expect(winner.calls.indexOf('burn SBXWIN')).toBeLessThan(winner.calls.indexOf('session load'));
    expect(result.note).toContain('SBXWIN');
  });

  it('logs out for the anonymous persona, and reports a refused sign-up in French', async () => {
    const anonymous = deps();
    await expect(applyPersona('anonymous', anonymous.value)).resolves.toMatchObject({ email: null });
    expect(anonymous.calls).toEqual(['logout', 'kit ready']);
    await expect(applyPersona('new-user', deps({ signupOk: false }).value)).rejects.toThrow('Un compte existe déjà.');
  });
});
