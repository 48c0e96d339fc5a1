import type { Kit } from '../kit';
import { authorizedKit, recordingTransport, TEST_USER } from '../testing/fake-transport';
import type { TransportRequest } from '../transport/transport';

/**
 * KIT-1, call by call: the method, the provider path, the parameters under the provider's
 * names, and what the operation hands back from the answer.
 */
type Case = [
  label: string,
  call: (kit: Kit) => Promise<unknown>,
  expected: { method: string; url: string; json?: unknown },
  answer: unknown,
  result: unknown,
];

const card = { identifier: 'card-1', data: { available_points: 120, pending_points: 0 } };
const catalog = { identifier: 'cat', name: 'Boutique', coupons: [] };
const API = 'http://provider.test';
const TOKEN = 'access_token=token-42';

const cases: Case[] = [
  [
    'login',
    (kit) => kit.login({ email: 'a@b.fr', password: 'secret123' }),
    {
      method: 'POST',
      url: `${API}/api/fidmarques/v1/sdk/login`,
      json: { email: 'a@b.fr', password: 'secret123', client_id: 'client-test' },
    },
    { user: TEST_USER, access_token: 't2' },
    { user: TEST_USER, access_token: 't2' },
  ],
  [
    'signup',
    (kit) =>
      kit.signup({ email: 'a@b.fr', password: 'p', firstName: 'Camille', lastName: 'Roux', activationCode: 'AC' }),
    {
      method: 'POST',
      url: `${API}/api/fidmarques/v1/sdk/signup`,
      json: {
        email: 'a@b.fr',
        password: 'p',
        activation_code: 'AC',
        first_name: 'Camille',
        last_name: 'Roux',
        client_id: 'client-test',
      },
    },
    { user: TEST_USER, access_token: 't3' },
    { user: TEST_USER, access_token: 't3' },
  ],
  [
    'ask reset',
    (kit) => kit.askToResetPassword('a@b.fr'),
    {
      method: 'POST',
      url: `${API}/api/v3/users/ask_to_reset_password`,
      json: { email: 'a@b.fr', client_id: 'client-test' },
    },
    { sent: true },
    { sent: true },
  ],
  [
    'actual reset',
    (kit) => kit.actuallyResetPassword({ token: 't', newPassword: 'n', newPasswordConfirmation: 'n' }),
    {
      method: 'POST',
      url: `${API}/api/v3/users/actually_reset_password`,
      json: { token: 't', new_password: 'n', new_password_confirmation: 'n', client_id: 'client-test' },
    },
    { ok: 1 },
    { ok: 1 },
  ],
  [
    'change password',
    (kit) => kit.changePassword({ oldPassword: 'o', newPassword: 'n', newPasswordConfirmation: 'n' }),
    {
      method: 'POST',
      url: `${API}/api/v3/users/change_password?${TOKEN}`,
      json: { old_password: 'o', new_password: 'n', new_password_confirmation: 'n' },
    },
    { changed: true },
    { changed: true },
  ],
  [
    'find user',
    (kit) => kit.findUserWithEmail('a@b.fr'),
    { method: 'GET', url: `${API}/api/fidmarques/v1/sdk/find_user_with_email?email=a%40b.fr&client_id=client-test` },
    { exists: true },
    { exists: true },
  ],
  [
    'partner settings',
    (kit) => kit.getPartnerSettings(),
    { method: 'GET', url: `${API}/api/v2/partners/settings?client_id=client-test` },
    { partner: {} },
    { partner: {} },
  ],
  [
    'user settings',
    (kit) => kit.getUserSettings(),
    { method: 'GET', url: `${API}/api/v2/users/settings?${TOKEN}` },
    { user: TEST_USER },
    { user: TEST_USER },
  ],
  [
    'update user settings',
    (kit) => kit.updateUserSettings({ first_name: 'Cam' }),
    { method: 'PUT', url: `${API}/api/v2/users/settings?${TOKEN}`, json: { first_name: 'Cam' } },
    { user: TEST_USER },
    { user: TEST_USER },
  ],
  [
    'revoke token',
    (kit) => kit.revokeToken(),
    { method: 'POST', url: `${API}/api/v3/users/logout?${TOKEN}`, json: {} },
    { revoked: true },
    { revoked: true },
  ],
  [
    'needed fields',
    (kit) => kit.getNeededFieldsForContext('order'),
    {
      method: 'POST',
      url: `${API}/api/fidmarquesv3/user/needed_fields_for_context?${TOKEN}`,
      json: { context: 'order' },
    },
    { fields: [] },
    { fields: [] },
  ],
  [
    'card slots',
    (kit) => kit.getCardSlots(),
    { method: 'GET', url: `${API}/api/fidmarquesv3/card_slots?${TOKEN}` },
    { card_slots: [{ loyalty_card: card }] },
    [{ loyalty_card: card }],
  ],
  [
    'card',
    (kit) => kit.getCard(),
    { method: 'GET', url: `${API}/api/fidmarquesv3/card_slots?${TOKEN}` },
    { card_slots: [{ loyalty_card: card }] },
    card,
  ],
  [
    'star balance',
    (kit) => kit.getStarBalance(),
    { method: 'GET', url: `${API}/api/fidmarquesv3/card_slots?${TOKEN}` },
    { card_slots: [{ loyalty_card: card }] },
    120,
  ],
  [
    'catalog',
    (kit) => kit.getCatalog(),
    { method: 'GET', url: `${API}/api/fidmarquesv3/shopv3?${TOKEN}` },
    { catalogs: [catalog] },
    catalog,
  ],
  [
    'card catalog',
    (kit) => kit.getCardCatalog(),
    { method: 'POST', url: `${API}/api/fidmarquesv3/card_catalog?${TOKEN}`, json: {} },
    { catalogs: [catalog] },
    [catalog],
  ],
  [
    'earned coupons',
    (kit) => kit.getEarnedCoupons(),
    { method: 'GET', url: `${API}/api/fidmarquesv3/earned_coupons?${TOKEN}` },
    { earned_coupons: [] },
    [],
  ],
  [
    'all orders',
    (kit) => kit.getAllOrders(),
    { method: 'GET', url: `${API}/api/kitv4/all_orders?${TOKEN}` },
    { orders: [{ id: 1 }] },
    [{ id: 1 }],
  ],
  [
    'buy',
    (kit) => kit.buyCoupon({ identifier: 'g1' }),
    { method: 'POST', url: `${API}/api/fidmarquesv3/shop_cart/buy?${TOKEN}`, json: { coupon_identifier: 'g1' } },
    { card },
    { card },
  ],
  [
    'cancel buy',
    (kit) => kit.cancelCoupon({ identifier: 'e1' }),
    {
      method: 'POST',
      url: `${API}/api/fidmarquesv3/shop_cart/cancel_buy?${TOKEN}`,
      json: { earned_coupon_identifier: 'e1' },
    },
    { card },
    { card },
  ],
  [
    'select goal',
    (kit) => kit.selectCouponAsNextGoal({ identifier: 'g1' }),
    {
      method: 'POST',
      url: `${API}/api/fidmarquesv3/shop_cart/select_next_goal?${TOKEN}`,
      json: { coupon_identifier: 'g1' },
    },
    {},
    {},
  ],
  [
    'cancel goal',
    (kit) => kit.cancelCouponAsNextGoal({ identifier: 'g1' }),
    {
      method: 'POST',
      url: `${API}/api/fidmarquesv3/shop_cart/cancel_next_goal?${TOKEN}`,
      json: { coupon_identifier: 'g1' },
    },
    {},
    {},
  ],
  [
    'resell points',
    (kit) => kit.resellCouponAsPoints({ identifier: 'e1' }),
    {
      method: 'POST',
      url: `${API}/api/fidmarquesv3/shop_cart/resell?${TOKEN}`,
      json: { earned_coupon_identifier: 'e1', as: 'points' },
    },
    { card },
    { card },
  ],
  [
    'resell fidzs',
    (kit) => kit.resellCouponAsFidzs({ identifier: 'e1', resellable_as_fidzs: true }),
    {
      method: 'POST',
      url: `${API}/api/fidmarquesv3/shop_cart/resell?${TOKEN}`,
      json: { earned_coupon_identifier: 'e1', as: 'fidzs' },
    },
    {},
    {},
  ],
  [
    'order goody',
    (kit) => kit.orderGoody({ identifier: 'g1' }, { city: 'Lyon' }),
    {
      method: 'POST',
      url: `${API}/api/fidmarquesv3/shop_cart/order_goody?${TOKEN}`,
      json: { coupon_identifier: 'g1', user_informations: { city: 'Lyon' } },
    },
    { order: { id: 3 }, card },
    { order: { id: 3 }, card },
  ],
  [
    'addresses',
    (kit) => kit.getUserInformations(),
    { method: 'GET', url: `${API}/api/kitv4/user_informations?${TOKEN}` },
    { user_informations: [] },
    [],
  ],
  [
    'create address',
    (kit) => kit.createUserInformation({ city: 'Lyon' }),
    {
      method: 'POST',
      url: `${API}/api/kitv4/user_informations?${TOKEN}`,
      json: { user_information: { city: 'Lyon' } },
    },
    { user_information: { id: 5 } },
    { id: 5 },
  ],
  [
    'update address',
    (kit) => kit.updateUserInformation(5, { city: 'Nice' }),
    {
      method: 'PUT',
      url: `${API}/api/kitv4/user_informations/5?${TOKEN}`,
      json: { user_information: { city: 'Nice' } },
    },
    { user_information: { id: 5 } },
    { id: 5 },
  ],
  [
    'delete address',
    (kit) => kit.deleteUserInformation(5),
    { method: 'POST', url: `${API}/api/kitv4/user_informations/5/delete?${TOKEN}`, json: {} },
    { deleted: true },
    { deleted: true },
  ],
  [
    'default address',
    (kit) => kit.makeUserInformationDefault(5),
    { method: 'POST', url: `${API}/api/kitv4/user_informations/5/make_default?${TOKEN}`, json: {} },
    { user_information: { id: 5 } },
    { id: 5 },
  ],
  [
    'burn',
    (kit) => kit.burnUniqCode('ABC123'),
    { method: 'POST', url: `${API}/api/kitv4/burn_uniq_code?${TOKEN}`, json: { code: 'ABC123' } },
    { code_details: { code_id: 9 } },
    { code_id: 9 },
  ],
  [
    'played codes',
    (kit) => kit.getPlayedCodes(),
    { method: 'GET', url: `${API}/api/kitv4/uniq_codes?${TOKEN}` },
    { uniq_codes: [{ code_id: 9, code: 'WINSPEAK', complete: false }] },
    [{ code_id: 9, code: 'WINSPEAK', complete: false }],
  ],
  [
    'apply code',
    (kit) => kit.applyCode('ABC'),
    { method: 'POST', url: `${API}/api/fidmarques/v1/sdk/apply_code?${TOKEN}`, json: { code: 'ABC' } },
    { applied: true },
    { applied: true },
  ],
  [
    'link code to address',
    (kit) =>
      kit.linkCodeToUserInformation({ userInformationFields: { city: 'Lyon' }, codeId: 9, receiptKitUuid: 'r1' }),
    {
      method: 'POST',
      url: `${API}/api/kitv4/link_code_to_user_information?${TOKEN}`,
      json: { user_information_fields: { city: 'Lyon' }, code_id: 9, receipt_kit_uuid: 'r1' },
    },
    { participation: { id: 1 } },
    { participation: { id: 1 } },
  ],
  [
    'link code to receipt',
    (kit) => kit.linkCodeToReceipt({ codeId: 9, receiptKitUuid: 'r1', productShotImageKey: 'k' }),
    {
      method: 'POST',
      url: `${API}/api/kitv4/link_code_to_receipt?${TOKEN}`,
      json: { code_id: 9, receipt_kit_uuid: 'r1', product_shot_image_key: 'k' },
    },
    { linked: true },
    { linked: true },
  ],
  [
    'pending receipts',
    (kit) => kit.getPendingReceipts(),
    { method: 'GET', url: `${API}/api/kitv4/pending_receipts?${TOKEN}` },
    { receipts: [] },
    [],
  ],
  [
    'all receipts',
    (kit) => kit.getReceipts(),
    { method: 'GET', url: `${API}/api/kitv4/receipts?${TOKEN}` },
    { receipts: [{ uuid: 'r1' }] },
    [{ uuid: 'r1' }],
  ],
  [
    'one receipt',
    (kit) => kit.getReceipt('r1'),
    { method: 'GET', url: `${API}/api/kitv4/receipts/r1?${TOKEN}` },
    { receipt: { uuid: 'r1' } },
    { uuid: 'r1' },
  ],
  [
    'cancel receipt',
    (kit) => kit.cancelReceipt('r1'),
    { method: 'POST', url: `${API}/api/kitv4/receipts/cancel?${TOKEN}`, json: { receipt_uuid: 'r1' } },
    { receipt: { uuid: 'r1' } },
    { uuid: 'r1' },
  ],
  [
    'skip validation',
    (kit) => kit.skipReceiptValidation('r1'),
    { method: 'POST', url: `${API}/api/kitv4/receipts/skip_validation?${TOKEN}`, json: { receipt_uuid: 'r1' } },
    { receipt: { uuid: 'r1' } },
    { uuid: 'r1' },
  ],
  [
    'show review',
    (kit) => kit.showReceiptReview('r1'),
    { method: 'POST', url: `${API}/api/kitv4/receipts/show_review?${TOKEN}`, json: { receipt_uuid: 'r1' } },
    { receipt: { uuid: 'r1' } },
    { uuid: 'r1' },
  ],
  [
    'validate review',
    (kit) => kit.validateReceiptReview('r1'),
    { method: 'POST', url: `${API}/api/kitv4/receipts/review_claims?${TOKEN}`, json: { receipt_uuid: 'r1' } },
    { receipt: { uuid: 'r1' } },
    { uuid: 'r1' },
  ],
  [
    'claim on receipt',
    (kit) => kit.claimOnReceipt('r1'),
    { method: 'POST', url: `${API}/api/kitv4/receipts/claim_on_receipt?${TOKEN}`, json: { receipt_uuid: 'r1' } },
    { receipt: { uuid: 'r1' } },
    { uuid: 'r1' },
  ],
  [
    'claim on receipt with a message',
    (kit) => kit.claimOnReceipt('r1', 'Il manque un produit'),
    {
      method: 'POST',
      url: `${API}/api/kitv4/receipts/claim_on_receipt?${TOKEN}`,
      json: { receipt_uuid: 'r1', message: 'Il manque un produit' },
    },
    { receipt: { uuid: 'r1' } },
    { uuid: 'r1' },
  ],
  [
    'claim on purchase',
    (kit) => kit.claimOnPurchase({ purchaseId: 'p1', ean: '301', cardIdentifier: 'card-1' }),
    {
      method: 'POST',
      url: `${API}/api/kitv4/receipts/claim_on_purchase?${TOKEN}`,
      json: { purchase_id: 'p1', ean: '301', card_identifier: 'card-1' },
    },
    { claim: {} },
    { claim: {} },
  ],
  [
    'report on receipt',
    (kit) => kit.reportOnReceipt({ receiptUuid: 'r1', message: 'Montant faux' }),
    {
      method: 'POST',
      url: `${API}/api/kitv4/receipts/report_user_feedback?${TOKEN}`,
      json: { receipt_uuid: 'r1', message: 'Montant faux' },
    },
    { reported: true },
    { reported: true },
  ],
  [
    'timeline',
    (kit) =>
      kit.getTimeline({
        limit: 10,
        oldestSeenTimelineOrderedKey: 'k9',
        skipLimit: false,
        streamClassNames: ['receipt', 'order'],
        archiveUserTimelineMessages: true,
        selectEditorReceiptsOnly: false,
      }),
    {
      method: 'GET',
      url: `${API}/api/fidmarquesv3/timeline?limit=10&oldest_seen_timeline_ordered_key=k9&skip_limit=false&stream_class_names%5B%5D=receipt&stream_class_names%5B%5D=order&archive_user_timeline_messages=true&select_editor_receipts_only=false&${TOKEN}`,
    },
    { messages: [], has_more: false },
    { messages: [], has_more: false },
  ],
  [
    'archives',
    (kit) => kit.archiveMessages(),
    { method: 'POST', url: `${API}/api/fidmarquesv3/timeline/archives?${TOKEN}`, json: {} },
    { archived: 2 },
    { archived: 2 },
  ],
  [
    'archive one',
    (kit) => kit.archiveMessage({ identifier: 'm1' }),
    {
      method: 'POST',
      url: `${API}/api/fidmarquesv3/timeline/archive_message?${TOKEN}`,
      json: { message_identifier: 'm1' },
    },
    { archived: 1 },
    { archived: 1 },
  ],
  [
    'pot',
    (kit) => kit.getPot(),
    { method: 'GET', url: `${API}/api/fidmarques/v3/pot?${TOKEN}` },
    { pot: 1 },
    { pot: 1 },
  ],
  [
    'loyalty pot',
    (kit) => kit.getLoyaltyPot(),
    { method: 'POST', url: `${API}/api/kitv4/potv2?${TOKEN}`, json: {} },
    { pot: 2 },
    { pot: 2 },
  ],
  [
    'pot refunds',
    (kit) => kit.getPotRefunds(7),
    { method: 'GET', url: `${API}/api/fidmarques/v3/pot_refunds?transfer_payment_id=7&${TOKEN}` },
    { refunds: [] },
    { refunds: [] },
  ],
  [
    'loyalty pot refunds',
    (kit) => kit.getLoyaltyPotRefunds(7),
    { method: 'POST', url: `${API}/api/kitv4/pot_refunds?${TOKEN}`, json: { transfer_payment_id: 7 } },
    { refunds: [] },
    { refunds: [] },
  ],
  [
    'transfer',
    (kit) =>
      kit.createTransferWithPaymentInformation({
        firstName: 'C',
        lastName: 'D',
        iban: 'FR76',
        rememberInformation: false,
      }),
    {
      method: 'POST',
      url: `${API}/api/kitv4/transfer?${TOKEN}`,
      json: { first_name: 'C', last_name: 'D', iban: 'FR76', remember_information: false },
    },
    { transfer: {} },
    { transfer: {} },
  ],
  [
    'forget payment',
    (kit) => kit.forgetPaymentInformation(),
    { method: 'POST', url: `${API}/api/kitv4/forget_payment_informations?${TOKEN}`, json: {} },
    { ok: 1 },
    { ok: 1 },
  ],
  [
    'zendesk',
    (kit) => kit.createZendesk({ text: 'Aidez-moi', title: 'Ticket', receiptUuid: 'r1' }),
    {
      method: 'POST',
      url: `${API}/api/fidmarques/v1/feedbacks?${TOKEN}`,
      json: { freetext: 'Aidez-moi', title: 'Ticket', version: '1.4.8', receipt_uuid: 'r1' },
    },
    { ticket: { id: 1 } },
    { ticket: { id: 1 } },
  ],
  [
    'offers',
    (kit) => kit.getOffers(),
    { method: 'POST', url: `${API}/api/kitv4/offers`, json: {} },
    { offers: [] },
    [],
  ],
  [
    'offer history',
    (kit) => kit.getOfferHistory(),
    { method: 'POST', url: `${API}/api/kitv4/offer_history?${TOKEN}`, json: {} },
    { offers: [] },
    [],
  ],
  [
    'deprecated getHome',
    (kit) => kit.getHome(),
    { method: 'GET', url: `${API}/api/fidmarquesv3/timeline?${TOKEN}` },
    { messages: [] },
    { messages: [] },
  ],
  [
    'deprecated getCardDetails',
    (kit) => kit.getCardDetails(),
    { method: 'POST', url: `${API}/api/fidmarques/v1/sdk/card?${TOKEN}`, json: {} },
    { card },
    card,
  ],
  [
    'deprecated getRewards',
    (kit) => kit.getRewards(),
    { method: 'POST', url: `${API}/api/fidmarques/v1/sdk/rewards?${TOKEN}`, json: {} },
    { rewards: [{ id: 3, identifier: 'goody-mug' }] },
    [{ id: 3, identifier: 'goody-mug' }],
  ],
  [
    'reset_password (the v3 request path)',
    (kit) => kit.resetPassword('camille@example.fr'),
    {
      method: 'POST',
      url: `${API}/api/v3/users/reset_password`,
      json: { email: 'camille@example.fr', client_id: 'client-test' },
    },
    { sent: true },
    { sent: true },
  ],
  [
    'pot, POST form',
    (kit) => kit.requestPot(),
    { method: 'POST', url: `${API}/api/fidmarques/v3/pot?${TOKEN}`, json: {} },
    { pot: {} },
    { pot: {} },
  ],
  [
    'pot refunds, POST form',
    (kit) => kit.requestPotRefunds(4),
    { method: 'POST', url: `${API}/api/fidmarques/v3/pot_refunds?${TOKEN}`, json: { transfer_payment_id: 4 } },
    { refunds: [] },
    { refunds: [] },
  ],
  [
    'legacy receipt',
    (kit) => kit.createLegacyReceipt({ uuid: 'r-1', eans: ['123'], subpicturesCount: 2 }),
    {
      method: 'POST',
      url: `${API}/api/v2/receipts?${TOKEN}`,
      json: { receipt: { uuid: 'r-1', eans: ['123'], subpictures_count: 2 } },
    },
    { receipt: { uuid: 'r-1' }, subpictures: [] },
    { receipt: { uuid: 'r-1' }, subpictures: [] },
  ],
  [
    'deprecated selectTargetReward',
    (kit) => kit.selectTargetReward({ id: 12 }),
    { method: 'POST', url: `${API}/api/fidmarquesv3/shop_cart/select_next_goal?${TOKEN}`, json: { reward_id: 12 } },
    {},
    {},
  ],
  [
    'deprecated updatePaymentInformation',
    (kit) => kit.updatePaymentInformation({ firstName: 'C', lastName: 'D', email: 'c@d.fr' }),
    {
      method: 'POST',
      url: `${API}/api/kitv4/transfer?${TOKEN}`,
      json: { first_name: 'C', last_name: 'D', email: 'c@d.fr', remember_information: true },
    },
    {},
    {},
  ],
  [
    'deprecated createTransferPayment',
    (kit) => kit.createTransferPayment({ firstName: 'C', lastName: 'D', iban: 'FR76', rememberInformation: true }),
    {
      method: 'POST',
      url: `${API}/api/kitv4/transfer?${TOKEN}`,
      json: { first_name: 'C', last_name: 'D', iban: 'FR76', remember_information: true },
    },
    {},
    {},
  ],
];

