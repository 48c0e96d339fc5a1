import { pageOf } from './Pager';

describe('pageOf', () => {
  const items = Array.from({ length: 23 }, (_, index) => index + 1);

  it('cuts pages of the given size', () => {
    expect(pageOf(items, 1, 10)).toEqual({ items: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], page: 1, pages: 3 });
    expect(pageOf(items, 3, 10)).toEqual({ items: [21, 22, 23], page: 3, pages: 3 });
  });

  it('clamps a page past the end (the list shrank) and an empty list has one page', () => {
    expect(pageOf(items, 9, 10).page).toBe(3);
    expect(pageOf([], 2, 10)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
