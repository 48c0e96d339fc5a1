import { EventBus } from '../../bus/event-bus';
import { authorizedKit, recordingTransport, TEST_USER } from '../testing/fake-transport';
import type { TransportRequest, TransportResponse } from '../transport/transport';
import type { BatchReceipt, BatchSnapshot, UploadProgress } from './batch-uploader';

const jpeg = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

/** Answers like the upload proxy: each upload reports half then all of its bytes. */
function uploadProxy(request: TransportRequest): TransportResponse {
  if (request.url.includes('/upload?')) {
    request.onUploadProgress?.(50, 100);
    request.onUploadProgress?.(100, 100);
    return { status: 201, body: { files: [{ key: 'k', size: 1, content_type: 'image/jpeg' }] } };
  }
  return { status: 201, body: { receipts: [{ uuid: 'r' }] } };
}

/** What IndexedDB gives back after a reload: new objects, new Dates, new Files with the same bytes and names. */
function afterReload(snapshot: BatchSnapshot): BatchSnapshot {
  const copy = (receipt: BatchReceipt): BatchReceipt => ({
    ...receipt,
    capturedAt: new Date(receipt.capturedAt.getTime()),
    eans: [...receipt.eans],
    offerIdentifiers: [...receipt.offerIdentifiers],
    fileGroups: receipt.fileGroups.map((group) => ({
      files: group.files.map((file) => new File([file], file.name, { type: file.type })),
      keys: [...group.keys],
      uploaded: group.uploaded ? group.uploaded.map((stored) => ({ ...stored })) : null,
    })),
  });
  return { ...snapshot, active: snapshot.active.map(copy), cancelled: snapshot.cancelled.map(copy) };
}

async function setup() {
  const bus = new EventBus();
  const transport = recordingTransport();
  const kit = await authorizedKit(transport, bus);
  transport.answerWith(uploadProxy);
  return { kit, bus, transport, batch: kit.getBatchUploader() };
}

