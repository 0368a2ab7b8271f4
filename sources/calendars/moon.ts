// Astronomical new and full moons, by the astronomy-engine package: the
// instants when the geocentric apparent ecliptic longitudes of the Moon and the
// Sun are equal (new) or 180° apart (full), the almanacs' definition. The
// package's own SearchMoonPhase compares longitudes without the Sun's
// aberration (≈20.5″) and lands 34–46 s late; each phase is refined here.
//
// Each phase carries its instant in UTC, rounded to the nearest minute as the
// published tables give it, and `localDate`: the calendar day of that (rounded)
// instant in a given IANA time zone, by Intl, so daylight saving is followed.
// A year's phases are those whose local day falls in that year.
//
// Test (test/sources/calendars/moon.test.ts): every new and full moon of 2020
// against the USNO Astronomical Applications Department's "Phases of the Moon"
// for 2020, to within 2 minutes; 24 of the 25 agree to the minute (the 25th,
// 14 December 16:16:31 here, rounds the other way).
//
// Lunar holidays are not always on the full moon's local day. What the 2020
// calendars show (fixtures and test pin it):
// - Sri Lanka's 13 Poya days of 2020 (government gazette): 10 fall on the day
//   BEFORE the full moon's Asia/Colombo date — Duruthu Poya on 10 January for
//   the full moon of 11 January 00:51 — and 3 on that date (9 March, 7 May,
//   3 August: full moons at 23:18, 16:15 and 21:29 local). A tithi reading fits
//   12 of 13: the Poya is the first day at whose Colombo sunset the 15th tithi
//   (Moon−Sun elongation 168°→180°, the 20–26 h before the full moon) is
//   running. May 2020 is the exception: its tithi (6 May 19:45 – 7 May 16:15)
//   spans no sunset, and the Poya was 7 May. This module applies no such rule.
// - Thailand's Asalha Puja 2020 was 5 July, the full moon's Asia/Bangkok date
//   (5 July 11:44). Thai Buddhist days follow the Thai lunar calendar (the 15th
//   of the waxing 8th month), an arithmetic calendar, not this instant.
// So a Poya or a Puja is derived from `localDate` by a per-country rule checked
// against that country's published days, not taken as `localDate` itself.

import {
  Body,
  Ecliptic,
  GeoMoon,
  GeoVector,
  MakeTime,
  Search,
  SearchMoonPhase,
  type AstroTime,
} from 'astronomy-engine';
import type { CalendarEngine } from './engine.js';

export type MoonPhase = 'full' | 'new';

export interface MoonPhaseEvent {
  /** The instant in UTC, to the minute: `YYYY-MM-DDTHH:MMZ`. */
  instant: string;
  /** The calendar day of `instant` in the requested time zone: `YYYY-MM-DD`. */
  localDate: string;
}

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** The Moon−Sun ecliptic longitude difference at each phase, in degrees. */
const LONGITUDE: Record<MoonPhase, number> = { new: 0, full: 180 };

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The `YYYY-MM-DD` day of an instant in an IANA time zone (throws RangeError for an unknown zone). */
function localDateOf(ms: number, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-u-ca-gregory-nu-latn', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value);
  return `${String(part('year')).padStart(4, '0')}-${String(part('month')).padStart(2, '0')}-${String(part('day')).padStart(2, '0')}`;
}

/** The apparent Moon−Sun ecliptic longitude minus `target`, in degrees, within [−180, 180). */
function apparentPhaseOffset(time: AstroTime, target: number): number {
  const moon = Ecliptic(GeoMoon(time)).elon;
  const sun = Ecliptic(GeoVector(Body.Sun, time, true)).elon;
  return ((((moon - sun - target) % 360) + 540) % 360) - 180;
}

/** The first instant after `from` when the apparent phase angle reaches `target`. */
function searchApparentPhase(target: number, from: AstroTime): AstroTime {
  const geometric = SearchMoonPhase(target, from, 40);
  // The apparent phase comes well within a quarter of an hour of the geometric one.
  const apparent =
    geometric &&
    Search((time) => apparentPhaseOffset(time, target), geometric.AddDays(-0.01), geometric.AddDays(0.01), {
      dt_tolerance_seconds: 0.1,
    });
  if (!apparent) throw new Error(`no moon phase ${target}° within 40 days of ${from.date.toISOString()}`);
  return apparent;
}

/** Every full or new moon whose day in `timeZone` falls in `year`, in order. */
export function moonPhasesInYear(year: number, phase: MoonPhase, timeZone: string): MoonPhaseEvent[] {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) throw new RangeError(`not a supported year: ${year}`);
  const longitude = LONGITUDE[phase];
  if (longitude === undefined) throw new RangeError(`unknown moon phase "${String(phase)}"`);
  localDateOf(0, timeZone); // an unknown zone fails here, before any search
  // Time zones run from UTC−12 to UTC+14: two days either side of the UTC year cover every local year.
  const end = Date.UTC(year + 1, 0, 1) + 2 * DAY_MS;
  let from = MakeTime(new Date(Date.UTC(year, 0, 1) - 2 * DAY_MS));
  const events: MoonPhaseEvent[] = [];
  for (;;) {
    const found = searchApparentPhase(longitude, from);
    if (found.date.getTime() >= end) break;
    const ms = Math.round(found.date.getTime() / MINUTE_MS) * MINUTE_MS;
    const localDate = localDateOf(ms, timeZone);
    if (localDate.startsWith(`${year}-`))
      events.push({ instant: `${new Date(ms).toISOString().slice(0, 16)}Z`, localDate });
    // The next phase of the same kind is a synodic month (29.3–29.8 days) later.
    from = found.AddDays(20);
  }
  return events;
}

/** The engine: sets no holiday itself (the Poya and Hindu engines reckon their own tithis); its tables are checked. */
export const engine = {
  id: 'moon',
  computes: 'new and full moons (apparent longitudes) and their day in an IANA time zone',
  reference:
    "U.S. Naval Observatory, Phases of the Moon 2020 (test/fixtures/calendars/usno-moon-phases-2020.json); Sri Lanka's 2020 Poya days and Thailand's Asalha Puja 2020",
  sources: {},
  data: [],
} satisfies CalendarEngine;
