/** SHOP-GRID-1: the shop grid has 4 columns, padded with empty cells so the last row is full. */
export const SHOP_GRID_COLUMNS = 4;

/** `desktopOnly`: an empty cell that would only make a whole empty row on the 2-column phone grid. */
export type GridCell<T> = { kind: 'item'; item: T } | { kind: 'empty'; key: string; desktopOnly: boolean };

export const PHONE_GRID_COLUMNS = 2;

export function padGrid<T>(items: readonly T[], columns = SHOP_GRID_COLUMNS): GridCell<T>[] {
  const cells: GridCell<T>[] = items.map((item) => ({ kind: 'item', item }));
  const missing = (columns - (items.length % columns)) % columns;
  const phoneMissing = (PHONE_GRID_COLUMNS - (items.length % PHONE_GRID_COLUMNS)) % PHONE_GRID_COLUMNS;
  for (let index = 0; index < missing; index += 1) {
    cells.push({ kind: 'empty', key: `empty-${index}`, desktopOnly: index >= phoneMissing });
  }
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
