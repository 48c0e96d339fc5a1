/** @jest-environment node */
import { pngFile, SHIPPING, SPAGHETTI_EAN, startContractSandbox } from './sandbox-harness';

/**
 * Unique codes of the game (GAME-PRIZE-1 code details, GAME-BURN-1, GAME-BURN-2 burn errors) and promotional
 * codes. The provider holds a code's lock while it draws (150 ms here), so two burns of one code
 * at the same time race for real.
 */
const provider = startContractSandbox({ SANDBOX_BURN_HOLD_MS: '150' });

const WINNING_CODES = [
  ['WINFINAL', 'tickets-final'],
  ['WINPRIME', 'tickets-prime'],
  ['WINPACKG', 'pack-goodies'],
  ['WINHEADS', 'headset'],
  ['WINSPEAK', 'speaker'],
  ['WINHITST', 'game-hitster'],
  ['WINKEYRG', 'key-ring'],
  ['WINMICRO', 'micro-bam'],
] as const;

async function mintedCode(outcome: 'win' | 'lose'): Promise<string> {
  return (
    await provider.control<{ code: string }>('POST', '/codes', {
      outcome,
      key_for_display: outcome === 'win' ? 'speaker' : undefined,
    })
  ).code;
}

describe('kit ↔ sandbox: burnUniqCode', () => {
  it.each(WINNING_CODES)('%s wins, with the benefit %s and its picture', async (code, key) => {
    const { kit } = await provider.signedUpKit();
    const details = await kit.burnUniqCode(code.toLowerCase().replace(/^(...)/, '$1-'));
    expect(details).toEqual({
      code_id: expect.any(Number),
      has_won: true,
      has_previously_won: false,
      benefit: { key_for_display: key, image_url: `http://localhost:4000/assets/benefits/${key}.svg` },
    });
  });

  it('a losing code, and a code already won before', async () => {
    const { kit } = await provider.signedUpKit();
    await expect(kit.burnUniqCode('LOSE0001')).resolves.toEqual({
      code_id: expect.any(Number),
      has_won: false,
      has_previously_won: false,
      benefit: null,
    });
    await expect(kit.burnUniqCode('PREVWON1')).resolves.toMatchObject({
      has_won: true,
      has_previously_won: true,
      benefit: { key_for_display: 'pack-goodies' },
    });
  });

  it.each([
    ['CODEINCONNU', 'not_existing', 'Code invalide'],
    ['NOACCES1', 'not_accessible', 'Code non valide'],
    ['BURNED01', 'already_burned', 'Code déjà utilisé'],
    ['--', 'empty', 'Aucun code n’a été indiqué'],
    [
      'EXPIRED1',
      'too_much_time_elapsed_since_code_input',
      'Vous avez rentré ce code il y a trop longtemps, il a expiré',
    ],
  ])('%s → %s with the message of KIT-4', async (code, expected, message) => {
    const { kit } = await provider.signedUpKit();
    await expect(kit.burnUniqCode(code)).rejects.toMatchObject({
      name: 'KitError',
      code: expected,
      status: 400,
      user_message: message,
    });
  });

  it('a code burns once: the second burn is already_burned', async () => {
    const { kit } = await provider.signedUpKit();
    const code = await mintedCode('lose');
    await kit.burnUniqCode(code);
    await expect(kit.burnUniqCode(code)).rejects.toMatchObject({ code: 'already_burned' });
  });

  it('two burns of one code at the same time: exactly one wins the race, the other is locked', async () => {
    const code = await mintedCode('win');
    const [first, second] = await Promise.all([provider.signedUpKit(), provider.signedUpKit()]);
    const results = await Promise.allSettled([first.kit.burnUniqCode(code), second.kit.burnUniqCode(code)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((result) => result.status === 'rejected').map((result) => result.reason)).toEqual([
      expect.objectContaining({
        code: 'locked',
        status: 409,
        user_message: 'Trop de demandes simultanées. Merci de retenter dans un instant.',
      }),
    ]);
  });

  it('an empty code is refused by the kit before any request', async () => {
    const { kit } = await provider.signedUpKit();
    await expect(kit.burnUniqCode('')).rejects.toMatchObject({
      code: 'invalid_parameter',
      invalid_parameter: 'code',
      invalid_reason: 'blank',
    });
    await expect(kit.burnUniqCode(42 as unknown as string)).rejects.toMatchObject({ invalid_reason: 'wrong_type' });
  });
});

describe('kit ↔ sandbox: linking a burned code', () => {
  async function winnerWithReceipt() {
    const { kit } = await provider.signedUpKit();
    const { code_id: codeId } = await kit.burnUniqCode(await mintedCode('win'));
    const batch = kit.getBatchUploader();
    const receipt = batch.addReceipt({ files: [pngFile('ticket.png', 512)], eans: [SPAGHETTI_EAN] });
    await batch.send();
    return { kit, codeId, receiptUuid: receipt.uuid };
  }

  it('links the code to the user’s receipt; a stranger’s code or receipt is not_found', async () => {
    const { kit, codeId, receiptUuid } = await winnerWithReceipt();
    await expect(
      kit.linkCodeToReceipt({ codeId, receiptKitUuid: receiptUuid, productShotImageKey: 'jeu/photo.png' }),
    ).resolves.toEqual({ linked: true });
    const stranger = await winnerWithReceipt();
    await expect(kit.linkCodeToReceipt({ codeId, receiptKitUuid: stranger.receiptUuid })).rejects.toMatchObject({
      code: 'not_found',
      status: 404,
    });
    await expect(
      stranger.kit.linkCodeToReceipt({ codeId, receiptKitUuid: stranger.receiptUuid }),
    ).rejects.toMatchObject({ code: 'not_found' });
  });

  it('lists the played codes with their state, and the game receipt as a game proof', async () => {
    const { kit, codeId, receiptUuid } = await winnerWithReceipt();
    await kit.linkCodeToReceipt({ codeId, receiptKitUuid: receiptUuid });
    const [played] = await kit.getPlayedCodes();
    expect(played).toMatchObject({ code_id: codeId, has_won: true, complete: false, receipt_kit_uuid: receiptUuid });
    const receipt = (await kit.getReceipts()).find((candidate) => candidate.uuid === receiptUuid);
    expect(receipt?.purpose).toBe('game');
    await kit.linkCodeToUserInformation({
      userInformationFields: { ...SHIPPING },
      codeId,
      receiptKitUuid: receiptUuid,
    });
    await expect(kit.getPlayedCodes()).resolves.toEqual([expect.objectContaining({ code_id: codeId, complete: true })]);
  });

  it('links a won code to the winner’s details (sending again updates the same participation)', async () => {
    const { kit, codeId, receiptUuid } = await winnerWithReceipt();
    const link = { userInformationFields: { ...SHIPPING }, codeId, receiptKitUuid: receiptUuid };
    const first = await kit.linkCodeToUserInformation(link);
    expect(first).toEqual({ participation: { id: expect.any(Number), code_id: codeId, complete: true } });
    await expect(
      kit.linkCodeToUserInformation({ ...link, userInformationFields: { ...SHIPPING, city: 'Lille' } }),
    ).resolves.toEqual(first);
    const { city: _city, ...withoutCity } = SHIPPING;
    await expect(kit.linkCodeToUserInformation({ ...link, userInformationFields: withoutCity })).rejects.toMatchObject({
      code: 'invalid_parameter',
      invalid_parameter: 'user_information_fields.city',
    });
  });

  it('a lost code has no participation: invalid_parameter not_won', async () => {
    const { kit } = await provider.signedUpKit();
    const { code_id: codeId } = await kit.burnUniqCode(await mintedCode('lose'));
    await expect(
      kit.linkCodeToUserInformation({ userInformationFields: { ...SHIPPING }, codeId }),
    ).rejects.toMatchObject({
      code: 'invalid_parameter',
      invalid_parameter: 'code_id',
      invalid_reason: 'not_won',
    });
  });
});

describe('kit ↔ sandbox: applyCode (promotional codes)', () => {
  it('credits the stars once; an expired or unknown code is refused', async () => {
    const { kit } = await provider.signedUpKit();
    await expect(kit.applyCode('bienvenue')).resolves.toMatchObject({
      applied: true,
      points: 20,
      card: { data: { available_points: 20 } },
    });
    await expect(kit.applyCode('BIENVENUE')).rejects.toMatchObject({ code: 'already_burned' });
    await expect(kit.applyCode('PATES2024')).rejects.toMatchObject({ code: 'too_much_time_elapsed_since_code_input' });
    await expect(kit.applyCode('RIEN')).rejects.toMatchObject({ code: 'not_existing' });
    await expect(kit.getStarBalance()).resolves.toBe(20);
  });
});
