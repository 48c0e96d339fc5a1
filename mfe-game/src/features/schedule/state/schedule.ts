import moment from 'moment-timezone/moment-timezone';
import type { GameSchedule } from 'shared-kit';
import { EUROPE_PARIS_PACKED } from './europe-paris';

if (!moment.tz.zone('Europe/Paris')) moment.tz.add(EUROPE_PARIS_PACKED);

/**
 * Spec §4 Game schedule: teasing from the teasing date, running from the start until the end
 * (the end second included), discontinued after it. Before the teasing date the game page says
 * the game is coming, like the teasing state but without a date being announced yet.
 */
export type SchedulePhase = 'upcoming' | 'teasing' | 'running' | 'discontinued';

export interface ScheduleMoments {
  teasing: number;
  start: number;
  end: number;
}

/** The schedule's local Paris date-times as instants (spec §3: Paris time, summer/winter offsets). */
export function scheduleMoments(schedule: GameSchedule): ScheduleMoments {
  const at = (local: string) => moment.tz(local, moment.ISO_8601, schedule.timezone).valueOf();
  return { teasing: at(schedule.teasing), start: at(schedule.start), end: at(schedule.end) };
}

export function schedulePhase(moments: ScheduleMoments, now: number): SchedulePhase {
  if (now > moments.end) return 'discontinued';
  if (now >= moments.start) return 'running';
  if (now >= moments.teasing) return 'teasing';
  return 'upcoming';
}

export interface Countdown {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole seconds left until `target` (never negative), split for display. */
export function countdownTo(target: number, now: number): Countdown {
  const left = Math.max(0, Math.ceil((target - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

/** « mercredi 1 octobre 2025 à 00:00 », in Paris time whatever the visitor's zone. */
export function formatParisDateTime(instant: number): string {
  const parts = new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return `${value('weekday')} ${value('day')} ${value('month')} ${value('year')} à ${value('hour')}:${value('minute')}`;
}
