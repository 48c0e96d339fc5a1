import { KitError } from 'shared-kit';
import { RECEIPT_CAPTURE_FR } from '../messages';
import { FakeBatch, receiptFile } from '../testing/fake-batch';
import { ReceiptCaptureController } from './receipt-capture-controller';

// The rule's figure, written here on purpose: the test must not read it back from the code it checks.
const RECEIPT_BATCH_LIMIT_BYTES = 8 * 1024 * 1024; // RECEIPT-4

const MiB = 1024 * 1024;
const urls = { create: (file: File) => `blob:${file.name}`, revoke: jest.fn() };

function setup(downscaledSize?: (file: File) => number) {
  const batch = new FakeBatch();
  const createBatch = jest.fn(() => batch);
  const downscale = jest.fn(async (file: File) =>
    downscaledSize
      ? new File([new Uint8Array(downscaledSize(file))], file.name.replace(/\.\w+$/, '.jpg'), { type: 'image/jpeg' })
      : file,
  );
  const controller = new ReceiptCaptureController({ createBatch, downscale, objectUrls: urls });
  const groupId = controller.groups[0]!.id;
  return { batch, createBatch, downscale, controller, groupId };
}

describe('ReceiptCaptureController', () => {
  it('starts with one empty group, which is not yet sendable', () => {
    const { controller } = setup();
    expect(controller.groups).toHaveLength(1);
    expect(controller.validity).toBe(RECEIPT_CAPTURE_FR.needFiles);
    controller.removeGroup(controller.groups[0]!.id);
    expect(controller.validity).toBe(RECEIPT_CAPTURE_FR.needGroup);
  });

  it('refuses a file whose content is not jpg/png/pdf, even with a .jpg name, and keeps the others', async () => {
    const { controller, groupId } = setup();
    await controller.addFiles(groupId, [
      receiptFile('jpeg', 'ticket.jpg'),
      receiptFile('text', 'fake.jpg'),
      receiptFile('pdf', 'facture.pdf'),
    ]);
    expect(controller.groups[0]!.files.map((file) => file.name)).toEqual(['ticket.jpg', 'facture.pdf']);
    expect(controller.notices).toEqual([RECEIPT_CAPTURE_FR.wrongType('fake.jpg')]);
    expect(controller.isValid).toBe(true);
  });

  it('refuses a good content under a refused name (HEIC) and a name that disagrees with the content', async () => {
    const { controller, groupId } = setup();
    await controller.addFiles(groupId, [receiptFile('jpeg', 'IMG_0001.HEIC'), receiptFile('png', 'scan.pdf')]);
    expect(controller.groups[0]!.files).toHaveLength(0);
    expect(controller.notices).toHaveLength(2);
  });

  it('refuses a picture too large in pixels from its header, before decoding it (a 51 kB PNG of 100 000²)', async () => {
    const { controller, groupId, downscale } = setup();
    const bomb = receiptFile('png', 'bombe.png', 51 * 1024, { width: 100_000, height: 100_000 });
    await controller.addFiles(groupId, [
      bomb,
      receiptFile('jpeg', 'panorama.jpg', 256, { width: 12_001, height: 900 }),
      receiptFile('jpeg', 'photo-50-mp.jpg', 256, { width: 8_160, height: 6_120 }),
    ]);
    expect(controller.notices).toEqual([
      '«\u00a0bombe.png\u00a0» est une image trop grande (100\u202f000\u00a0×\u00a0100\u202f000 pixels). Choisissez une photo plus petite.',
      '«\u00a0panorama.jpg\u00a0» est une image trop grande (12\u202f001\u00a0×\u00a0900 pixels). Choisissez une photo plus petite.',
    ]);
    expect(downscale).toHaveBeenCalledTimes(1);
    expect(controller.groups[0]!.files.map((file) => file.name)).toEqual(['photo-50-mp.jpg']);
  });

  it('refuses a picture whose header gives no size (it could not be read)', async () => {
    const { controller, groupId, downscale } = setup();
    const headless = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46])], 'x.jpg');
    await controller.addFiles(groupId, [headless]);
    expect(controller.notices).toEqual([RECEIPT_CAPTURE_FR.unreadable('x.jpg')]);
    expect(downscale).not.toHaveBeenCalled();
  });

  it('downscales images only, and counts the downscaled size against 8 MiB', async () => {
    const { controller, groupId, downscale } = setup(() => 2 * MiB);
    await controller.addFiles(groupId, [receiptFile('jpeg', 'big.jpg', 12 * MiB), receiptFile('pdf', 'doc.pdf', 1000)]);
    expect(downscale).toHaveBeenCalledTimes(1);
    expect(controller.totalBytes).toBe(2 * MiB + 1000);
    expect(controller.groups[0]!.files[0]!.previewUrl).toBe('blob:big.jpg');
    expect(controller.groups[0]!.files[1]!.previewUrl).toBeNull();
  });

  it('keeps the name the user picked for a lightened photo, says it is lightened, and sends the JPEG copy', async () => {
    const { controller, groupId, batch } = setup(() => 2 * MiB);
    await controller.addFiles(groupId, [receiptFile('png', 'ticket2.png', 12 * MiB), receiptFile('pdf', 'doc.pdf')]);
    const [photo, pdf] = controller.groups[0]!.files;
    expect(photo).toMatchObject({ name: 'ticket2.png', lightened: true });
    expect(photo!.file.name).toBe('ticket2.jpg');
    expect(pdf).toMatchObject({ name: 'doc.pdf', lightened: false });
    await controller.send();
    expect(batch.added[0]!.fileGroups[0]!.files.map((file) => file.name)).toEqual(['ticket2.jpg', 'doc.pdf']);
  });

  it('refuses the same file picked twice, in the same receipt or another one, and says where it already is', async () => {
    const { controller, groupId } = setup();
    const pdf = receiptFile('pdf', 'ticket.pdf', 4096);
    await controller.addFiles(groupId, [pdf]);
    await controller.addFiles(groupId, [pdf]);
    expect(controller.groups[0]!.files.map((file) => file.name)).toEqual(['ticket.pdf']);
    expect(controller.notices).toEqual([RECEIPT_CAPTURE_FR.duplicate('ticket.pdf', 1)]);
    expect(controller.notices[0]).toBe(
      '«\u00a0ticket.pdf\u00a0» est déjà ajouté à la preuve d\u2019achat 1\u00a0: un même fichier ne compte qu\u2019une fois.',
    );
    const second = controller.addGroup().id;
    await controller.addFiles(second, [pdf]);
    expect(controller.groups[1]!.files).toHaveLength(0);
    // Another file of the same name (another size or date) is another file.
    await controller.addFiles(second, [receiptFile('pdf', 'ticket.pdf', 8192)]);
    expect(controller.groups[1]!.files.map((file) => file.name)).toEqual(['ticket.pdf']);
  });

  it('says refusals under the receipt whose pick caused them, and drops them with that receipt', async () => {
    const { controller, groupId } = setup();
    await controller.addFiles(groupId, [receiptFile('pdf', 'a.pdf', 5 * MiB)]);
    const second = controller.addGroup();
    await controller.addFiles(second.id, [receiptFile('pdf', 'gros.pdf', 4 * MiB)]);
    expect(controller.noticesGroupId).toBe(second.id);
    expect(controller.notices).toHaveLength(1);
    controller.removeGroup(second.id);
    expect(controller.notices).toEqual([]);
    expect(controller.noticesGroupId).toBeNull();
  });

  it('keeps the total strictly below 8 MiB: one byte under passes, exactly 8 MiB is refused', async () => {
    const { controller, groupId } = setup();
    await controller.addFiles(groupId, [receiptFile('pdf', 'a.pdf', 5 * MiB)]);
    await controller.addFiles(groupId, [receiptFile('pdf', 'exact.pdf', RECEIPT_BATCH_LIMIT_BYTES - 5 * MiB)]);
    expect(controller.notices).toEqual([RECEIPT_CAPTURE_FR.tooBig('exact.pdf', 3 * MiB)]);
    await controller.addFiles(groupId, [receiptFile('pdf', 'under.pdf', RECEIPT_BATCH_LIMIT_BYTES - 5 * MiB - 1)]);
    expect(controller.notices).toEqual([]);
    expect(controller.totalBytes).toBe(RECEIPT_BATCH_LIMIT_BYTES - 1);
    expect(controller.remainingBytes).toBe(1);
    expect(controller.isValid).toBe(true);
  });

  it('accepts a 9 MiB photo that downscales under the limit, refuses one that does not', async () => {
    const sizes = [3 * MiB, 6 * MiB];
    const { controller, groupId } = setup(() => sizes.shift()!);
    await controller.addFiles(groupId, [
      receiptFile('jpeg', 'one.jpg', 9 * MiB),
      receiptFile('jpeg', 'two.jpg', 9 * MiB),
    ]);
    expect(controller.groups[0]!.files.map((file) => file.name)).toEqual(['one.jpg']);
    expect(controller.notices).toEqual([RECEIPT_CAPTURE_FR.tooBig('two.jpg', 5 * MiB)]);
  });

  it('sends each group as one batch receipt with its products and reports progress', async () => {
    const { controller, groupId, batch } = setup();
    await controller.addFiles(groupId, [receiptFile('jpeg', 'a.jpg'), receiptFile('jpeg', 'b.jpg')]);
    controller.setProducts(groupId, { eans: ['3760001230017'], offerIdentifiers: ['spaghetti-500'] });
    const second = controller.addGroup();
    await controller.addFiles(second.id, [receiptFile('pdf', 'c.pdf')]);
    batch.outcomes.push([]);
    const sending = controller.send();
    expect(controller.state).toBe('sending');
    batch.emitProgress(50, 200);
    expect(controller.progressPercent).toBe(25);
    await sending;
    expect(controller.state).toBe('sent');
    expect(batch.added).toHaveLength(2);
    expect(batch.added[0]!.fileGroups[0]!.files.map((file) => file.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(batch.added[0]!.eans).toEqual(['3760001230017']);
    expect(() => controller.addGroup()).toThrow();
    await expect(controller.send()).rejects.toThrow();
    expect(batch.sends).toBe(1);
  });

  it('keeps every file after a failed send and retries with the same batch, without adding receipts twice', async () => {
    const { controller, groupId, batch, createBatch } = setup();
    await controller.addFiles(groupId, [receiptFile('jpeg', 'a.jpg')]);
    const lost = new KitError({
      code: 'CONNECTION_FAILED',
      debug_message: 'no answer',
      user_message: 'Connexion impossible.',
    });
    batch.outcomes.push(lost, []);
    await expect(controller.send()).rejects.toBe(lost);
    expect(controller.state).toBe('open');
    expect(controller.failure).toBe('Connexion impossible.');
    expect(controller.groups[0]!.files).toHaveLength(1);
    await controller.send();
    expect(createBatch).toHaveBeenCalledTimes(1);
    expect(batch.added).toHaveLength(1);
    expect(batch.sends).toBe(2);
    expect(controller.failure).toBeNull();
  });

  it('cancels in the batch a receipt removed after a failed send (kit cancel), and re-adds an edited one', async () => {
    const { controller, groupId, batch } = setup();
    await controller.addFiles(groupId, [receiptFile('jpeg', 'a.jpg')]);
    const other = controller.addGroup();
    await controller.addFiles(other.id, [receiptFile('jpeg', 'b.jpg')]);
    batch.outcomes.push(new Error('down'), []);
    await expect(controller.send()).rejects.toThrow('down');
    expect(controller.failure).toBe(RECEIPT_CAPTURE_FR.sendFailed);
    controller.removeGroup(other.id);
    expect(batch.cancelled).toEqual(['r-2']);
    await controller.addFiles(groupId, [receiptFile('png', 'c.png')]);
    await controller.send();
    expect(batch.cancelled).toEqual(['r-2', 'r-1']);
    expect(batch.added.map((receipt) => receipt.uuid)).toEqual(['r-1', 'r-2', 'r-3']);
  });

  it('reset() starts a fresh capture with a new batch and revokes the previews', async () => {
    const { controller, groupId, batch, createBatch } = setup();
    await controller.addFiles(groupId, [receiptFile('jpeg', 'a.jpg')]);
    batch.outcomes.push([]);
    await controller.send();
    controller.reset();
    expect(urls.revoke).toHaveBeenCalledWith('blob:a.jpg');
    expect(controller.state).toBe('open');
    expect(controller.groups).toHaveLength(1);
    await controller.addFiles(controller.groups[0]!.id, [receiptFile('jpeg', 'b.jpg')]);
    batch.state = 'open';
    batch.outcomes.push([]);
    await controller.send();
    expect(createBatch).toHaveBeenCalledTimes(2);
  });
});
