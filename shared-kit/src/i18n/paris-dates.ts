import { siteI18n } from './package-texts';

/**
 * Dates as the site shows them: in Paris time whatever the device's zone (the provider sends instants in UTC, the game's
 * schedule is Paris local time, GAME-SCHEDULE-1), in the site's language, from the runtime's own `Intl` (browsers and
 * Node carry the zone data). The one date formatter of every package.
 */
const STYLES = {
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

export type ParisDateStyle = keyof typeof STYLES;

export const PARIS_TIME_ZONE = 'Europe/Paris';

/** What stands where a date is missing or unreadable. */
export const NO_DATE = '—';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: string, style: ParisDateStyle): Intl.DateTimeFormat {
  const key = `${language} ${style}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { ...STYLES[style], timeZone: PARIS_TIME_ZONE });
    formatters.set(key, formatter);
  }
  return formatter;
}

const DAY_AND_MONTH = new Set(['day', 'month']);

/**
 * `when` (an instant, an ISO-8601 text or a Date) in Paris time and the language the site is in now. The day and its
 * month are read together (« 31 décembre »): the space between them does not break, so a line never ends on « 31 ».
 */
export function formatParisDate(when: number | string | Date | null | undefined, style: ParisDateStyle): string {
  if (when === null || when === undefined || when === '') return NO_DATE;
  const date = when instanceof Date ? when : new Date(when);
  if (Number.isNaN(date.getTime())) return NO_DATE;
  const parts = formatterFor(siteI18n().language, style).formatToParts(date);
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