describe('receipt batch uploader (RECEIPT-1, RECEIPT-2)', () => {
  it('opens a batch with a uuid, receipts with unique uuids from capture time and user id', async () => {
    const { kit, batch } = await setup();
    expect(batch.state).toBe('open');
    expect(batch.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(kit.getBatchUploader().uuid).not.toBe(batch.uuid);
    const capturedAt = new Date('2025-10-02T10:00:00.000Z');
    const uuids = Array.from({ length: 200 }, () => batch.addReceipt({ capturedAt }).uuid);
    expect(new Set(uuids).size).toBe(200);
    const [first] = uuids;
    // 48-bit capture time first, version 8 next (RFC 9562 custom layout).
    expect(first?.replace(/-/g, '').slice(0, 12)).toBe(capturedAt.getTime().toString(16).padStart(12, '0'));
    expect(first?.[14]).toBe('8');
  });

  it('puts the user in the uuid: the same capture time gives other uuids for another user', async () => {
    const { batch } = await setup();
    const otherTransport = recordingTransport(() => ({ status: 200, body: { user: { ...TEST_USER, id: 43 } } }));
    const other = await authorizedKit(otherTransport);
    otherTransport.answerWith(() => ({ status: 200, body: { user: { ...TEST_USER, id: 43 } } }));
    await other.authorizeUserWithToken('token-43');
    const capturedAt = new Date('2025-10-02T10:00:00.000Z');
    const mine = batch.addReceipt({ capturedAt }).uuid.replace(/-/g, '');
    const theirs = other.getBatchUploader().addReceipt({ capturedAt }).uuid.replace(/-/g, '');
    expect(mine.slice(0, 12)).toBe(theirs.slice(0, 12));
    expect(mine.slice(16, 24)).not.toBe(theirs.slice(16, 24));
  });

  it('cancel moves a receipt to the cancelled list; an unknown uuid is an invalid parameter', async () => {
    const { batch } = await setup();
    const kept = batch.addReceipt({ files: [jpeg('a.jpg', 10)] });
    const dropped = batch.addReceipt({ files: [jpeg('b.jpg', 10)] });
    batch.cancel(dropped.uuid);
    expect(batch.receipts.map((receipt) => receipt.uuid)).toEqual([kept.uuid]);
    expect(batch.cancelledUuids).toEqual([dropped.uuid]);
    expect(() => batch.cancel('not-in-this-batch')).toThrow(
      expect.objectContaining({ code: 'invalid_parameter', invalid_parameter: 'uuid', invalid_reason: 'unknown' }),
    );
    expect(() => batch.cancel(dropped.uuid)).toThrow(expect.objectContaining({ code: 'invalid_parameter' }));
  });

  it('holds file groups per receipt and checks them as KIT-3 says', async () => {
    const { batch } = await setup();
    const receipt = batch.addReceipt({ files: [jpeg('p1.jpg', 4)] });
    batch.addFiles(receipt.uuid, [jpeg('p2.jpg', 4), jpeg('p3.jpg', 4)]);
    expect(receipt.fileGroups.map((group) => group.files.length)).toEqual([1, 2]);
    expect(() => batch.addFiles(receipt.uuid, [])).toThrow(
      expect.objectContaining({ invalid_parameter: 'files', invalid_reason: 'blank' }),
    );
    expect(() => batch.addFiles('nope', [jpeg('x.jpg', 1)])).toThrow(
      expect.objectContaining({ invalid_parameter: 'uuid' }),
    );
  });

  it('sends: uploads every file group with progress, then send_batch, then emits receipts:sent', async () => {
    const { batch, bus, transport } = await setup();
    const sent = jest.fn();
    bus.on('receipts:sent', sent);
    const first = batch.addReceipt({ files: [jpeg('a.jpg', 100)], eans: ['3017620422003'] });
    batch.addFiles(first.uuid, [jpeg('b.jpg', 300)]);
    const second = batch.addReceipt({ files: [jpeg('c.jpg', 600)] });
    const cancelled = batch.addReceipt({ files: [jpeg('d.jpg', 5)] });
    batch.cancel(cancelled.uuid);
    const progress: UploadProgress[] = [];
    batch.onProgress((event) => progress.push(event));

    await expect(batch.send()).resolves.toEqual({ receipts: [{ uuid: 'r' }] });

    expect(batch.state).toBe('sent');
    const [up1, up2, up3, send] = transport.requests;
    expect([up1, up2, up3].map((request) => request?.url)).toEqual(
      Array(3).fill('http://upload.test/upload?access_token=token-42'),
    );
    expect(up1?.form?.get('receipt_uuid')).toBe(first.uuid);
    expect(up1?.form?.get('batch_uuid')).toBe(batch.uuid);
    expect(up1?.form?.get('eans')).toBe('["3017620422003"]');
    expect(up2?.form?.getAll('files')).toHaveLength(1);
    expect(up3?.form?.get('receipt_uuid')).toBe(second.uuid);
    expect(send?.url).toBe('http://upload.test/send_batch?access_token=token-42');
    expect(send?.json).toEqual({
      batch_uuid: batch.uuid,
      receipt_uuids: [first.uuid, second.uuid],
      cancelled_uuids: [],
      create_receipts: true,
    });
    expect(progress.map((event) => event.loaded)).toEqual([50, 100, 100, 250, 400, 400, 700, 1000, 1000]);
    expect(progress.every((event) => event.total === 1000)).toBe(true);
    expect(sent).toHaveBeenCalledWith({ batchUuid: batch.uuid, receiptUuids: [first.uuid, second.uuid] }, 'this-tab');
  });

  it('refuses a second send while sending, and any send or change once sent', async () => {
    const { batch, transport } = await setup();
    let release: () => void = () => undefined;
    transport.answerWith((request) =>
      request.url.includes('/upload?')
        ? new Promise((resolve) => (release = () => resolve(uploadProxy(request))))
        : uploadProxy(request),
    );
    batch.addReceipt({ files: [jpeg('a.jpg', 10)] });
    const sending = batch.send();
    expect(batch.state).toBe('sending');
    await expect(batch.send()).rejects.toMatchObject({
      code: 'BATCH_IS_BEING_SENT',
      debug_message: 'this batch is being sent',
    });
    expect(() => batch.addReceipt()).toThrow(expect.objectContaining({ code: 'BATCH_IS_BEING_SENT' }));
    await Promise.resolve();
    release();
    await sending;
    await expect(batch.send()).rejects.toMatchObject({
      code: 'BATCH_IS_ALREADY_SENT',
      debug_message: 'this batch has already been sent, ask for another one with getBatchUploader',
    });
    expect(() => batch.cancel('x')).toThrow(expect.objectContaining({ code: 'BATCH_IS_ALREADY_SENT' }));
  });

  it('a failed upload leaves the batch open with its files; the retry uploads only what is missing', async () => {
    const { batch, transport } = await setup();
    const first = batch.addReceipt({ files: [jpeg('a.jpg', 10)] });
    const second = batch.addReceipt({ files: [jpeg('b.jpg', 10)] });
    let uploads = 0;
    transport.answerWith((request) => {
      if (request.url.includes('/upload?') && ++uploads === 2)
        return { status: 413, body: { code: 'payload_too_large' } };
      return uploadProxy(request);
    });
    await expect(batch.send()).rejects.toMatchObject({ code: 'payload_too_large' });
    expect(batch.state).toBe('open');
    expect(batch.receipts.map((receipt) => receipt.fileGroups[0]?.files[0]?.name)).toEqual(['a.jpg', 'b.jpg']);

    transport.requests.length = 0;
    await batch.send();
    expect(transport.requests.map((request) => request.form?.get('receipt_uuid') ?? 'send_batch')).toEqual([
      second.uuid,
      'send_batch',
    ]);
    expect(first.fileGroups[0]?.uploaded).not.toBeNull();
  });

  it('a batch interrupted mid-upload resumes from its snapshot (after a reload) and ends as an uninterrupted one', async () => {
    const { kit, batch, transport } = await setup();
    const receipts = ['a.jpg', 'b.jpg', 'c.jpg'].map((name) => batch.addReceipt({ files: [jpeg(name, 10)] }));
    const dropped = batch.addReceipt({ files: [jpeg('d.jpg', 10)] });
    const uploaded = jest.fn();
    batch.onUploaded(uploaded);
    let uploads = 0;
    transport.answerWith((request) => {
      // The connection drops after the first photo reached the proxy.
      if (request.url.includes('/upload?') && ++uploads > 1) return Promise.reject(new TypeError('offline'));
      return uploadProxy(request);
    });
    batch.cancel(receipts[1]?.uuid ?? '');
    await expect(batch.send()).rejects.toMatchObject({ code: 'CONNECTION_FAILED' });
    expect(uploaded).toHaveBeenCalledTimes(1);

    const kept = afterReload(batch.snapshot());
    const resumed = kit.getBatchUploader(kept);
    expect(resumed.uuid).toBe(batch.uuid);
    expect(resumed.receipts.map((receipt) => receipt.uuid)).toEqual([
      receipts[0]?.uuid,
      receipts[2]?.uuid,
      dropped.uuid,
    ]);
    transport.answerWith(uploadProxy);
    transport.requests.length = 0;
    await resumed.send();
    const sent = transport.requests.map((request) => request.form?.get('receipt_uuid') ?? request.url.split('?')[0]);
    // Only what never reached the proxy is uploaded; one send_batch with the first batch's uuids.
    expect(sent).toEqual([receipts[2]?.uuid, dropped.uuid, 'http://upload.test/send_batch']);
    expect(transport.requests.at(-1)?.json).toMatchObject({
      batch_uuid: batch.uuid,
      receipt_uuids: [receipts[0]?.uuid, receipts[2]?.uuid, dropped.uuid],
      cancelled_uuids: [],
    });
    expect(resumed.state).toBe('sent');
  });

  it('sends each file with its key in the batch, the same after a reload: the provider replaces, never adds', async () => {
    const { kit, batch, transport } = await setup();
    const long = batch.addReceipt({ files: [jpeg('haut.jpg', 10), jpeg('bas.jpg', 10)] });
    batch.addFiles(long.uuid, [jpeg('suite.jpg', 10)]);
    // The upload reaches the proxy but its answer is lost, retried or not (the page is then reloaded).
    transport.answerWith((request) =>
      request.url.includes('/upload?') ? Promise.reject(new TypeError('answer lost')) : uploadProxy(request),
    );
    await expect(batch.send()).rejects.toMatchObject({ code: 'CONNECTION_FAILED' });
    const keysSent = (from: number) =>
      transport.requests
        .slice(from)
        .flatMap((request) => (request.form ? [JSON.parse(String(request.form.get('file_keys'))) as string[]] : []));
    const first = keysSent(0);
    // The kit's own retries of a connection failure send the same keys.
    expect(first.length).toBeGreaterThan(1);
    expect(new Set(first.map((keys) => keys.join()))).toEqual(new Set([first[0]?.join()]));
    expect(first[0]).toHaveLength(2);

    const sentBefore = transport.requests.length;
    transport.answerWith(uploadProxy);
    await kit.getBatchUploader(afterReload(batch.snapshot())).send();
    const resumed = keysSent(sentBefore);
    expect(resumed).toHaveLength(2);
    expect(resumed[0]).toEqual(first[0]);
    expect(resumed[1]).toHaveLength(1);
    expect(new Set(resumed.flat()).size).toBe(3);
  });

  it('bulk upload names each receipt’s file keys in its manifest', async () => {
    const { batch, transport } = await setup();
    const receipt = batch.addReceipt({ files: [jpeg('a.jpg', 10), jpeg('b.jpg', 10)] });
    transport.answerWith((request) =>
      request.url.includes('/bulk_upload?')
        ? {
            status: 201,
            body: {
              files: [
                { key: 'k1', size: 1, content_type: 'image/jpeg' },
                { key: 'k2', size: 1, content_type: 'image/jpeg' },
              ],
            },
          }
        : uploadProxy(request),
    );
    await batch.send({ bulk: true });
    const manifest = JSON.parse(String(transport.requests[0]?.form?.get('manifest'))) as { file_keys: string[] }[];
    expect(manifest[0]?.file_keys).toEqual(receipt.fileGroups[0]?.keys);
    expect(manifest[0]?.file_keys).toHaveLength(2);
  });

  it('a resumed batch does not add a receipt uuid that the interrupted one had given', async () => {
    const { kit, batch } = await setup();
    const first = batch.addReceipt({ files: [jpeg('a.jpg', 10)], capturedAt: new Date('2026-11-25T10:00:00Z') });
    const resumed = kit.getBatchUploader(afterReload(batch.snapshot()));
    const next = resumed.addReceipt({ files: [jpeg('b.jpg', 10)], capturedAt: new Date('2026-11-25T10:00:00Z') });
    expect(next.uuid).not.toBe(first.uuid);
  });

  it('tells send_batch about a cancelled receipt whose files reached the proxy in a failed send', async () => {
    const { batch, transport } = await setup();
    const uploaded = batch.addReceipt({ files: [jpeg('a.jpg', 10)] });
    const kept = batch.addReceipt({ files: [jpeg('b.jpg', 10)] });
    let uploads = 0;
    transport.answerWith((request) =>
      request.url.includes('/upload?') && ++uploads === 2 ? { status: 503, body: null } : uploadProxy(request),
    );
    await expect(batch.send()).rejects.toMatchObject({ code: 'SERVER_ERROR' });
    batch.cancel(uploaded.uuid);
    await batch.send();
    expect(transport.requests.at(-1)?.json).toMatchObject({
      receipt_uuids: [kept.uuid],
      cancelled_uuids: [uploaded.uuid],
    });
  });

  it('a batch the provider already closed (an earlier answer lost) counts as sent, with its receipts read back', async () => {
    const { batch, bus, transport } = await setup();
    const sent = jest.fn();
    bus.on('receipts:sent', sent);
    const receipt = batch.addReceipt({ files: [jpeg('a.jpg', 10)] });
    transport.answerWith((request) => {
      if (request.url.includes('/send_batch'))
        return { status: 409, body: { code: 'batch_is_already_sent', user_message: 'Cet envoi a déjà été effectué.' } };
      if (request.url.includes('/pending_receipts')) {
        return {
          status: 200,
          body: {
            receipts: [
              { uuid: receipt.uuid, batch_uuid: batch.uuid },
              { uuid: 'autre', batch_uuid: 'autre-lot' },
            ],
          },
        };
      }
      return uploadProxy(request);
    });
    await expect(batch.send()).resolves.toEqual({ receipts: [{ uuid: receipt.uuid, batch_uuid: batch.uuid }] });
    expect(batch.state).toBe('sent');
    expect(sent).toHaveBeenCalledWith({ batchUuid: batch.uuid, receiptUuids: [receipt.uuid] }, 'this-tab');
    await expect(batch.send()).rejects.toMatchObject({ code: 'BATCH_IS_ALREADY_SENT' });
  });

  it('refuses to send an empty batch or a receipt without files, before any request', async () => {
    const { batch, transport } = await setup();
    await expect(batch.send()).rejects.toMatchObject({ code: 'invalid_parameter', invalid_parameter: 'receipts' });
    const bare = batch.addReceipt();
    await expect(batch.send()).rejects.toMatchObject({
      code: 'invalid_parameter',
      invalid_parameter: 'files',
      invalid_misc: bare.uuid,
    });
    expect(batch.state).toBe('open');
    expect(transport.requests).toHaveLength(0);
  });

  it('uploadWithFiles sends one receipt in its own batch', async () => {
    const { kit, transport } = await setup();
    transport.requests.length = 0;
    await kit.uploadWithFiles({ files: [jpeg('a.jpg', 3)], offerIdentifiers: ['offer-1'] });
    expect(transport.requests.map((request) => new URL(request.url).pathname)).toEqual(['/upload', '/send_batch']);
    expect(transport.requests[0]?.form?.get('offer_identifiers')).toBe('["offer-1"]');
  });
});
