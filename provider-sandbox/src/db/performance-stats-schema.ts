/** Migration 5: the error reporter's performance stats (routes, breakdowns, queries, queues), kept as sent. */
export const PERFORMANCE_STATS_SCHEMA_SQL = `
  CREATE TABLE performance_stats (
    id INTEGER PRIMARY KEY,
    project_id TEXT NOT NULL,
    kind TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
`;
