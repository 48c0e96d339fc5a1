import type { Kit } from '../kit';
import { authorizedKit, recordingTransport } from '../testing/fake-transport';

/**
 * KIT-3, rule by rule: every operation refuses wrong types, blanks and missing values with
 * invalid_parameter + the parameter + the reason, and sends nothing. Bad values are passed
 * through `bad()` because refusing them is what the kit does for untyped (JS) callers.
 */
type Case = [label: string, call: (kit: Kit) => Promise<unknown>, parameter: string, reason: string];

function bad<T>(value: unknown): T {
  return value as T;
}

const file = new File(['x'], 'ticket.jpg', { type: 'image/jpeg' });
const coupon = { identifier: 'goody-1' };
const address = { first_name: 'Camille' };

const cases: Case[] = [
  ['login email missing', (kit) => kit.login(bad({ password: 'secret123' })), 'email', 'blank'],
  ['login email number', (kit) => kit.login(bad({ email: 1, password: 'secret123' })), 'email', 'wrong_type'],
  ['login password blank', (kit) => kit.login({ email: 'a@b.fr', password: '' }), 'password', 'blank'],
  ['login no object', (kit) => kit.login(bad('a@b.fr')), 'credentials', 'wrong_type'],
  [
    'signup password number',
    (kit) => kit.signup(bad({ email: 'a@b.fr', password: 12345678 })),
    'password',
    'wrong_type',
  ],
  [
    'signup activationCode number',
    (kit) => kit.signup(bad({ email: 'a@b.fr', password: 'p', activationCode: 5 })),
    'activationCode',
    'wrong_type',
  ],
  [
    'signup firstName object',
    (kit) => kit.signup(bad({ email: 'a@b.fr', password: 'p', firstName: {} })),
    'firstName',
    'wrong_type',
  ],
  ['ask reset email blank', (kit) => kit.askToResetPassword(' '), 'email', 'blank'],
  ['ask reset email missing', (kit) => kit.askToResetPassword(bad(undefined)), 'email', 'blank'],
  [
    'reset token missing',
    (kit) => kit.actuallyResetPassword(bad({ newPassword: 'a', newPasswordConfirmation: 'a' })),
    'token',
    'blank',
  ],
  [
    'reset newPassword number',
    (kit) => kit.actuallyResetPassword(bad({ token: 't', newPassword: 1, newPasswordConfirmation: 'a' })),
    'newPassword',
    'wrong_type',
  ],
  [
    'reset confirmation blank',
    (kit) => kit.actuallyResetPassword({ token: 't', newPassword: 'a', newPasswordConfirmation: '' }),
    'newPasswordConfirmation',
    'blank',
  ],
  [
    'change oldPassword missing',
    (kit) => kit.changePassword(bad({ newPassword: 'a', newPasswordConfirmation: 'a' })),
    'oldPassword',
    'blank',
  ],
  [
    'change newPassword blank',
    (kit) => kit.changePassword({ oldPassword: 'o', newPassword: '', newPasswordConfirmation: 'a' }),
    'newPassword',
    'blank',
  ],
  [
    'change confirmation number',
    (kit) => kit.changePassword(bad({ oldPassword: 'o', newPassword: 'a', newPasswordConfirmation: 2 })),
    'newPasswordConfirmation',
    'wrong_type',
  ],
  ['authorize token number', (kit) => kit.authorizeUserWithToken(bad(7)), 'token', 'wrong_type'],
  ['authorize token blank', (kit) => kit.authorizeUserWithToken(''), 'token', 'blank'],
  ['identifier externalId missing', (kit) => kit.authorizeUserWithIdentifier(bad({})), 'userExternalId', 'blank'],
  [
    'identifier externalId number',
    (kit) => kit.authorizeUserWithIdentifier(bad({ userExternalId: 3 })),
    'userExternalId',
    'wrong_type',
  ],
  [
    'identifier userEmail number',
    (kit) => kit.authorizeUserWithIdentifier(bad({ userExternalId: 'e', userEmail: 3 })),
    'userEmail',
    'wrong_type',
  ],
  [
    'identifier customFields string',
    (kit) => kit.authorizeUserWithIdentifier(bad({ userExternalId: 'e', customFields: 'x' })),
    'customFields',
    'wrong_type',
  ],
  ['init clientId blank', (kit) => kit.init(''), 'clientId', 'blank'],
  ['needed fields context missing', (kit) => kit.getNeededFieldsForContext(bad(undefined)), 'context', 'blank'],
  ['buy coupon missing', (kit) => kit.buyCoupon(bad(undefined)), 'coupon', 'blank'],
  ['buy coupon identifier number', (kit) => kit.buyCoupon(bad({ identifier: 12 })), 'coupon.identifier', 'wrong_type'],
  ['buy coupon identifier missing', (kit) => kit.buyCoupon(bad({})), 'coupon.identifier', 'blank'],
  ['cancel coupon string', (kit) => kit.cancelCoupon(bad('goody-1')), 'coupon', 'wrong_type'],
  [
    'select goal identifier blank',
    (kit) => kit.selectCouponAsNextGoal({ identifier: '' }),
    'coupon.identifier',
    'blank',
  ],
  [
    'cancel goal identifier number',
    (kit) => kit.cancelCouponAsNextGoal(bad({ identifier: 1 })),
    'coupon.identifier',
    'wrong_type',
  ],
  ['resell points missing', (kit) => kit.resellCouponAsPoints(bad(null)), 'coupon', 'blank'],
  [
    'resell fidzs not resellable',
    (kit) => kit.resellCouponAsFidzs({ identifier: 'e1', resellable_as_fidzs: false }),
    'coupon.resellable_as_fidzs',
    'not_resellable',
  ],
  [
    'resell fidzs flag missing',
    (kit) => kit.resellCouponAsFidzs({ identifier: 'e1' }),
    'coupon.resellable_as_fidzs',
    'not_resellable',
  ],
  ['order goody identifier missing', (kit) => kit.orderGoody(bad({}), address), 'goody.identifier', 'blank'],
  [
    'order goody userInformations missing',
    (kit) => kit.orderGoody(coupon, bad(undefined)),
    'userInformations',
    'blank',
  ],
  [
    'order goody userInformations string',
    (kit) => kit.orderGoody(coupon, bad('rue')),
    'userInformations',
    'wrong_type',
  ],
  ['create address not object', (kit) => kit.createUserInformation(bad([])), 'userInformation', 'wrong_type'],
  ['update address id NaN', (kit) => kit.updateUserInformation(Number.NaN, address), 'id', 'not_a_number'],
  ['update address id word', (kit) => kit.updateUserInformation(bad('abc'), address), 'id', 'not_a_number'],
  ['update address id missing', (kit) => kit.updateUserInformation(bad(undefined), address), 'id', 'blank'],
  ['update address fields missing', (kit) => kit.updateUserInformation(1, bad(undefined)), 'userInformation', 'blank'],
  ['delete address id object', (kit) => kit.deleteUserInformation(bad({})), 'id', 'wrong_type'],
  ['make default id NaN', (kit) => kit.makeUserInformationDefault(Number.NaN), 'id', 'not_a_number'],
  ['burn code missing', (kit) => kit.burnUniqCode(bad(undefined)), 'code', 'blank'],
  ['burn code number', (kit) => kit.burnUniqCode(bad(1234)), 'code', 'wrong_type'],
  ['burn code blank', (kit) => kit.burnUniqCode(''), 'code', 'blank'],
  ['apply code number', (kit) => kit.applyCode(bad(99)), 'code', 'wrong_type'],
  [
    'link user info fields missing',
    (kit) => kit.linkCodeToUserInformation(bad({ codeId: 1 })),
    'userInformationFields',
    'blank',
  ],
  [
    'link user info codeId NaN',
    (kit) => kit.linkCodeToUserInformation({ userInformationFields: {}, codeId: Number.NaN }),
    'codeId',
    'not_a_number',
  ],
  [
    'link user info receiptId word',
    (kit) => kit.linkCodeToUserInformation(bad({ userInformationFields: {}, codeId: 1, receiptId: 'x' })),
    'receiptId',
    'not_a_number',
  ],
  ['link receipt codeId missing', (kit) => kit.linkCodeToReceipt(bad({ receiptKitUuid: 'u' })), 'codeId', 'blank'],
  [
    'link receipt uuid number',
    (kit) => kit.linkCodeToReceipt(bad({ codeId: 1, receiptKitUuid: 5 })),
    'receiptKitUuid',
    'wrong_type',
  ],
  ['cancel receipt uuid blank', (kit) => kit.cancelReceipt(''), 'receiptUuid', 'blank'],
  ['skip validation uuid number', (kit) => kit.skipReceiptValidation(bad(1)), 'receiptUuid', 'wrong_type'],
  ['show review uuid missing', (kit) => kit.showReceiptReview(bad(undefined)), 'receiptUuid', 'blank'],
  ['validate review uuid blank', (kit) => kit.validateReceiptReview(' '), 'receiptUuid', 'blank'],
  ['claim on receipt uuid number', (kit) => kit.claimOnReceipt(bad(3)), 'receiptUuid', 'wrong_type'],
  ['get receipt uuid missing', (kit) => kit.getReceipt(bad(null)), 'receiptUuid', 'blank'],
  ['claim on purchase id missing', (kit) => kit.claimOnPurchase(bad({ ean: '301' })), 'purchaseId', 'blank'],
  ['claim on purchase ean missing', (kit) => kit.claimOnPurchase(bad({ purchaseId: 'p1' })), 'ean', 'blank'],
  ['report receipt uuid missing', (kit) => kit.reportOnReceipt(bad({ message: 'm' })), 'receiptUuid', 'blank'],
  ['report message blank', (kit) => kit.reportOnReceipt({ receiptUuid: 'u', message: '' }), 'message', 'blank'],
  ['timeline limit string', (kit) => kit.getTimeline(bad({ limit: '10' })), 'limit', 'wrong_type'],
  [
    'timeline key number',
    (kit) => kit.getTimeline(bad({ oldestSeenTimelineOrderedKey: 1 })),
    'oldestSeenTimelineOrderedKey',
    'wrong_type',
  ],
  ['timeline skipLimit string', (kit) => kit.getTimeline(bad({ skipLimit: 'yes' })), 'skipLimit', 'wrong_type'],
  [
    'timeline streams string',
    (kit) => kit.getTimeline(bad({ streamClassNames: 'receipts' })),
    'streamClassNames',
    'wrong_type',
  ],
  [
    'timeline archive flag number',
    (kit) => kit.getTimeline(bad({ archiveUserTimelineMessages: 1 })),
    'archiveUserTimelineMessages',
    'wrong_type',
  ],
  [
    'timeline editor flag string',
    (kit) => kit.getTimeline(bad({ selectEditorReceiptsOnly: 'no' })),
    'selectEditorReceiptsOnly',
    'wrong_type',
  ],
  ['archive message identifier missing', (kit) => kit.archiveMessage(bad({})), 'message.identifier', 'blank'],
  ['pot refunds id NaN', (kit) => kit.getPotRefunds(Number.NaN), 'transferPaymentId', 'not_a_number'],
  ['pot refunds id missing', (kit) => kit.getPotRefunds(bad(undefined)), 'transferPaymentId', 'blank'],
  ['loyalty pot refunds id word', (kit) => kit.getLoyaltyPotRefunds(bad('abc')), 'transferPaymentId', 'not_a_number'],
  [
    'transfer firstName missing',
    (kit) => kit.createTransferWithPaymentInformation(bad({ lastName: 'D', iban: 'FR76', rememberInformation: true })),
    'firstName',
    'blank',
  ],
  [
    'transfer lastName number',
    (kit) =>
      kit.createTransferWithPaymentInformation(
        bad({ firstName: 'C', lastName: 1, iban: 'FR76', rememberInformation: true }),
      ),
    'lastName',
    'wrong_type',
  ],
  [
    'transfer no iban nor email',
    (kit) => kit.createTransferWithPaymentInformation({ firstName: 'C', lastName: 'D', rememberInformation: true }),
    'iban',
    'blank',
  ],
  [
    'transfer remember missing',
    (kit) => kit.createTransferWithPaymentInformation(bad({ firstName: 'C', lastName: 'D', email: 'c@d.fr' })),
    'rememberInformation',
    'blank',
  ],
  [
    'transfer remember string',
    (kit) =>
      kit.createTransferWithPaymentInformation(
        bad({ firstName: 'C', lastName: 'D', email: 'c@d.fr', rememberInformation: 'true' }),
      ),
    'rememberInformation',
    'wrong_type',
  ],
  [
    'update payment no iban nor email',
    (kit) => kit.updatePaymentInformation({ firstName: 'C', lastName: 'D', iban: ' ' }),
    'iban',
    'blank',
  ],
  [
    'create transfer payment firstName blank',
    (kit) => kit.createTransferPayment({ firstName: '', lastName: 'D', iban: 'FR76', rememberInformation: false }),
    'firstName',
    'blank',
  ],
  ['zendesk text missing', (kit) => kit.createZendesk(bad({ title: 'Aide' })), 'text', 'blank'],
  ['zendesk text number', (kit) => kit.createZendesk(bad({ text: 5 })), 'text', 'wrong_type'],
  ['upload files missing', (kit) => kit.uploadWithFiles(bad({})), 'files', 'blank'],
  ['upload files empty', (kit) => kit.uploadWithFiles({ files: [] }), 'files', 'blank'],
  ['upload files not files', (kit) => kit.uploadWithFiles(bad({ files: ['ticket.jpg'] })), 'files', 'wrong_type'],
  ['upload files string', (kit) => kit.uploadWithFiles(bad({ files: 'ticket.jpg' })), 'files', 'wrong_type'],
  ['upload eans string', (kit) => kit.uploadWithFiles(bad({ files: [file], eans: '301' })), 'eans', 'wrong_type'],
  [
    'upload offers string',
    (kit) => kit.uploadWithFiles(bad({ files: [file], offerIdentifiers: 'o' })),
    'offerIdentifiers',
    'wrong_type',
  ],
  ['upload to path blank', (kit) => kit.uploadFileToPath('', file), 'path', 'blank'],
  ['upload to path no file', (kit) => kit.uploadFileToPath('p', bad('x')), 'file', 'wrong_type'],
  ['select target reward id NaN', (kit) => kit.selectTargetReward({ id: Number.NaN }), 'reward.id', 'not_a_number'],
];

describe('parameter rules of KIT-3, before any request', () => {
  it.each(cases)('%s → invalid_parameter', async (_label, call, parameter, reason) => {
    const transport = recordingTransport();
    const kit = await authorizedKit(transport);
    const failure = await call(kit).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({
      name: 'KitError',
      code: 'invalid_parameter',
      invalid_parameter: parameter,
      invalid_reason: reason,
    });
    expect(transport.requests).toHaveLength(0);
  });
});