function withoutUndefined(request: TransportRequest | undefined) {
  if (!request) return undefined;
  const json = request.json === undefined ? undefined : (JSON.parse(JSON.stringify(request.json)) as unknown);
  return { method: request.method, url: request.url, ...(json === undefined ? {} : { json }) };
}

describe('provider calls of KIT-1', () => {
  it.each(cases)('%s', async (_label, call, expected, answer, result) => {
    const transport = recordingTransport();
    const kit = await authorizedKit(transport);
    transport.answerWith(() => ({ status: 200, body: answer }));
    await expect(call(kit)).resolves.toEqual(result);
    expect(transport.requests).toHaveLength(1);
    expect(withoutUndefined(transport.requests[0])).toEqual(expected);
  });

  it('refuses a card answer with other than one slot and a shop answer with other than one catalog (SHOP-CATALOG-1)', async () => {
    const transport = recordingTransport();
    const kit = await authorizedKit(transport);
    transport.answerWith(() => ({ status: 200, body: { card_slots: [], catalogs: [{}, {}] } }));
    await expect(kit.getCard()).rejects.toMatchObject({
      code: 'OTHER',
      debug_message: 'expected exactly one card slot, got 0',
    });
    await expect(kit.getCatalog()).rejects.toMatchObject({
      code: 'OTHER',
      debug_message: 'expected exactly one catalog, got 2',
    });
  });

  it('login authorizes the kit session with the answered token', async () => {
    const transport = recordingTransport();
    const kit = await authorizedKit(transport);
    transport.answerWith(() => ({ status: 200, body: { user: { ...TEST_USER, id: 7 }, access_token: 'fresh' } }));
    await kit.login({ email: 'a@b.fr', password: 'secret123' });
    expect(kit.user?.id).toBe(7);
    await kit.getPot();
    expect(transport.requests[1]?.url).toContain('access_token=fresh');
  });
});
