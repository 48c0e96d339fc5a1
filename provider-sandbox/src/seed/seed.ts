import type { SandboxDb } from '../db/database';
import { CODES, EXPIRED_CODE_DEADLINE, PROMO_CODES } from './codes';
import { CATALOG, GOODIES } from './goodies';
import { PRODUCTS } from './products';

/** The partner the session server and the kit use by default (site config `kit.clientId`). */
export const SANDBOX_PARTNER = {
  client_id: 'la-grande-boutique-sandbox',
  name: 'La Grande Boutique',
  region: 'fr',
} as const;

/** Inserts what is missing of the seed; never touches rows that exist, so it runs at every start. */
export function seed(db: SandboxDb): void {
  db.transaction(() => {
    db.prepare('INSERT OR IGNORE INTO partners (client_id, name, region) VALUES (?, ?, ?)').run(
      SANDBOX_PARTNER.client_id,
      SANDBOX_PARTNER.name,
      SANDBOX_PARTNER.region,
    );
    db.prepare('INSERT OR IGNORE INTO catalogs (identifier, name) VALUES (?, ?)').run(CATALOG.identifier, CATALOG.name);
    const coupon = db.prepare(
      `INSERT OR IGNORE INTO coupons (identifier, catalog_identifier, position, name, description, value, key_for_display, stock, resellable_as_fidzs)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    GOODIES.forEach((goody, position) =>
      coupon.run(
        goody.identifier,
        CATALOG.identifier,
        position,
        goody.name,
        goody.description,
        goody.value,
        goody.key_for_display,
        goody.stock,
        goody.resellable_as_fidzs ? 1 : 0,
      ),
    );
    const product = db.prepare(
      'INSERT OR IGNORE INTO products (ean, identifier, position, name, brand, stars) VALUES (?, ?, ?, ?, ?, ?)',
    );
    PRODUCTS.forEach((item, position) =>
      product.run(item.ean, item.identifier, position, item.name, item.brand, item.stars),
    );
    const code = db.prepare(
      `INSERT OR IGNORE INTO codes (code, outcome, key_for_display, state, input_deadline_at, burned_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
    );
    for (const item of CODES) {
      code.run(
        item.code,
        item.outcome,
        item.key_for_display,
        item.burned ? 'burned' : 'available',
        item.outcome === 'expired' ? EXPIRED_CODE_DEADLINE : null,
        item.burned ? EXPIRED_CODE_DEADLINE : null,
      );
    }
    const promo = db.prepare('INSERT OR IGNORE INTO promo_codes (code, points, valid_until) VALUES (?, ?, ?)');
    for (const item of PROMO_CODES) promo.run(item.code, item.points, item.valid_until);
  })();
}

/** Every table, children first, so a reset honours the foreign keys. */
const RESET_ORDER = [
  'next_goals',
  'receipt_subpictures',
  'promo_code_uses',
  'promo_codes',
  'participations',
  'codes',
  'timeline_messages',
  'receipts',
  'stored_files',
  'batch_receipts',
  'batches',
  'orders',
  'earned_coupons',
  'user_informations',
  'feedbacks',
  'notices',
  'performance_stats',
  'mailbox',
  'password_resets',
  'access_tokens',
  'pot_entries',
  'transfer_payments',
  'payment_informations',
  'users',
  'coupons',
  'catalogs',
  'products',
  'partners',
];

/** Back to the seed: all users and their data go; returns the stored file paths to delete. */
export function resetToSeed(db: SandboxDb): string[] {
  const files = (db.prepare('SELECT path FROM stored_files WHERE path IS NOT NULL').all() as { path: string }[]).map(
    (row) => row.path,
  );
  db.transaction(() => {
    for (const table of RESET_ORDER) db.prepare(`DELETE FROM ${table}`).run();
  })();
  seed(db);
  return files;
}
