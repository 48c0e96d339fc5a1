/**
 * At logout: no receipt of this user stays in the browser. Never throws (a storage error changes nothing). The store
 * (and IndexedDB's library) loads only then: the shell's first load does not carry it.
 */
export async function clearPendingReceiptBatches(): Promise<void> {
  try {
    const { pendingBatches } = await import('./pending-batches');
    await pendingBatches().clearAll();
  } catch (error) {
    console.warn('[receipts] pending batches not cleared', error);
  }
}
