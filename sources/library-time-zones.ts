// The rule library turns each holiday's local start and end into an instant
// with moment-timezone: it prints the local time as text, parses it into a
// moment and formats that again (CalDate.toTimezone). That was a fifth of a
// country's build time. The same instant comes from the zone's own offset
// table in one lookup: the local time read as if UTC, plus the zone's offset
// at that local time (moment-timezone's `zone.parse`, the step its parse takes
// too). test/sources/library-time-zones.test.ts holds the two equal over
// every zone the library uses, with their DST changes.

import CalDate from 'caldate';
import moment from 'moment-timezone';

export interface LocalTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  toDate(): Date;
}

type Zone = { parse(timestamp: number): number };
const zones = new Map<string, Zone | null>();

/** moment-timezone's zone of that name, looked up once (null: not a zone it knows). */
function zoneOf(name: string): Zone | null {
  let zone = zones.get(name);
  if (zone === undefined) zones.set(name, (zone = moment.tz.zone(name)));
  return zone;
}

/** The instant of a local time in a zone, as moment-timezone's parse gives it. */
export function instantIn(local: LocalTime, timezone: string): Date | null {
  const zone = zoneOf(timezone);
  if (!zone) return null;
  const wall = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second);
  return new Date(wall + zone.parse(wall) * 60_000);
}

const libraryWay = CalDate.prototype.toTimezone as (this: LocalTime, timezone?: string) => Date;

/** The library's own conversion, kept for the test that compares the two. */
export const libraryInstantIn = (local: LocalTime, timezone: string): Date => libraryWay.call(local, timezone);

CalDate.prototype.toTimezone = function toTimezone(this: LocalTime, timezone?: string): Date {
  if (!timezone) return this.toDate();
  // A zone moment-timezone does not know goes the library's way (which warns and reads it as UTC).
  return instantIn(this, timezone) ?? libraryWay.call(this, timezone);
};
