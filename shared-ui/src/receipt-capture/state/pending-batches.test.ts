import { KitError, type BatchSnapshot } from 'shared-kit';
import { receiptFile } from '../testing/fake-batch';
import { FakeBatch } from '../testing/fake-batch';
import { memoryPendingBatches } from './pending-batches';
import { ReceiptCaptureController } from './receipt-capture-controller';

const urls = { create: (file: File) => `blob:${file.name}`, revoke: jest.fn() };
const CAMILLE = 'camille@example.fr';

function capture(store = memoryPendingBatches(), user: string | null = CAMILLE, page = 'declare') {
  const batches: FakeBatch[] = [];
  const createBatch = jest.fn((resume?: BatchSnapshot) => {
    const batch = new FakeBatch(resume);
    batches.push(batch);
    return batch;
  });
  const controller = new ReceiptCaptureController({
    createBatch,
    downscale: async (file) => file,
    objectUrls: urls,
    persist: { user: user ?? undefined, page, store },
  });
  return { controller, createBatch, batches, store };
}

/** Lets the capture look for an interrupted batch and finish its saves. */
async function settle(controller: ReceiptCaptureController): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await controller.saved();
}

describe('a receipt capture kept until it is sent (resumable batches)', () => {
  it('after a reload, offers the interrupted batch and puts it back as it was: files, products, receipts', async () => {
    const store = memoryPendingBatches();
    const before = capture(store);
    await settle(before.controller);
    const first = before.controller.groups[0]!.id;
    await before.controller.addFiles(first, [receiptFile('jpeg', 'ticket-1.jpg', 300)]);
    before.controller.setProducts(first, { eans: ['3038350012005'], offerIdentifiers: ['offer-1'] });
    const second = before.controller.addGroup().id;
    await before.controller.addFiles(second, [receiptFile('pdf', 'ticket-2.pdf', 200)]);
    await settle(before.controller);

    // The page is reloaded: a new capture of the same user and page.
    const after = capture(store);
    await settle(after.controller);
    expect(after.controller.resumable).toEqual({ savedAt: expect.any(Date), files: 2 });
    // Nothing is written over the interrupted batch while the user decides.
    expect(await store.read(CAMILLE, 'declare')).not.toBeNull();
    after.controller.resumePending();
    expect(after.controller.resumable).toBeNull();
    expect(after.controller.groups.map((group) => group.files.map((file) => file.name))).toEqual([
      ['ticket-1.jpg'],
      ['ticket-2.pdf'],
    ]);
    expect(after.controller.groups[0]!.eans).toEqual(['3038350012005']);
    expect(after.controller.groups[0]!.files[0]!.file.size).toBe(300);
    expect(after.controller.groups[0]!.files[0]!.previewUrl).toBe('blob:ticket-1.jpg');
    expect(after.controller.canSend).toBe(true);
  });

  it('a send cut mid-way resumes the same batch: what reached the proxy is not handed over again', async () => {
    const store = memoryPendingBatches();
    const before = capture(store);
    await settle(before.controller);
    const first = before.controller.groups[0]!.id;
    await before.controller.addFiles(first, [receiptFile('jpeg', 'a.jpg')]);
    const second = before.controller.addGroup().id;
    await before.controller.addFiles(second, [receiptFile('jpeg', 'b.jpg')]);
    const batch = new FakeBatch();
    before.createBatch.mockImplementationOnce(() => batch);
    batch.outcomes.push(
      new KitError({ code: 'CONNECTION_FAILED', debug_message: 'no answer', user_message: 'Connexion impossible.' }),
    );
    const sending = before.controller.send();
    batch.markUploaded(0);
    await expect(sending).rejects.toMatchObject({ code: 'CONNECTION_FAILED' });
    await settle(before.controller);

    const after = capture(store);
    await settle(after.controller);
    after.controller.resumePending();
    await after.controller.send();
    const resumedBatch = after.batches[0]!;
    expect(resumedBatch.resumedFrom?.uuid).toBe(batch.uuid);
    // The two receipts are those of the interrupted batch; none was added again.
    expect(resumedBatch.added.map((receipt) => receipt.uuid)).toEqual(['r-1', 'r-2']);
    expect(resumedBatch.added[0]!.fileGroups[0]!.uploaded).not.toBeNull();
    expect(resumedBatch.added[1]!.fileGroups[0]!.uploaded).toBeNull();
    await settle(after.controller);
    // Sent: nothing is kept any more.
    expect(await store.read(CAMILLE, 'declare')).toBeNull();
  });

  it('discarding drops the interrupted batch for good', async () => {
    const store = memoryPendingBatches();
    const before = capture(store);
    await settle(before.controller);
    await before.controller.addFiles(before.controller.groups[0]!.id, [receiptFile('jpeg', 'a.jpg')]);
    await settle(before.controller);
    const after = capture(store);
    await settle(after.controller);
    after.controller.discardPending();
    await settle(after.controller);
    expect(after.controller.resumable).toBeNull();
    expect(await store.read(CAMILLE, 'declare')).toBeNull();
    await settle(capture(store).controller);
    expect(store.size()).toBe(0);
  });

  it('keeps one batch per user and page, and never shows one user another user’s files', async () => {
    const store = memoryPendingBatches();
    const camille = capture(store, CAMILLE, 'declare');
    await settle(camille.controller);
    await camille.controller.addFiles(camille.controller.groups[0]!.id, [receiptFile('jpeg', 'a.jpg')]);
    await settle(camille.controller);

    const paul = capture(store, 'paul@example.fr', 'declare');
    const game = capture(store, CAMILLE, 'game-4');
    const nobody = capture(store, null, 'declare');
    await Promise.all([settle(paul.controller), settle(game.controller), settle(nobody.controller)]);
    expect(paul.controller.resumable).toBeNull();
    expect(game.controller.resumable).toBeNull();
    expect(nobody.controller.resumable).toBeNull();
    expect(store.size()).toBe(1);
  });

  it('a capture kept from its first send keeps nothing of mere picks (the game before its code is burned)', async () => {
    const store = memoryPendingBatches();
    const controller = new ReceiptCaptureController({
      createBatch: () => new FakeBatch(),
      downscale: async (file) => file,
      objectUrls: urls,
      persist: { user: CAMILLE, page: 'game-4', from: 'send', store },
    });
    await settle(controller);
    await controller.addFiles(controller.groups[0]!.id, [receiptFile('jpeg', 'a.jpg')]);
    await settle(controller);
    expect(store.size()).toBe(0);
    await controller.send();
    await settle(controller);
    // Sent at once: nothing left either; only an interrupted send is kept.
    expect(store.size()).toBe(0);
  });

  it('an emptied capture keeps nothing', async () => {
    const store = memoryPendingBatches();
    const { controller } = capture(store);
    await settle(controller);
    const group = controller.groups[0]!.id;
    await controller.addFiles(group, [receiptFile('jpeg', 'a.jpg')]);
    await settle(controller);
    expect(store.size()).toBe(1);
    controller.removeFile(group, controller.groups[0]!.files[0]!.id);
    await settle(controller);
    expect(store.size()).toBe(0);
  });
});
