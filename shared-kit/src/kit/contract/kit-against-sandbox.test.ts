/** @jest-environment node */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CLIENT_ID, createTestSandbox, type TestSandbox } from '../../../../provider-sandbox/src/testing/test-sandbox';
import { pngBytes } from '../../../../provider-sandbox/src/testing/sample-files';
import { EventBus } from '../../bus/event-bus';
import { Kit } from '../kit';
import { silentLog } from '../testing/fake-transport';

/**
 * Contract of the kit with the provider as provider-sandbox serves it (real HTTP through
 * fetch, port 0), for the operations the site uses. A failure here means the kit and
 * provider-sandbox/CONTRACT.md no longer agree.
 */
let sandbox: TestSandbox;
let server: Server;
let baseUrl: string;
let emails = 0;

beforeAll(async () => {
  sandbox = createTestSandbox();
  server = await new Promise<Server>((resolve) => {
    const listening = sandbox.app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  sandbox.close();
});

async function initializedKit(bus = new EventBus()): Promise<Kit> {
  const kit = new Kit({ bus, logSink: silentLog, retryDelaysMs: [0, 0] });
  await kit.configure({ region: 'fr', environment: 'test', baseUrls: { api: baseUrl, upload: baseUrl } });
  await kit.init(CLIENT_ID);
  return kit;
}

async function signedUpKit(bus?: EventBus): Promise<{ kit: Kit; email: string }> {
  emails += 1;
  const email = `kit-contract-${emails}-${Date.now()}@example.fr`;
  const kit = await initializedKit(bus);
  await kit.signup({ email, password: 'motdepasse1', firstName: 'Camille' });
  return { kit, email };
}

function giveStars(kit: Kit, stars: number): void {
  sandbox.db.prepare('UPDATE users SET available_points = ? WHERE id = ?').run(stars, kit.user?.id);
}

const address = {
  title: 'Mme' as const,
  first_name: 'Camille',
  last_name: 'Martin',
  address_1: '1 rue de la Paix',
  postal_code: '75002',
  city: 'Paris',
  phone_number: '0601020304',
  external_email: 'camille@example.fr',
};

describe('kit ↔ provider-sandbox', () => {
  it('partner, signup, login and their error codes', async () => {
    const kit = await initializedKit();
    await expect(kit.authorizePartner()).resolves.toMatchObject({ client_id: CLIENT_ID });
    const { kit: user, email } = await signedUpKit();
    expect(user.state).toBe('authorized');
    expect(user.user).toMatchObject({ email, first_name: 'Camille' });
    await expect(kit.findUserWithEmail(email)).resolves.toEqual({ exists: true });
    await expect(kit.signup({ email, password: 'motdepasse1' })).rejects.toMatchObject({ code: 'account_already_exists', status: 400 });
    await expect(kit.login({ email, password: 'mauvais-mot' })).rejects.toMatchObject({ code: 'wrong_password' });
    await expect(kit.login({ email: `inconnu-${email}`, password: 'motdepasse1' })).rejects.toMatchObject({ code: 'unknown_email' });
    await expect(kit.login({ email, password: 'motdepasse1' })).resolves.toMatchObject({ user: { email } });
    await expect(kit.askToResetPassword(email)).resolves.toEqual({ sent: true });
  });

  it('authorizes with a token, reads and changes the user settings and password', async () => {
    const { kit: first } = await signedUpKit();
    const token = first.session.accessToken ?? '';
    const kit = await initializedKit();
    await expect(kit.authorizeUserWithToken(token)).resolves.toMatchObject({ id: first.user?.id });
    await expect(kit.getUserSettings()).resolves.toMatchObject({ user: { id: first.user?.id } });
    await expect(kit.updateUserSettings({ last_name: 'Durand' })).resolves.toMatchObject({ user: { last_name: 'Durand' } });
    await expect(kit.changePassword({ oldPassword: 'faux-mot-de-passe', newPassword: 'nouveau-1', newPasswordConfirmation: 'nouveau-1' })).rejects.toMatchObject({
      code: 'wrong_password',
    });
    await expect(kit.changePassword({ oldPassword: 'motdepasse1', newPassword: 'nouveau-1', newPasswordConfirmation: 'nouveau-1' })).resolves.toMatchObject({
      changed: true,
    });
  });

  it('a token the provider refuses → UNAUTHORIZED and session:unauthorized', async () => {
    const bus = new EventBus();
    const unauthorized = jest.fn();
    bus.on('session:unauthorized', unauthorized);
    const kit = await initializedKit(bus);
    await expect(kit.authorizeUserWithToken('jeton-inconnu')).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(kit.state).toBe('initialized');
  });

  it('card, catalog, buying, ordering and orders', async () => {
    const { kit } = await signedUpKit();
    await expect(kit.getStarBalance()).resolves.toBe(0);
    const catalog = await kit.getCatalog();
    const [cheapest] = [...catalog.coupons].sort((a, b) => a.value - b.value);
    if (!cheapest) throw new Error('the sandbox catalog is empty');
    await expect(kit.buyCoupon(cheapest)).rejects.toMatchObject({ code: 'not_enough_points' });

    giveStars(kit, cheapest.value * 3);
    const bought = await kit.buyCoupon(cheapest);
    expect(bought.card.data.available_points).toBe(cheapest.value * 2);
    await expect(kit.getEarnedCoupons()).resolves.toEqual([expect.objectContaining({ identifier: bought.earned_coupon.identifier })]);
    await expect(kit.cancelCoupon(bought.earned_coupon)).resolves.toMatchObject({ card: { data: { available_points: cheapest.value * 3 } } });

    const ordered = await kit.orderGoody(cheapest, address);
    expect(ordered.order).toMatchObject({ coupon_identifier: cheapest.identifier });
    await expect(kit.getStarBalance()).resolves.toBe(cheapest.value * 2);
    await expect(kit.getAllOrders()).resolves.toEqual([expect.objectContaining({ id: ordered.order.id })]);
  });

  it('addresses: create, list, update, make default, delete', async () => {
    const { kit } = await signedUpKit();
    const home = await kit.createUserInformation({ ...address, user_defined_identifier: 'Maison' });
    const work = await kit.createUserInformation({ ...address, user_defined_identifier: 'Bureau', city: 'Lyon' });
    expect(home.is_default).toBe(true);
    await expect(kit.updateUserInformation(work.id, { ...address, city: 'Nice' })).resolves.toMatchObject({ city: 'Nice' });
    await expect(kit.makeUserInformationDefault(work.id)).resolves.toMatchObject({ id: work.id, is_default: true });
    await expect(kit.deleteUserInformation(home.id)).resolves.toEqual({ deleted: true });
    await expect(kit.getUserInformations()).resolves.toEqual([expect.objectContaining({ id: work.id })]);
    await expect(kit.deleteUserInformation(home.id)).rejects.toMatchObject({ code: 'not_found', status: 404 });
  });

  it('receipts: a batch is uploaded and sent once, then listed and cancelled', async () => {
    const bus = new EventBus();
    const sent = jest.fn();
    bus.on('receipts:sent', sent);
    const { kit } = await signedUpKit(bus);
    const batch = kit.getBatchUploader();
    const receipt = batch.addReceipt({ files: [new File([new Uint8Array(pngBytes(2048))], 'ticket.png', { type: 'image/png' })], eans: ['3017620422003'] });
    const dropped = batch.addReceipt({ files: [new File([new Uint8Array(pngBytes(512))], 'flou.png', { type: 'image/png' })] });
    batch.cancel(dropped.uuid);
    const progress = jest.fn();
    batch.onProgress(progress);

    const answer = await batch.send();
    expect(answer.receipts).toEqual([expect.objectContaining({ uuid: receipt.uuid, status: 'pending' })]);
    expect(progress).toHaveBeenLastCalledWith(expect.objectContaining({ loaded: 2048, total: 2048 }));
    expect(sent).toHaveBeenCalledWith({ batchUuid: batch.uuid, receiptUuids: [receipt.uuid] });
    await expect(batch.send()).rejects.toMatchObject({ code: 'BATCH_IS_ALREADY_SENT' });

    await expect(kit.getPendingReceipts()).resolves.toEqual([expect.objectContaining({ uuid: receipt.uuid })]);
    await expect(kit.getReceipt(receipt.uuid)).resolves.toMatchObject({ uuid: receipt.uuid, batch_uuid: batch.uuid });
    await expect(kit.cancelReceipt(receipt.uuid)).resolves.toMatchObject({ uuid: receipt.uuid, status: 'cancelled' });
    await expect(kit.getReceipts()).resolves.toEqual([expect.objectContaining({ uuid: receipt.uuid, status: 'cancelled' })]);
  });

  it('a refused upload leaves the batch open with its file', async () => {
    const { kit } = await signedUpKit();
    const batch = kit.getBatchUploader();
    batch.addReceipt({ files: [new File(['pas une image'], 'notes.txt', { type: 'text/plain' })] });
    await expect(batch.send()).rejects.toMatchObject({ code: 'unsupported_file_type', status: 415 });
    expect(batch.state).toBe('open');
    expect(batch.receipts[0]?.fileGroups[0]?.files[0]?.name).toBe('notes.txt');
  });
});
