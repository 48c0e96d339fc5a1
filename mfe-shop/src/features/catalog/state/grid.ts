/** SHOP-GRID-1: the shop grid has 4 columns, padded with empty cells so the last row is full. */
export const SHOP_GRID_COLUMNS = 4;

/**
 * The empty cells pad the 4-column grid of large screens only (SHOP-GRID-1): the 2-column grid of phones hides them
 * (`EmptyCell`), an empty box at the end of a phone's list reads as a goody that did not load.
 */
export type GridCell<T> = { kind: 'item'; item: T } | { kind: 'empty'; key: string };

export function padGrid<T>(items: readonly T[], columns = SHOP_GRID_COLUMNS): GridCell<T>[] {
  const cells: GridCell<T>[] = items.map((item) => ({ kind: 'item', item }));
  const missing = (columns - (items.length % columns)) % columns;
  for (let index = 0; index < missing; index += 1) cells.push({ kind: 'empty', key: `empty-${index}` });
  return cells;
}

/** `/cadeau/{id}/{slug}`: the slug is the name, lower case, accents dropped, words joined by dashes. */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
