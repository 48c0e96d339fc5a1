import { displayPhone } from './phone';

describe('displayPhone: one way to show a phone number', () => {
  it.each([
    ['0612345678', '06 12 34 56 78'],
    ['06 12 34 56 78', '06 12 34 56 78'],
    ['06.12.34.56.78', '06 12 34 56 78'],
    ['+33 6 12 34 56 78', '+33 6 12 34 56 78'],
    ['', ''],
    [null, ''],
  ])('%s → %s', (raw, shown) => {
    expect(displayPhone(raw)).toBe(shown);
  });
});
