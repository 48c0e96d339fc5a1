/** @jest-environment node */
import { EventBus } from '../../bus/event-bus';
import { browserTransport } from '../transport/browser-transport';
import type { Transport } from '../transport/transport';
import { jpegFile, pngFile, SPAGHETTI_EAN, TAGLIATELLE_EAN, startContractSandbox } from './sandbox-harness';

/** Receipt batches through the upload proxy, processing into stars, and the receipt operations (RECEIPT-5, RECEIPT-2, RECEIPT-3). */
const provider = startContractSandbox();

const EIGHT_MIB = 8 * 1024 * 1024;

interface Ticket {
  kind: string;
  receipt_uuid: string | null;
  freetext: string;
}

describe('kit ↔ sandbox: receipt batch uploader', () => {
  it('uploads and sends a batch; once settled the stars are on the card', async () => {
    const bus = new EventBus();
    const sent = jest.fn();
    bus.on('receipts:sent', sent);
    const { kit } = await provider.signedUpKit(bus);
    const batch = kit.getBatchUploader();
    const eligible = batch.addReceipt({ files: [pngFile('ticket.png', 2048)], eans: [SPAGHETTI_EAN, TAGLIATELLE_EAN] });
    batch.addFiles(eligible.uuid, [jpegFile('verso.jpg', 1024)]);
    const ineligible = batch.addReceipt({ files: [jpegFile('autre.jpg', 512)], eans: ['3017620422003'] });
    const dropped = batch.addReceipt({ files: [pngFile('flou.png', 256)] });
    batch.cancel(dropped.uuid);
    const progress = jest.fn();
    batch.onProgress(progress);

    const answer = await batch.send();
    expect(answer.receipts).toEqual([
      expect.objectContaining({
        uuid: eligible.uuid,
        batch_uuid: batch.uuid,
        status: 'pending',
        stars: 25,
        eans: [SPAGHETTI_EAN, TAGLIATELLE_EAN],
      }),
      expect.objectContaining({ uuid: ineligible.uuid, status: 'pending', stars: 0 }),
    ]);
    expect(answer.receipts[0]?.files).toHaveLength(2);
    expect(progress).toHaveBeenLastCalledWith(
      expect.objectContaining({ batchUuid: batch.uuid, loaded: 3584, total: 3584 }),
    );
    expect(sent).toHaveBeenCalledWith(
      { batchUuid: batch.uuid, receiptUuids: [eligible.uuid, ineligible.uuid] },
      'this-tab',
    );
    expect(batch.state).toBe('sent');
    await expect(batch.send()).rejects.toMatchObject({
      code: 'BATCH_IS_ALREADY_SENT',
      debug_message: 'this batch has already been sent, ask for another one with getBatchUploader',
    });

    await expect(kit.getPendingReceipts()).resolves.toHaveLength(2);
    await expect(kit.getCard()).resolves.toMatchObject({ data: { available_points: 0, pending_points: 25 } });
    await expect(provider.control('POST', '/receipts/settle', {})).resolves.toEqual({ settled: 2 });
    await expect(kit.getCard()).resolves.toMatchObject({ data: { available_points: 25, pending_points: 0 } });
    await expect(kit.getPendingReceipts()).resolves.toEqual([]);
    await expect(kit.getReceipt(eligible.uuid)).resolves.toMatchObject({ status: 'accepted', stars: 25, reason: null });
    await expect(kit.getReceipt(ineligible.uuid)).resolves.toMatchObject({
      status: 'rejected',
      reason: 'Aucun produit éligible n’a été déclaré sur cette preuve d’achat.',
    });
  });

  it('a send_batch whose answer is lost: the retry meets the provider’s 409 and the kit reads the sent receipts back', async () => {
    let dropped = 0;
    // The request reaches the sandbox, then the answer never comes back (a connection cut).
    const losesFirstSendAnswer: Transport = async (request) => {
      const response = await browserTransport(request);
      if (request.url.includes('/send_batch') && dropped === 0) {
        dropped += 1;
        throw new TypeError('connection reset');
      }
      return response;
    };
    const bus = new EventBus();
    const sent = jest.fn();
    bus.on('receipts:sent', sent);
    const { kit } = await provider.signedUpKit(bus, losesFirstSendAnswer);
    const batch = kit.getBatchUploader();
    const receipt = batch.addReceipt({ files: [pngFile('ticket.png', 512)], eans: [SPAGHETTI_EAN] });
    await expect(batch.send()).resolves.toEqual({
      receipts: [expect.objectContaining({ uuid: receipt.uuid, batch_uuid: batch.uuid, status: 'pending' })],
    });
    expect(dropped).toBe(1);
    expect(batch.state).toBe('sent');
    expect(sent).toHaveBeenCalledWith({ batchUuid: batch.uuid, receiptUuids: [receipt.uuid] }, 'this-tab');
    await expect(batch.send()).rejects.toMatchObject({ code: 'BATCH_IS_ALREADY_SENT' });
    await expect(kit.getPendingReceipts()).resolves.toHaveLength(1);
  });

  it('over 8 MiB in a batch → the provider’s payload_too_large; the batch stays open with its files', async () => {
    const { kit } = await provider.signedUpKit();
    const batch = kit.getBatchUploader();
    const big = batch.addReceipt({ files: [jpegFile('enorme.jpg', EIGHT_MIB + 1)] });
    await expect(batch.send()).rejects.toMatchObject({
      name: 'KitError',
      code: 'payload_too_large',
      status: 413,
      user_message: 'Vos fichiers dépassent la taille maximale de 8\u00a0Mo.',
    });
    expect(batch.state).toBe('open');
    expect(batch.receipts[0]?.fileGroups[0]?.files[0]?.name).toBe('enorme.jpg');

    batch.cancel(big.uuid);
    const small = batch.addReceipt({ files: [jpegFile('petit.jpg', 1024)] });
    await expect(batch.send()).resolves.toEqual({ receipts: [expect.objectContaining({ uuid: small.uuid })] });
  });

  it('a file that is not a picture or a pdf → unsupported_file_type; the batch keeps it', async () => {
    const { kit } = await provider.signedUpKit();
    const batch = kit.getBatchUploader();
    batch.addReceipt({ files: [new File(['pas une image'], 'photo.jpg', { type: 'image/jpeg' })] });
    await expect(batch.send()).rejects.toMatchObject({ code: 'unsupported_file_type', status: 415 });
    expect(batch.state).toBe('open');
    expect(batch.receipts[0]?.fileGroups[0]?.files[0]?.name).toBe('photo.jpg');
  });

  it('uploadWithFiles sends one receipt in its own batch; uploadFileToPath stores a file under a path', async () => {
    const { kit } = await provider.signedUpKit();
    const { receipts } = await kit.uploadWithFiles({ files: [pngFile('ticket.png', 300)], eans: [SPAGHETTI_EAN] });
    expect(receipts).toEqual([expect.objectContaining({ status: 'pending', stars: 10 })]);
    const stored = await kit.uploadFileToPath('jeu/photo-produit.png', pngFile('produit.png', 400));
    expect(stored).toMatchObject({
      key: expect.stringMatching(/\.png$/),
      size: 400,
      content_type: 'image/png',
      path: 'jeu/photo-produit.png',
    });
    await expect(kit.uploadFileToPath('../dehors.png', pngFile('x.png', 64))).rejects.toMatchObject({
      code: 'invalid_parameter',
      invalid_parameter: 'path',
    });
  });
});

