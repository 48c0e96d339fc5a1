/** @jest-environment node */
import type { Kit } from '../kit';
import { jpegFile, SHIPPING, SPAGHETTI_EAN, startContractSandbox } from './sandbox-harness';

/** Timeline (TIMELINE-1 fields), archives and pending receipts. */
const provider = startContractSandbox();

/** A user with an order and two receipts, one eligible and one not, processed by the sandbox. */
async function userWithHistory(): Promise<{ kit: Kit; eligible: string; ineligible: string }> {
  const { kit, email } = await provider.signedUpKit();
  await provider.setStars(email, 100);
  await kit.orderGoody({ identifier: 'goody-key-ring-star' }, SHIPPING);
  const batch = kit.getBatchUploader();
  const eligible = batch.addReceipt({ files: [jpegFile('a.jpg', 256)], eans: [SPAGHETTI_EAN] });
  const ineligible = batch.addReceipt({ files: [jpegFile('b.jpg', 256)] });
  await batch.send();
  return { kit, eligible: eligible.uuid, ineligible: ineligible.uuid };
}

describe('kit ↔ sandbox: pending receipts', () => {
  it('lists the sent receipts while pending, none once processed', async () => {
    const { kit, eligible, ineligible } = await userWithHistory();
    const pending = await kit.getPendingReceipts();
    expect(pending.map((receipt) => receipt.uuid).sort()).toEqual([eligible, ineligible].sort());
    expect(pending.every((receipt) => receipt.status === 'pending')).toBe(true);
    await provider.control('POST', '/receipts/settle', {});
    await expect(kit.getPendingReceipts()).resolves.toEqual([]);
  });
});

describe('kit ↔ sandbox: timeline', () => {
  it('newest first, with the linked receipt, its status, stars and reason', async () => {
    const { kit, eligible, ineligible } = await userWithHistory();
    await provider.control('POST', '/receipts/settle', {});
    const page = await kit.getTimeline();
    expect(page.has_more).toBe(false);
    // Both receipts are settled in the same instant: their two results may come in either order.
    const classes = page.messages.map((message) => message.class_name);
    expect(classes.slice(0, 2).sort()).toEqual(['receipt_accepted', 'receipt_rejected']);
    expect(classes.slice(2)).toEqual(['receipt_received', 'receipt_received', 'order_placed']);
    const accepted = page.messages.find((message) => message.class_name === 'receipt_accepted');
    const rejected = page.messages.find((message) => message.class_name === 'receipt_rejected');
    expect(accepted).toMatchObject({
      text: 'Votre preuve d’achat est validée\u00a0: +10 étoiles\u00a0!',
      archived: false,
      receipt: { uuid: eligible, status: 'accepted', stars: 10 },
    });
    expect(rejected?.receipt).toMatchObject({
      uuid: ineligible,
      status: 'rejected',
      reason: expect.stringContaining('Aucun produit éligible'),
    });
    expect(page.messages.every((message) => /^\d{12}$/.test(message.ordered_key))).toBe(true);
    await expect(kit.getHome()).resolves.toEqual(page);
  });

  it('pages with limit and the oldest seen ordered key; skipLimit returns everything', async () => {
    const { kit } = await userWithHistory();
    const first = await kit.getTimeline({ limit: 2 });
    expect(first.messages).toHaveLength(2);
    expect(first.has_more).toBe(true);
    const next = await kit.getTimeline({ limit: 2, oldestSeenTimelineOrderedKey: first.messages[1]?.ordered_key });
    expect(next.messages.map((message) => message.class_name)).toEqual(['order_placed']);
    expect(next.has_more).toBe(false);
    const everything = await kit.getTimeline({ limit: 1, skipLimit: true });
    expect(everything.messages).toHaveLength(3);
    expect(everything.has_more).toBe(false);
    await expect(kit.getTimeline({ limit: 500 })).rejects.toMatchObject({
      code: 'invalid_parameter',
      invalid_parameter: 'limit',
    });
  });

  it('filters on stream class names and on messages about a receipt', async () => {
    const { kit } = await userWithHistory();
    await provider.control('POST', '/receipts/settle', {});
    const accepted = await kit.getTimeline({ streamClassNames: ['receipt_accepted', 'receipt_rejected'] });
    expect(accepted.messages.map((message) => message.class_name).sort()).toEqual([
      'receipt_accepted',
      'receipt_rejected',
    ]);
    const aboutReceipts = await kit.getTimeline({ selectEditorReceiptsOnly: true });
    expect(aboutReceipts.messages).toHaveLength(4);
    expect(aboutReceipts.messages.every((message) => message.receipt !== undefined)).toBe(true);
  });

  it('archives one message, then all; the archive view still shows them', async () => {
    const { kit } = await userWithHistory();
    const [newest] = (await kit.getTimeline()).messages;
    if (!newest) throw new Error('the timeline is empty');
    await expect(kit.archiveMessage(newest)).resolves.toEqual({ archived: 1 });
    expect((await kit.getTimeline()).messages.map((message) => message.identifier)).not.toContain(newest.identifier);
    await expect(kit.archiveMessage({ identifier: 'message-inconnu' })).rejects.toMatchObject({
      code: 'not_found',
      status: 404,
    });
    await expect(kit.archiveMessages()).resolves.toEqual({ archived: 2 });
    await expect(kit.getTimeline()).resolves.toEqual({ messages: [], has_more: false });
    const archive = await kit.getTimeline({ archiveUserTimelineMessages: true });
    expect(archive.messages).toHaveLength(3);
    expect(archive.messages.every((message) => message.archived === true)).toBe(true);
  });
});
