/**
 * A receipt sent for the game (linked to a burned code) is a proof of participation, not a loyalty declaration: it
 * earns no stars and is never « refusée » for lacking eligible products. `purpose` tells them apart; `code_id` points
 * at the code it proves.
 */
export const GAME_RECEIPTS_SCHEMA_SQL = `
  ALTER TABLE receipts ADD COLUMN purpose TEXT NOT NULL DEFAULT 'loyalty' CHECK (purpose IN ('loyalty', 'game'));
  ALTER TABLE receipts ADD COLUMN code_id INTEGER REFERENCES codes(id);
`;
