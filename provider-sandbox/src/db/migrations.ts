import { GAME_RECEIPTS_SCHEMA_SQL } from './game-receipts-schema';
import { NEXT_GOAL_SCHEMA_SQL } from './next-goal-schema';
import { ORDER_REFERENCES_SCHEMA_SQL } from './order-references-schema';
import { PERFORMANCE_STATS_SCHEMA_SQL } from './performance-stats-schema';
import { PROMO_SCHEMA_SQL } from './promo-schema';
import { PROVIDER_SCHEMA_SQL } from './provider-schema';
import { REPORTER_ADDRESS_SCHEMA_SQL } from './reporter-address-schema';
import { SUBPICTURES_SCHEMA_SQL } from './subpictures-schema';
import { UPLOAD_KEYS_SCHEMA_SQL } from './upload-keys-schema';

/**
 * Schema migrations, applied in order and recorded in `schema_migrations`. Append only: a
 * shipped migration is never edited, a new one is added.
 */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: Migration[] = [
  {
    id: 1,
    name: 'sandbox_meta',
    sql: `
      CREATE TABLE sandbox_meta (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL
      );
    `,
  },
  { id: 2, name: 'provider_schema', sql: PROVIDER_SCHEMA_SQL },
  { id: 3, name: 'promo_codes', sql: PROMO_SCHEMA_SQL },
  { id: 4, name: 'receipt_subpictures', sql: SUBPICTURES_SCHEMA_SQL },
  { id: 5, name: 'performance_stats', sql: PERFORMANCE_STATS_SCHEMA_SQL },
  { id: 6, name: 'next_goals', sql: NEXT_GOAL_SCHEMA_SQL },
  { id: 7, name: 'game_receipts', sql: GAME_RECEIPTS_SCHEMA_SQL },
  { id: 8, name: 'reporter_addresses', sql: REPORTER_ADDRESS_SCHEMA_SQL },
  { id: 9, name: 'upload_keys', sql: UPLOAD_KEYS_SCHEMA_SQL },
  { id: 10, name: 'order_references', sql: ORDER_REFERENCES_SCHEMA_SQL },
];
