import { frenchDate, frenchDateTime } from './dates';

describe('French dates in Paris time', () => {
  it('shows the Paris day, not the UTC one', () => {
    // 23:30 UTC on 31 March is already 1 April in Paris (summer time, UTC+2).
    expect(frenchDate('2026-03-31T23:30:00Z')).toBe('1 avril 2026');
  });

  it('adds the Paris time of day', () => {
    expect(frenchDateTime('2026-01-15T13:05:00Z')).toBe('15 janvier 2026 à 14:05');
  });

  it('shows a dash for a missing or broken date', () => {
    expect(frenchDate(null)).toBe('—');
    expect(frenchDateTime('pas une date')).toBe('—');
  });
});
