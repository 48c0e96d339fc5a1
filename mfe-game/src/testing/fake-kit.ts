import { observable, runInAction } from 'mobx';
import type { SiteKit } from 'shared-kit';
import type { Mocked } from 'shared-ui/testing';

export type FakeGameKit = Mocked<Omit<SiteKit, 'session' | 'instanceId'>> & {
  session: SiteKit['session'];
  instanceId: string;
};

/** The player the host authorizes the kit for (pages read per-user provider data only then). */
export const PLAYER = {
  id: 7,
  email: 'camille@example.fr',
  title: 'Mme' as const,
  first_name: 'Camille',
  last_name: 'Martin',
  phone: null,
  external_id: null,
  custom_fields: {},
};

/**
 * A kit for the game's tests, given to the pages through GameKitProvider as the account's and the shop's are: every
 * operation a jest mock that answers « nothing yet » unless the test says otherwise. `authorized` stands for the
 * host having authorized it for PLAYER (the per-user reads start only then).
 */
export function fakeGameKit(
  { authorized = false }: { authorized?: boolean } = {},
  overrides: Partial<Mocked<Omit<SiteKit, 'session' | 'instanceId'>>> = {},
): FakeGameKit {
  const session = observable({
    user: authorized ? PLAYER : null,
    accessToken: authorized ? 'token-camille' : null,
  }) as unknown as SiteKit['session'];
  const never = () => new Promise<never>(() => undefined);
  return {
    session,
    instanceId: 'kit-test',
    getPlayedCodes: jest.fn(async () => []),
    getUserInformations: jest.fn(never),
    burnUniqCode: jest.fn(never),
    linkCodeToReceipt: jest.fn(never),
    linkCodeToUserInformation: jest.fn(never),
    getBatchUploader: jest.fn(() => {
      throw new Error('This test gave the kit no batch uploader.');
    }),
    ...overrides,
  } as FakeGameKit;
}

/** The host authorizes the kit for PLAYER (as it does once the session has loaded). */
export function authorizeFake(kit: FakeGameKit): void {
  const session = kit.session as unknown as { user: typeof PLAYER | null; accessToken: string | null };
  runInAction(() => {
    session.user = PLAYER;
    session.accessToken = 'token-camille';
  });
}
