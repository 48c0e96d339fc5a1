/** Migration 8: the address each error-reporter request came from, so one limit holds across project ids. */
export const REPORTER_ADDRESS_SCHEMA_SQL = `
  ALTER TABLE notices ADD COLUMN client_address TEXT;
  ALTER TABLE performance_stats ADD COLUMN client_address TEXT;
  CREATE INDEX notices_by_address ON notices (client_address, created_at);
  CREATE INDEX performance_stats_by_address ON performance_stats (client_address, created_at);
`;
