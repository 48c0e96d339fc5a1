import { formatParisDate, NO_DATE } from './paris-dates';
import { siteI18n } from './package-texts';

describe('formatParisDate: the one date formatter, Paris time, the site’s language', () => {
  // 2025-10-01 00:00 in Paris (summer time, UTC+2) is still 30 September in UTC.
  const start = Date.parse('2025-09-30T22:00:00Z');

  it('writes each style in Paris time whatever the zone of the machine', () => {
    // The day and its month never split over two lines (« 1 octobre »).
    expect(formatParisDate(start, 'day')).toBe('1\u00a0octobre 2025');
    expect(formatParisDate(start, 'dayTime')).toBe('1\u00a0octobre 2025 à 00:00');
    expect(formatParisDate(start, 'weekdayTime')).toBe('mercredi 1\u00a0octobre 2025 à 00:00');
    expect(formatParisDate(start, 'dayMonth')).toBe('1\u00a0octobre');
    expect(formatParisDate(start, 'time')).toBe('00:00');
    expect(formatParisDate(start, 'numeric')).toBe('01/10/2025 00:00');
    // Winter time (UTC+1), from an ISO text as the provider sends it.
    expect(formatParisDate('2026-01-15T13:05:00Z', 'dayTime')).toBe('15\u00a0janvier 2026 à 14:05');
    expect(formatParisDate(new Date('2025-11-30T22:59:59Z'), 'day')).toBe('30\u00a0novembre 2025');
    // 23:30 UTC on 31 March is already 1 April in Paris.
    expect(formatParisDate('2026-03-31T23:30:00Z', 'day')).toBe('1\u00a0avril 2026');
  });

  it('says a missing or unreadable date with a dash', () => {
    expect([null, undefined, '', 'pas une date'].map((when) => formatParisDate(when, 'day'))).toEqual([
      NO_DATE,
      NO_DATE,
      NO_DATE,
      NO_DATE,
    ]);
  });

  it('follows the language i18next is in', async () => {
    try {
      await siteI18n().changeLanguage('en');
      expect(formatParisDate(start, 'day')).toBe('October\u00a01, 2025');
    } finally {
      await siteI18n().changeLanguage('fr');
    }
  });
});
