import type { Kit } from 'shared-kit';
import { siteKitFrom } from './site-kit';

/** A kit that arrives when the test says, with one operation, one answer at once and its session. */
function arriving() {
  const kit = {
    instanceId: 'kit-1',
    session: { user: { id: 7 }, accessToken: 'token-7' },
    getCatalog: jest.fn(async () => 'catalogue'),
    getBatchUploader: jest.fn(() => 'batch'),
    unauthorizeUser: jest.fn(),
  } as unknown as Kit;
  let loaded: Kit | null = null;
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const inStep = jest.fn(async () => undefined);
  const siteKit = siteKitFrom({
    current: () => loaded,
    load: async () => {
      await arrived;
      loaded = kit;
      return kit;
    },
    inStep,
  });
  return { kit, siteKit, inStep, arrive };
}

describe("the kit as the page's runtime hands it (the site's one adapter)", () => {
  it('acts for nobody before it is loaded, and a call made then waits for the load and the owner', async () => {
    const { kit, siteKit, inStep, arrive } = arriving();
    expect(siteKit.session).toEqual({ user: null, accessToken: null });
    expect(siteKit.instanceId).toBeUndefined();
    const catalog = siteKit.getCatalog();
    await Promise.resolve();
    expect(kit.getCatalog).not.toHaveBeenCalled();
    arrive();
    await expect(catalog).resolves.toBe('catalogue');
    expect(inStep).toHaveBeenCalledTimes(1);
    // Once loaded, its own members.
    expect(siteKit.session).toBe(kit.session);
    expect(siteKit.instanceId).toBe('kit-1');
    expect(siteKit.getBatchUploader()).toBe('batch');
  });

  it('refuses the kit’s authorization to pages, loaded or not: the owner is its one writer', async () => {
    const { kit, siteKit, arrive } = arriving();
    const page = siteKit as unknown as Pick<Kit, 'unauthorizeUser' | 'authorizeUserWithToken'>;
    await expect(page.authorizeUserWithToken('token-8')).rejects.toThrow(/one writer/);
    arrive();
    await siteKit.getCatalog();
    await expect(page.unauthorizeUser()).rejects.toThrow(/one writer/);
    expect(kit.unauthorizeUser).not.toHaveBeenCalled();
  });

  it('is no promise: awaiting it gives itself', async () => {
    const { siteKit } = arriving();
    await expect(Promise.resolve(siteKit)).resolves.toBe(siteKit);
  });
});
