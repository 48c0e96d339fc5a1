import { starsLabel } from 'shared-ui';
import { padGrid, slugOf } from './grid';

describe('shop grid (SHOP-GRID-1)', () => {
  it.each([
    [0, 0],
    [1, 3],
    [4, 0],
    [5, 3],
    [13, 3],
    [15, 1],
  ])('pads %i goodies with %i empty cells', (count, empties) => {
    const cells = padGrid(Array.from({ length: count }, (_, index) => index));
    expect(cells.filter((cell) => cell.kind === 'empty')).toHaveLength(empties);
    expect(cells.length % 4).toBe(0);
  });

  it('keeps the goodies first, in order', () => {
    expect(padGrid(['a', 'b']).map((cell) => (cell.kind === 'item' ? cell.item : '-'))).toEqual(['a', 'b', '-', '-']);
  });
});

describe('star label (STARS-1: plural from 2, by absolute value)', () => {
  it.each([
    [0, '0 étoile'],
    [1, '1 étoile'],
    [-1, '-1 étoile'],
    [2, '2 étoiles'],
    [-2, '-2 étoiles'],
    [1200, '1\u202f200 étoiles'],
  ])('%i → %s', (count, label) => {
    expect(starsLabel(count)).toBe(label);
  });
});

describe('gift slug', () => {
  it('drops accents and punctuation', () => {
    expect(slugOf('Tablier « Chef étoilé »')).toBe('tablier-chef-etoile');
    expect(slugOf('Mug')).toBe('mug');
  });
});
