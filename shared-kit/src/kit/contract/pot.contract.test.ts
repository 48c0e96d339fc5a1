/** @jest-environment node */
import { startContractSandbox } from './sandbox-harness';

/** The cash pot, transfers with payment information and their refunds (KIT-8). */
const provider = startContractSandbox();

const IBAN = 'FR76 3000 6000 0112 3456 7890 189';
const payee = { firstName: 'Ana', lastName: 'Lopez', iban: IBAN };

describe('kit ↔ sandbox: pot and transfers', () => {
  it('an empty pot cannot be transferred; a credited one is, and its refunds are listed', async () => {
    const { kit, email } = await provider.signedUpKit();
    await expect(kit.getLoyaltyPot()).resolves.toEqual({
      pot: { amount_cents: 0, currency: 'EUR', entries: [] },
      payment_information: null,
    });
    await expect(
      kit.createTransferWithPaymentInformation({ ...payee, rememberInformation: false }),
    ).rejects.toMatchObject({ code: 'empty_pot', status: 400 });

    await provider.control('POST', `/users/${encodeURIComponent(email)}/pot`, {
      amount_cents: 450,
      label: 'Remboursement offre',
    });
    const pot = await kit.getPot();
    expect(pot.pot).toMatchObject({
      amount_cents: 450,
      entries: [expect.objectContaining({ amount_cents: 450, label: 'Remboursement offre' })],
    });
    await expect(
      kit.createTransferWithPaymentInformation({ ...payee, iban: 'FR00 1234', rememberInformation: true }),
    ).rejects.toMatchObject({
      code: 'invalid_parameter',
      invalid_parameter: 'iban',
    });

    const { transfer_payment: transfer } = await kit.createTransferWithPaymentInformation({
      ...payee,
      rememberInformation: true,
    });
    expect(transfer).toMatchObject({ id: expect.any(Number), amount_cents: 450, status: 'pending' });
    await expect(kit.getPot()).resolves.toMatchObject({
      pot: { amount_cents: 0 },
      payment_information: { first_name: 'Ana', last_name: 'Lopez', iban: 'FR76*******************0189', email: null },
    });
    const refunds = await kit.getPotRefunds(transfer.id);
    expect(refunds).toEqual({
      transfer_payment: expect.objectContaining({ id: transfer.id }),
      refunds: [expect.objectContaining({ amount_cents: 450 })],
    });
    await expect(kit.getLoyaltyPotRefunds(transfer.id)).resolves.toEqual(refunds);
    // The POST forms of the v3 reads answer the same.
    await expect(kit.requestPot()).resolves.toEqual(await kit.getPot());
    await expect(kit.requestPotRefunds(transfer.id)).resolves.toEqual(refunds);
    await expect(kit.requestPotRefunds(Number.NaN)).rejects.toMatchObject({ code: 'invalid_parameter' });
    await expect(kit.getPotRefunds(transfer.id + 1000)).rejects.toMatchObject({ code: 'not_found', status: 404 });
  });

  it('pays by e-mail, resells a coupon as fidzs into the pot, and forgets the payment information', async () => {
    const { kit, email } = await provider.signedUpKit();
    await provider.setStars(email, 50);
    const { earned_coupon: keyRing } = await kit.buyCoupon({ identifier: 'goody-key-ring-star' });
    await kit.resellCouponAsFidzs(keyRing);
    await expect(kit.getPot()).resolves.toMatchObject({ pot: { amount_cents: 50 } });
    await expect(
      kit.createTransferWithPaymentInformation({
        firstName: 'Ana',
        lastName: 'Lopez',
        email: 'ana@example.fr',
        rememberInformation: true,
      }),
    ).resolves.toMatchObject({
      transfer_payment: { amount_cents: 50 },
    });
    await expect(kit.getPot()).resolves.toMatchObject({ payment_information: { email: 'ana@example.fr', iban: null } });
    await expect(kit.forgetPaymentInformation()).resolves.toEqual({ forgotten: true });
    await expect(kit.forgetPaymentInformation()).resolves.toEqual({ forgotten: false });
    await expect(kit.getPot()).resolves.toMatchObject({ payment_information: null });
  });

  it('the deprecated payment operations delegate to the transfer', async () => {
    const { kit, email } = await provider.signedUpKit();
    await provider.control('POST', `/users/${encodeURIComponent(email)}/pot`, { amount_cents: 120 });
    await expect(kit.updatePaymentInformation(payee)).resolves.toMatchObject({
      transfer_payment: { amount_cents: 120 },
    });
    await expect(kit.getPot()).resolves.toMatchObject({ payment_information: { first_name: 'Ana' } });
    await expect(kit.createTransferPayment({ ...payee, rememberInformation: false })).rejects.toMatchObject({
      code: 'empty_pot',
    });
  });
});
