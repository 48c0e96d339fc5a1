/**
 * Dates as a French user reads them, in Paris time whatever the device's zone (the provider
 * sends ISO-8601 UTC, provider-sandbox/CONTRACT.md "Conventions").
 */
const DAY = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const DAY_TIME = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function parse(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** « 3 mars 2026 » */
export function frenchDate(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? DAY.format(date) : '—';
}

/** « 3 mars 2026 à 14:05 » */
export function frenchDateTime(iso: string | null | undefined): string {
  const date = parse(iso);
  return date ? DAY_TIME.format(date) : '—';
}
