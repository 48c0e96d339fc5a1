import type { GameInstants, GameSchedule } from 'shared-kit/contracts';
// moment-timezone without its data (`moment-timezone` itself loads every zone of the world): the one zone the schedule
// is written in is loaded below, from the package's own data.
import moment from 'moment-timezone/moment-timezone';
import zones from 'moment-timezone/data/packed/latest.json';

const PARIS = 'Europe/Paris';

moment.tz.load({
  version: zones.version,
  zones: zones.zones.filter((zone) => zone.startsWith(`${PARIS}|`)),
  links: [],
});

/** The local date-times the schedule is written in (GAME_TEASING…): seconds optional, no offset. */
const LOCAL_FORMATS = ['YYYY-MM-DDTHH:mm:ss', 'YYYY-MM-DDTHH:mm'];

/**
 * A Paris wall time as an instant (GAME-SCHEDULE-1: the schedule is Paris time, summer or winter). A time a change of
 * the clocks skips (the spring's 02:30) is read after the change, a time it repeats (the autumn's 02:30) in summer
 * time, as moment-timezone reads them.
 */
export function parisInstant(local: string, name = 'date'): number {
  const instant = moment.tz(local, LOCAL_FORMATS, true, PARIS);
  if (!instant.isValid())
    throw new Error(`${name} must be a Paris local date-time like 2025-10-01T00:00:00 (got "${local}")`);
  return instant.valueOf();
}

/**
 * The schedule's moments, computed here once and served in /config.json (`game.instants`): every page reads the phase
 * from them, so no browser needs time-zone data.
 */
export function scheduleInstants(schedule: GameSchedule): GameInstants {
  return {
    teasing: parisInstant(schedule.teasing, 'GAME_TEASING'),
    start: parisInstant(schedule.start, 'GAME_START'),
    end: parisInstant(schedule.end, 'GAME_END'),
  };
}
