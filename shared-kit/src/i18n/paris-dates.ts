import { FRENCH_LANGUAGES } from './number-formats';
import { siteI18n } from './package-texts';

/**
 * Dates as the site shows them: in Paris time whatever the device's zone (the provider sends instants in UTC, the game's
 * schedule is Paris local time, GAME-SCHEDULE-1), in the site's language. The one date formatter of every package.
 *
 * In French, from 1996 to 2099, the date is written here as `Intl` writes it (paris-dates.test.ts holds the two equal
 * over those years, every style, both sides of each change of time): a page's first `Intl` formatter loads the
 * language's locale data, 40 to 110 ms in Chromium at CPU 4× (a fresh page each), in the middle of the hydration, and
 * the home page and the game's pages made theirs for the schedule's two dates alone. Any other language or year goes
 * through `Intl` (browsers and Node carry the zone data). Should the EU's rule of summer time change, the runtime's
 * zone data would, and the test, run against it, would fail.
 */
/** Each style's `Intl` options: what the French writer below is held equal to, and what any other language is given. */
export const PARIS_DATE_STYLES = {
  /** « 3 mars 2026 » */
  day: { day: 'numeric', month: 'long', year: 'numeric' },
  /** « 3 mars 2026 à 14:05 » */
  dayTime: { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  /** « mercredi 1 octobre 2025 à 00:00 » */
  weekdayTime: {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  },
  /** « 3 mars » */
  dayMonth: { day: 'numeric', month: 'long' },
  /** « 14:05 » */
  time: { hour: '2-digit', minute: '2-digit' },
  /** « 03/03/2026 14:05 » */
  numeric: { dateStyle: 'short', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type ParisDateStyle = keyof typeof PARIS_DATE_STYLES;

export const PARIS_TIME_ZONE = 'Europe/Paris';

/** What stands where a date is missing or unreadable. */
export const NO_DATE = '—';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: string, style: ParisDateStyle): Intl.DateTimeFormat {
  const key = `${language} ${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { ...PARIS_DATE_STYLES[style], timeZone: PARIS_TIME_ZONE });
    formatters.set(key, formatter);
  }
  return formatter;
}

const DAY_AND_MONTH = new Set(['day', 'month']);

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`: when Paris changes time (EU rule, since 1996). */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * `instant` in Paris written in French, as `Intl` writes it in `fr` (the day and its month joined by a no-break space);
 * null out of the years the EU's rule of summer time is known to hold for.
 */
function frenchParisDate(instant: number, style: ParisDateStyle): string | null {
  const year = new Date(instant).getUTCFullYear();
  if (year < 1996 || year > 2099) return null;
  const summer = instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9);
  const paris = new Date(instant + (summer ? 2 : 1) * HOUR_MS);
  const two = (value: number) => String(value).padStart(2, '0');
  const day = paris.getUTCDate();
  const month = MONTHS[paris.getUTCMonth()];
  const time = `${two(paris.getUTCHours())}:${two(paris.getUTCMinutes())}`;
  const dayMonth = `${day}\u00a0${month}`;
  switch (style) {
    case 'day':
      return `${dayMonth} ${paris.getUTCFullYear()}`;
    case 'dayTime':
      return `${dayMonth} ${paris.getUTCFullYear()} à ${time}`;
    case 'weekdayTime':
      return `${WEEKDAYS[paris.getUTCDay()]} ${dayMonth} ${paris.getUTCFullYear()} à ${time}`;
    case 'dayMonth':
      return dayMonth;
    case 'time':
      return time;
    case 'numeric':
      return `${two(day)}/${two(paris.getUTCMonth() + 1)}/${paris.getUTCFullYear()} ${time}`;
  }
}

/**
 * `when` (an instant, an ISO-8601 text or a Date) in Paris time and the language the site is in now. The day and its
 * month are read together (« 31 décembre »): the space between them does not break, so a line never ends on « 31 ».
 */
export function formatParisDate(when: number | string | Date | null | undefined, style: ParisDateStyle): string {
  if (when === null || when === undefined || when === '') return NO_DATE;
  const date = when instanceof Date ? when : new Date(when);
  if (Number.isNaN(date.getTime())) return NO_DATE;
  const language = siteI18n().language;
  const french = FRENCH_LANGUAGES.has(language) ? frenchParisDate(date.getTime(), style) : null;
  if (french !== null) return french;
  const parts = formatterFor(language, style).formatToParts(date);
  return parts
    .map((part, index) =>
      part.type === 'literal' &&
      part.value === ' ' &&
      DAY_AND_MONTH.has(parts[index - 1]?.type ?? '') &&
      DAY_AND_MONTH.has(parts[index + 1]?.type ?? '')
        ? '\u00a0'
        : part.value,
    )
    .join('');
}
