import { applyMask } from './TextField';

describe('applyMask (FORM-MASK-1: # digit, @ letter, * alphanumeric)', () => {
  it.each([
    ['## ## ## ## ##', '0612345678', '06 12 34 56 78'],
    ['## ## ## ## ##', '06.12.34.56.78', '06 12 34 56 78'],
    ['## ## ## ## ##', '06 12', '06 12'],
    ['## ## ## ## ##', '061', '06 1'],
    ['#####', '75a01x9', '75019'],
    ['#####', '7500123', '75001'],
    ['@@@', 'a1b2c', 'abc'],
    ['********', 'ab-12 cd!34', 'ab12cd34'],
    ['********', 'É9', 'É9'],
    ['#####', '', ''],
  ])('mask %s turns %s into %s', (mask, raw, expected) => {
    expect(applyMask(mask, raw)).toBe(expected);
  });
});
