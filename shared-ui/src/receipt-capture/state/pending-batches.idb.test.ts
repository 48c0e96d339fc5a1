/** @jest-environment node */
import 'fake-indexeddb/auto';
import { batchFrom, fileFrom, indexedDbPendingBatches, storeBatch, type PendingBatch } from './pending-batches';

/** The browser store on IndexedDB (fake-indexeddb here): what it gives back after a reload is usable as it was. */
describe('pending receipt batches in IndexedDB', () => {
  const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'ticket.jpg', { type: 'image/jpeg' });
  const record = (user: string, page: string): PendingBatch => ({
    user,
    page,
    savedAt: Date.parse('2026-11-25T09:30:00Z'),
    nextId: 3,
    groups: [
      {
        id: 1,
        eans: ['3038350012005'],
        offerIdentifiers: [],
        files: [{ id: 2, bytes: photo, name: photo.name, type: photo.type, kind: 'image' }],
      },
    ],
    links: [[1, { uuid: 'receipt-1', signature: '[[2],["3038350012005"],[]]' }]],
    batch: storeBatch({
      uuid: 'batch-1',
      sequence: 1,
      active: [
        {
          uuid: 'receipt-1',
          capturedAt: new Date('2026-11-25T09:29:00Z'),
          eans: ['3038350012005'],
          offerIdentifiers: [],
          fileGroups: [
            { files: [photo], keys: ['cle-1'], uploaded: [{ key: 'k', size: 7, content_type: 'image/jpeg' }] as never },
          ],
        },
      ],
      cancelled: [],
    }),
  });

  it('gives the batch back with its files, names and dates, to its user and page only', async () => {
    const store = indexedDbPendingBatches();
    await store.write(record('camille@example.fr', 'declare'));
    const found = await store.read('camille@example.fr', 'declare');
    expect(found?.groups[0]?.files[0]?.name).toBe('ticket.jpg');
    const file = fileFrom(found!.groups[0]!.files[0]!);
    expect(file.name).toBe('ticket.jpg');
    expect(file.type).toBe('image/jpeg');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    const batch = batchFrom(found!.batch!);
    expect(batch.active[0]?.capturedAt.toISOString()).toBe('2026-11-25T09:29:00.000Z');
    expect(batch.active[0]?.fileGroups[0]?.files[0]?.name).toBe('ticket.jpg');
    expect(batch.active[0]?.fileGroups[0]?.uploaded).toEqual([{ key: 'k', size: 7, content_type: 'image/jpeg' }]);

    expect(await store.read('paul@example.fr', 'declare')).toBeNull();
    expect(await store.read('camille@example.fr', 'game-4')).toBeNull();
  });

  it('one per user and page: a new one replaces it; remove and clearAll empty it', async () => {
    const store = indexedDbPendingBatches();
    await store.write(record('camille@example.fr', 'declare'));
    await store.write({ ...record('camille@example.fr', 'declare'), nextId: 9 });
    await store.write(record('camille@example.fr', 'game-4'));
    expect((await store.read('camille@example.fr', 'declare'))?.nextId).toBe(9);
    await store.remove('camille@example.fr', 'declare');
    expect(await store.read('camille@example.fr', 'declare')).toBeNull();
    expect(await store.read('camille@example.fr', 'game-4')).not.toBeNull();
    await store.clearAll();
    expect(await store.read('camille@example.fr', 'game-4')).toBeNull();
  });
});
