// The rule library's conversion of local times into instants, replaced by a
// lookup in the zone's offset table (sources/library-time-zones.ts), must give
// the instant moment-timezone's parse gives: checked for every zone the
// library's countries use, at local times around each of their offset changes
// of 1999-2036 (the hours a DST change skips or repeats, midnight and the days
// beside) and on ordinary days.

import CalDate from 'caldate';
import Holidays from 'date-holidays';
import moment from 'moment-timezone';
import { describe, expect, it } from 'vitest';
import { instantIn, type LocalTime, libraryInstantIn } from '../../sources/library-time-zones.js';

const catalogue = new Holidays();
const ZONES = [
  ...new Set(Object.keys(catalogue.getCountries()).flatMap((country) => new Holidays(country).getTimezones() ?? [])),
].sort();

const FROM = Date.UTC(1999, 0, 1);
const TO = Date.UTC(2037, 0, 1);
const HOUR = 3_600_000;

/**
 * Local wall times (read as UTC) worth checking in a zone: every half hour
 * from an hour before to two and a half hours after each offset change (the
 * skipped or repeated hour), the midnights of its day and the next, and 1
 * January and 1 July of every year.
 */
function wallTimes(zone: string): number[] {
  const { untils, offsets } = moment.tz.zone(zone) as unknown as { untils: number[]; offsets: number[] };
  const times: number[] = [];
  untils.forEach((change, index) => {
    if (change < FROM || change >= TO) return;
    const wall = change - offsets[index]! * 60_000; // the local time the change happens at, before it
    for (let step = -2; step <= 5; step++) times.push(wall + step * 30 * 60_000);
    const midnight = wall - (wall % (24 * HOUR));
    times.push(midnight, midnight + 24 * HOUR);
  });
  for (let year = 1999; year < 2037; year++) times.push(Date.UTC(year, 0, 1), Date.UTC(year, 6, 1));
  return times;
}

/** caldate's declared type leaves out the fields a CalDate has. */
const localTime = (wall: number): LocalTime & { toString(): string } => {
  const date = new Date(wall);
  return new CalDate({
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  }) as unknown as LocalTime & { toString(): string };
};

describe('local times into instants', () => {
  it('the library uses some 290 zones', () => {
    expect(ZONES.length).toBeGreaterThan(250);
    expect(ZONES).toContain('America/Santiago');
  });

  it('give the instant moment-timezone gives, in every zone the library uses', () => {
    let checked = 0;
    const differences: string[] = [];
    for (const zone of ZONES) {
      for (const wall of wallTimes(zone)) {
        const local = localTime(wall);
        const fast = instantIn(local, zone)!.toISOString();
        const library = libraryInstantIn(local, zone).toISOString();
        if (fast !== library) differences.push(`${zone} ${local.toString()}: ${fast} against ${library}`);
        checked++;
      }
    }
    expect(differences.slice(0, 10)).toEqual([]);
    expect(checked).toBeGreaterThan(50_000);
  });

  it('the library holidays come out as before: New York, Santiago and Sydney', () => {
    for (const [country, year] of [
      ['US', 2025],
      ['CL', 2024],
      ['AU', 2026],
    ] as const) {
      const library = new Holidays(country);
      const zone = library.getTimezones()![0]!;
      for (const holiday of library.getHolidays(year)) {
        const start = localTime(Date.parse(`${holiday.date.replace(' ', 'T')}Z`));
        expect(holiday.start.toISOString(), `${country} ${holiday.date}`).toBe(
          libraryInstantIn(start, zone).toISOString(),
        );
      }
    }
  });

  it('leaves a zone moment-timezone does not know to the library', () => {
    expect(instantIn(localTime(Date.UTC(2025, 0, 1)), 'Nowhere/Atlantis')).toBeNull();
  });
});
