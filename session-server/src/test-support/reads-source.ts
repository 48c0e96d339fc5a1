import type { ServerReadsSource } from '../provider/server-reads';

const refused = () => Promise.reject(new Error('not asked in this test'));

/** A provider for the server reads that answers only what a test gives it (the rest fails). */
export const sourceWith = (read: Partial<ServerReadsSource>): ServerReadsSource => ({
  publicCatalog: refused,
  cardSlots: refused,
  receipts: refused,
  orders: refused,
  userInformations: refused,
  playedCodes: refused,
  ...read,
});
