import { formatParisDate, NO_DATE, PARIS_DATE_STYLES, PARIS_TIME_ZONE, type ParisDateStyle } from './paris-dates';
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

describe('formatParisDate in French: written as Intl writes it, without making a formatter', () => {
  const intl = Object.fromEntries(
    Object.entries(PARIS_DATE_STYLES).map(([style, options]) => [
      style,
      new Intl.DateTimeFormat('fr', { ...options, timeZone: PARIS_TIME_ZONE }),
    ]),
  ) as Record<ParisDateStyle, Intl.DateTimeFormat>;
  /** What Intl writes, the day and its month joined as the site joins them. */
  const asIntlWrites = (instant: number, style: ParisDateStyle) =>
    intl[style]
      .format(instant)
      .replace(
        /(\d) (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)/,
        '$1\u00a0$2',
      );

  /** Every quarter of an hour from Saturday 22:00 to Sunday 03:00 UTC around the last Sunday of March and October. */
  function aroundChangesOfTime(year: number): number[] {
    const instants: number[] = [];
    for (const month of [2, 9]) {
      const lastDay = new Date(Date.UTC(year, month + 1, 0));
      const sunday = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay());
      for (let at = sunday - 2 * 3_600_000; at <= sunday + 3 * 3_600_000; at += 15 * 60_000) {
        instants.push(at - 1, at);
      }
    }
    return instants;
  }

  it('equals Intl over 1996–2099: every style, both sides of each change of time, the turn of each year', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16_807) % 2_147_483_647;
      return seed / 2_147_483_647;
    };
    const differences: string[] = [];
    for (let year = 1996; year <= 2099; year += 1) {
      const yearStart = Date.UTC(year, 0, 1);
      const instants = [
        ...aroundChangesOfTime(year),
        yearStart - 3_600_001,
        yearStart - 3_600_000,
        yearStart - 1,
        yearStart,
        ...Array.from({ length: 40 }, () => yearStart + Math.floor(random() * 365 * 86_400_000)),
      ];
      for (const instant of instants) {
        for (const style of Object.keys(PARIS_DATE_STYLES) as ParisDateStyle[]) {
          const written = formatParisDate(instant, style);
          const expected = asIntlWrites(instant, style);
          if (written !== expected)
            differences.push(`${new Date(instant).toISOString()} ${style}: ${written} ≠ ${expected}`);
        }
      }
    }
    expect(differences.slice(0, 5)).toEqual([]);
  });

  // A page's first Intl formatter loads the runtime's locale data: the schedule's dates make none.
  it('makes no Intl formatter in French from 1996 to 2099, and leaves other years to Intl', () => {
    // A copy of the module of its own: the formatters the tests above made are not kept in it.
    let formatParisDate!: typeof import('./paris-dates').formatParisDate;
    jest.isolateModules(() => {
      ({ formatParisDate } = jest.requireActual<typeof import('./paris-dates')>('./paris-dates'));
    });
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(formatParisDate('2026-10-25T00:59:59Z', 'weekdayTime')).toBe('dimanche 25\u00a0octobre 2026 à 02:59');
      expect(formatParisDate('2026-10-25T01:00:00Z', 'weekdayTime')).toBe('dimanche 25\u00a0octobre 2026 à 02:00');
      expect(formatParisDate('2027-03-28T01:00:00Z', 'time')).toBe('03:00');
      expect(made).not.toHaveBeenCalled();
      expect(formatParisDate('1990-07-14T10:00:00Z', 'dayTime')).toBe(
        asIntlWrites(Date.parse('1990-07-14T10:00:00Z'), 'dayTime'),
      );
      expect(made).toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
