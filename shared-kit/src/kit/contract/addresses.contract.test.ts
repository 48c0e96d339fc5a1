/** @jest-environment node */
import { SHIPPING, startContractSandbox } from './sandbox-harness';

/** User informations (addresses): list, create, update, delete, make default (USER-INFO-1, KIT-3). */
const provider = startContractSandbox();

describe('kit ↔ sandbox: user informations', () => {
  it('creates (the first is the default), lists, updates, makes default and deletes', async () => {
    const { kit } = await provider.signedUpKit();
    await expect(kit.getUserInformations()).resolves.toEqual([]);
    const home = await kit.createUserInformation({
      ...SHIPPING,
      user_defined_identifier: 'Maison',
      optin_to_newsletter: true,
    });
    // USER-INFO-1: free-form fields are kept; the provider hands them back under custom_fields.
    const withFloor = { ...SHIPPING, user_defined_identifier: 'Bureau', city: 'Lyon', etage: 3 };
    const work = await kit.createUserInformation(withFloor);
    expect(home).toMatchObject({ id: expect.any(Number), is_default: true, optin_to_newsletter: true, city: 'Paris' });
    expect(work).toMatchObject({ is_default: false, city: 'Lyon', custom_fields: { etage: 3 } });

    await expect(kit.updateUserInformation(work.id, { city: 'Nice' })).resolves.toMatchObject({
      id: work.id,
      city: 'Nice',
      address_1: SHIPPING.address_1,
    });
    await expect(kit.makeUserInformationDefault(work.id)).resolves.toMatchObject({ id: work.id, is_default: true });
    await expect(kit.getUserInformations()).resolves.toEqual([
      expect.objectContaining({ id: home.id, is_default: false }),
      expect.objectContaining({ id: work.id, is_default: true, city: 'Nice' }),
    ]);

    await expect(kit.deleteUserInformation(work.id)).resolves.toEqual({ deleted: true });
    // Deleting the default hands it to the oldest remaining address.
    await expect(kit.getUserInformations()).resolves.toEqual([
      expect.objectContaining({ id: home.id, is_default: true }),
    ]);
  });

  it('another user’s or a deleted id is not_found; bad fields are invalid_parameter', async () => {
    const { kit } = await provider.signedUpKit();
    const { kit: stranger } = await provider.signedUpKit();
    const address = await kit.createUserInformation(SHIPPING);
    await expect(stranger.updateUserInformation(address.id, { city: 'Brest' })).rejects.toMatchObject({
      code: 'not_found',
      status: 404,
    });
    await expect(stranger.makeUserInformationDefault(address.id)).rejects.toMatchObject({ code: 'not_found' });
    await expect(stranger.deleteUserInformation(address.id)).rejects.toMatchObject({ code: 'not_found' });
    await expect(kit.createUserInformation({})).rejects.toMatchObject({
      code: 'invalid_parameter',
      invalid_parameter: 'user_information',
    });
    await expect(kit.updateUserInformation(address.id, { external_email: 'pas-un-email' })).rejects.toMatchObject({
      code: 'invalid_parameter',
      invalid_parameter: 'user_information.external_email',
      invalid_reason: 'wrong_format',
    });
    await kit.deleteUserInformation(address.id);
    await expect(kit.deleteUserInformation(address.id)).rejects.toMatchObject({ code: 'not_found', status: 404 });
  });
});
