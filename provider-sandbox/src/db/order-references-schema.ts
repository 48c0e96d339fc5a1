/**
 * Migration 10: the order a unit belongs to (`order_reference`, CONTRACT.md « Shop »). The kit orders a basket one unit
 * at a time (SHOP-ORDER-2); the units of one basket order carry the same reference, so the orders list and the
 * « commande enregistrée » message can speak of one order with its quantities.
 */
export const ORDER_REFERENCES_SCHEMA_SQL = `
  ALTER TABLE orders ADD COLUMN order_reference TEXT;
  ALTER TABLE timeline_messages ADD COLUMN order_reference TEXT;
  CREATE INDEX orders_reference ON orders (user_id, order_reference) WHERE order_reference IS NOT NULL;
`;
