import { zonedLocalToInstant, zoneOffset } from './zoned-time';

const iso = (instant: number) => new Date(instant).toISOString();

describe('Paris local time through Intl (no moment-timezone on the first load)', () => {
  it('reads winter (UTC+1) and summer (UTC+2) wall times', () => {
    expect(iso(zonedLocalToInstant('2025-11-30T23:59:59', 'Europe/Paris'))).toBe('2025-11-30T22:59:59.000Z');
    expect(iso(zonedLocalToInstant('2025-10-01T00:00:00', 'Europe/Paris'))).toBe('2025-09-30T22:00:00.000Z');
    expect(iso(zonedLocalToInstant('2026-01-01T00:00', 'Europe/Paris'))).toBe('2025-12-31T23:00:00.000Z');
  });

  it('is right on both sides of the summer-time changes', () => {
    // 2025-03-30 02:00 → 03:00 and 2025-10-26 03:00 → 02:00 in Paris.
    expect(iso(zonedLocalToInstant('2025-03-30T01:59:59', 'Europe/Paris'))).toBe('2025-03-30T00:59:59.000Z');
    expect(iso(zonedLocalToInstant('2025-03-30T03:00:00', 'Europe/Paris'))).toBe('2025-03-30T01:00:00.000Z');
    expect(iso(zonedLocalToInstant('2025-10-26T01:59:59', 'Europe/Paris'))).toBe('2025-10-25T23:59:59.000Z');
    expect(iso(zonedLocalToInstant('2025-10-26T03:00:00', 'Europe/Paris'))).toBe('2025-10-26T02:00:00.000Z');
  });

  it('gives the zone offset at an instant', () => {
    expect(zoneOffset(Date.parse('2025-07-14T12:00:00Z'), 'Europe/Paris')).toBe(2 * 3600_000);
    expect(zoneOffset(Date.parse('2025-12-25T12:00:00.500Z'), 'Europe/Paris')).toBe(3600_000);
    expect(zoneOffset(Date.parse('2025-12-25T12:00:00Z'), 'UTC')).toBe(0);
  });

  it('refuses what is not a local ISO date-time', () => {
    expect(() => zonedLocalToInstant('2025-10-01T00:00:00Z', 'Europe/Paris')).toThrow(/not a local ISO/);
  });
});