describe('kit ↔ sandbox: receipt operations', () => {
  async function sentReceipt(eans: string[] = [SPAGHETTI_EAN]) {
    const { kit } = await provider.signedUpKit();
    const { receipts } = await kit.uploadWithFiles({ files: [pngFile('ticket.png', 300)], eans });
    const uuid = receipts[0]?.uuid;
    if (!uuid) throw new Error('the sandbox created no receipt');
    return { kit, uuid };
  }

  async function ticketsOf(receiptUuid: string): Promise<Ticket[]> {
    const { tickets } = await provider.control<{ tickets: Ticket[] }>('GET', '/tickets');
    return tickets.filter((ticket) => ticket.receipt_uuid === receiptUuid);
  }

  it('cancels a pending receipt, then refuses to change it (receipt_not_replaceable)', async () => {
    const { kit, uuid } = await sentReceipt();
    await expect(kit.cancelReceipt(uuid)).resolves.toMatchObject({ uuid, status: 'cancelled' });
    await expect(kit.getReceipts()).resolves.toEqual([expect.objectContaining({ uuid, status: 'cancelled' })]);
    await expect(kit.skipReceiptValidation(uuid)).rejects.toMatchObject({
      code: 'receipt_not_replaceable',
      status: 400,
    });
  });

  it('skips the validation: processed at once, stars credited', async () => {
    const { kit, uuid } = await sentReceipt([TAGLIATELLE_EAN]);
    await expect(kit.skipReceiptValidation(uuid)).resolves.toMatchObject({ uuid, status: 'accepted', stars: 15 });
    await expect(kit.getStarBalance()).resolves.toBe(15);
  });

  it('shows and validates the review, claims on a receipt and reports on it (tickets stored)', async () => {
    const { kit, uuid } = await sentReceipt();
    await expect(kit.showReceiptReview(uuid)).resolves.toMatchObject({ uuid, review_state: 'shown' });
    await expect(kit.validateReceiptReview(uuid)).resolves.toMatchObject({ review_state: 'validated' });
    await expect(kit.claimOnReceipt(uuid, 'Il manque les tagliatelles')).resolves.toMatchObject({
      review_state: 'claimed',
    });
    await expect(kit.reportOnReceipt({ receiptUuid: uuid, message: 'Photo illisible' })).resolves.toEqual({
      reported: true,
    });
    await expect(ticketsOf(uuid)).resolves.toEqual([
      expect.objectContaining({ kind: 'receipt_feedback', freetext: 'Photo illisible' }),
      expect.objectContaining({ kind: 'claim_on_receipt', freetext: 'Il manque les tagliatelles' }),
    ]);
  });

  it('claims on a purchase; another user’s receipt is not_found', async () => {
    const { kit, uuid } = await sentReceipt();
    await expect(
      kit.claimOnPurchase({ purchaseId: 'achat-42', ean: SPAGHETTI_EAN, cardIdentifier: 'carte-1' }),
    ).resolves.toEqual({
      claim: {
        id: expect.any(Number),
        purchase_id: 'achat-42',
        ean: SPAGHETTI_EAN,
        card_identifier: 'carte-1',
        status: 'received',
      },
    });
    await expect(kit.claimOnPurchase({ purchaseId: 'achat-43', ean: 'abc' })).rejects.toMatchObject({
      code: 'invalid_parameter',
      invalid_parameter: 'ean',
    });
    const { kit: stranger } = await provider.signedUpKit();
    await expect(stranger.getReceipt(uuid)).rejects.toMatchObject({ code: 'not_found', status: 404 });
    await expect(stranger.cancelReceipt(uuid)).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('kit ↔ sandbox: bulk upload and the legacy receipt flow', () => {
  it('sends several receipts with one bulk_upload request, then one send_batch', async () => {
    const bus = new EventBus();
    const sent = jest.fn();
    bus.on('receipts:sent', sent);
    const { kit } = await provider.signedUpKit(bus);
    const { receipts } = await kit.bulkUploadReceipts([
      { files: [pngFile('recto.png', 1024), jpegFile('verso.jpg', 512)], eans: [SPAGHETTI_EAN] },
      { files: [jpegFile('autre.jpg', 256)], eans: [TAGLIATELLE_EAN] },
    ]);
    expect(receipts).toHaveLength(2);
    expect(receipts[0]).toMatchObject({ status: 'pending', eans: [SPAGHETTI_EAN] });
    expect(receipts[0]?.files).toHaveLength(2);
    expect(receipts[1]).toMatchObject({ status: 'pending', eans: [TAGLIATELLE_EAN] });
    expect(receipts[0]?.batch_uuid).toBe(receipts[1]?.batch_uuid);
    expect(sent).toHaveBeenCalledTimes(1);
    await expect(kit.bulkUploadReceipts([])).rejects.toMatchObject({
      code: 'invalid_parameter',
      invalid_reason: 'blank',
    });
    await expect(kit.bulkUploadReceipts([{ files: [] }])).rejects.toMatchObject({ code: 'invalid_parameter' });
  });

  it('announces a receipt with its pictures, uploads each one, and the last sends it', async () => {
    const { kit } = await provider.signedUpKit();
    const legacy = await kit.createLegacyReceipt({ eans: [SPAGHETTI_EAN], subpicturesCount: 2 });
    expect(legacy.receipt.status).toBe('awaiting_pictures');
    expect(legacy.subpictures).toHaveLength(2);
    const [first, second] = legacy.subpictures;
    const partial = await kit.uploadLegacySubpicture(first!.id, pngFile('haut.png', 512));
    expect(partial).toEqual({ subpicture: { id: first!.id, uploaded: true }, receipt: null });
    await expect(kit.uploadLegacySubpicture(first!.id, pngFile('encore.png', 256))).rejects.toMatchObject({
      code: 'receipt_not_replaceable',
    });
    const last = await kit.uploadLegacySubpicture(second!.id, jpegFile('bas.jpg', 512));
    expect(last.receipt).toMatchObject({ uuid: legacy.receipt.uuid, status: 'pending', eans: [SPAGHETTI_EAN] });
    expect(last.receipt?.files).toHaveLength(2);
    await expect(kit.createLegacyReceipt({ subpicturesCount: 11 })).rejects.toMatchObject({
      code: 'invalid_parameter',
      invalid_parameter: 'subpicturesCount',
    });
    await expect(kit.uploadLegacySubpicture(Number.NaN, pngFile('x.png', 10))).rejects.toMatchObject({
      code: 'invalid_parameter',
      invalid_parameter: 'subpictureId',
    });
  });
});
