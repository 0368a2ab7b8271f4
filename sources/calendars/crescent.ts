// Hijri months begun by the first visibility of the new crescent at a place,
// estimated with Odeh's criterion and the astronomy-engine package.
//
// Criterion: M. Sh. Odeh, "New criterion for lunar crescent visibility",
// Experimental Astronomy 18 (2004) 39–64. At the best time, sunset + 4/9 of
// the lag (moonset − sunset, Yallop's best time), with airless topocentric
// positions:
//   ARCV  the Moon's altitude minus the Sun's (arc of vision), degrees;
//   W     the crescent's width, SD × (1 − cos ARCL), arc minutes (SD the
//         Moon's topocentric semi-diameter, ARCL the Moon–Sun elongation);
//   V = ARCV − (−0.1018 W³ + 0.7319 W² − 6.3226 W + 7.1651).
// Odeh's zones: V ≥ 5.65 visible by naked eye (A); 2 ≤ V < 5.65 visible by
// optical aid, and could be seen by naked eye in perfect conditions (B);
// −0.96 ≤ V < 2 visible by optical aid only (C); below, not visible (D).
// `odeh-naked-eye` takes zone A, `odeh-perfect-conditions` A or B,
// `odeh-optical-aid` A to C. An evening whose sunset comes before the
// conjunction, or whose Moon sets before the Sun, has no crescent.
//
// Months: the Hijri month k (1 Muharram 1 AH is k = 0) is the lunation of the
// k-th conjunction from the one that began Muharram 1444 (28 July 2022,
// 17:55 UT; 1 Muharram 1444 was 30 July 2022 in Iran and in Umm al-Qura). The
// month begins the day after the 29th evening of the month before if the
// crescent is visible that evening, else after the 30th: a month has 29 or 30
// days. The chain starts from the day after the first visible evening of the
// month LEAD_MONTHS earlier, so that a month's start depends on nothing else
// (the chain has settled well before then). The evening's date is the civil
// date of local sunset in the place's time zone (Intl); the Islamic day that
// begins at that sunset is not modelled, as in islamic.ts.
//
// MABIMS (the ministers of religion of Brunei, Indonesia, Malaysia and Singapore) judge the crescent at sunset by
// the Moon's altitude (here topocentric, with standard refraction, of its centre: within 0.2° of the figures the
// Indonesian Ministry of Religious Affairs publishes), its geocentric elongation from the Sun, and, in the 2-3-8
// criterion of 1992, its age at moonset (hours since the conjunction); `mabims` is the 2-3-8 before Ramadan 1443 AH
// and the 3-6.4 (altitude 3°, elongation 6.4°) from it (test/sources/calendars/mabims.test.ts holds it to the days
// Indonesia, Malaysia, Brunei and Singapore kept 2016–2026).
//
// Checked (test/sources/calendars/crescent.test.ts) against the month starts
// of Iran's official calendar 2001–2025 (1421–1447 AH), as its lunar holidays
// give them (test/fixtures/calendars/iran-official-lunar-holidays-2001-2025.json);
// the agreement figures are stated in the test and in sources/calendars/README.md.
// A criterion is an estimate: a month decided by sighting or decree can differ
// by a day. Standalone: nothing of the project is imported (but the engine
// interface's type); islamic.ts's engine applies it.

import {
  AngleFromSun,
  Body,
  Equator,
  EquatorFromVector,
  GeoVector,
  Horizon,
  MakeTime,
  Observer,
  RotateVector,
  Rotation_EQJ_EQD,
  SearchMoonPhase,
  SearchRiseSet,
  type AstroTime,
} from 'astronomy-engine';
import type { CalendarEngine } from './engine.js';

/** A criterion: Odeh's V or Yallop's q at the best time; MABIMS's limits at sunset; or one rule, then another. */
type CriterionRule =
  | { measure: 'v' | 'q'; least: number }
  | { measure: 'mabims'; altitude: number; elongation: number; ageHours?: number }
  | { measure: 'schedule'; before: string; from: { year: number; month: number }; after: string };

/**
 * Each criterion: the measure and the least value at which the crescent counts as seen.
 * Odeh (2004): V ≥ 5.65 zone A, ≥ 2 zone B, ≥ −0.96 zone C. Yallop (1997): q > −0.014 zones A–B (visible
 * under perfect conditions), > −0.160 A–C (may need optical aid to find it), > −0.232 A–D (will need optical aid).
 * MABIMS (the ministers of religion of Brunei, Indonesia, Malaysia and Singapore), at sunset: `mabims-2-3-8` (the
 * imkanur rukyah of 1992) the Moon's altitude at least 2° and its elongation at least 3°, or its age at moonset at
 * least 8 hours; `mabims-3-6.4` (the new criterion, decided in 2021) altitude at least 3° and elongation at least
 * 6.4°; `mabims` the first for the months before Ramadan 1443 AH (April 2022), the second from it.
 */
export const CRITERIA = {
  'odeh-naked-eye': { measure: 'v', least: 5.65 },
  'odeh-perfect-conditions': { measure: 'v', least: 2 },
  'odeh-optical-aid': { measure: 'v', least: -0.96 },
  'yallop-perfect-conditions': { measure: 'q', least: -0.014 },
  'yallop-may-need-optical-aid': { measure: 'q', least: -0.16 },
  'yallop-optical-aid': { measure: 'q', least: -0.232 },
  'mabims-2-3-8': { measure: 'mabims', altitude: 2, elongation: 3, ageHours: 8 },
  'mabims-3-6.4': { measure: 'mabims', altitude: 3, elongation: 6.4 },
  mabims: { measure: 'schedule', before: 'mabims-2-3-8', from: { year: 1443, month: 9 }, after: 'mabims-3-6.4' },
} as const satisfies Record<string, CriterionRule>;
export type CrescentCriterion = keyof typeof CRITERIA;

export interface Place {
  /** Degrees north. */
  lat: number;
  /** Degrees east. */
  lon: number;
  /** IANA time zone: the civil day of an evening. */
  zone: string;
  name?: string;
}

export interface HijriDate {
  year: number;
  /** 1 (Muharram) … 12 (Dhu al-Hijjah). */
  month: number;
  /** 1 … 30. */
  day: number;
}

/** One evening's crescent at a place. */
export interface Evening {
  /** The evening's civil date, `YYYY-MM-DD`. */
  date: string;
  /** Sunset, ISO instant. */
  sunset: string;
  /** Moonset − sunset, minutes (negative: the Moon set first). */
  lagMinutes: number;
  /** Odeh's V and Yallop's q at the best time; null when the Moon set first (the caller checks the conjunction). */
  v: number | null;
  q: number | null;
  /** At sunset (MABIMS): the Moon's topocentric altitude with refraction, and its geocentric elongation, degrees. */
  altitude: number;
  elongation: number;
  /** Moonset, ISO instant (the first after the day's sunset − 12 h). */
  moonset: string;
}

/** The Hijri years this module answers for (astronomy-engine's models are fitted to recent centuries). */
export const CRESCENT_YEARS = { first: 1300, last: 1600 } as const;
/** Months chained before the one asked for (see the header). */
export const LEAD_MONTHS = 3;

const DAY_MS = 86_400_000;
const SYNODIC_MONTH = 29.530588853;
/** The conjunction that began Muharram 1444 (k = 1443 × 12), and its month index. */
const ANCHOR = { k: 1443 * 12, ms: Date.UTC(2022, 6, 28, 17, 55) };
const MOON_RADIUS_KM = 1737.4;
const KM_PER_AU = 149_597_870.7;
const RAD = Math.PI / 180;

const monthIndex = (year: number, month: number) => (year - 1) * 12 + (month - 1);

function dayNumberOf(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (!match || new Date(ms).toISOString().slice(0, 10) !== date)
    throw new RangeError(`not a calendar date (YYYY-MM-DD): "${date}"`);
  return ms / DAY_MS;
}
const isoOf = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

function found<T>(value: T | null, what: string): T {
  if (!value) throw new Error(`astronomy-engine found no ${what}`);
  return value;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
/** The civil date of an instant in a time zone, as a day number. */
function localDayOf(ms: number, zone: string): number {
  let formatter = dayFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-u-ca-gregory-nu-latn', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    dayFormatters.set(zone, formatter);
  }
  const parts = formatter.formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((each) => each.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY_MS;
}

function checkPlace(place: Place): void {
  if (!(Math.abs(place.lat) <= 60) || !(Math.abs(place.lon) <= 180))
    throw new RangeError(`not a supported place (latitude within ±60°): ${JSON.stringify(place)}`);
  localDayOf(0, place.zone); // an unknown zone throws RangeError here
}

const placeKey = (place: Place) => `${place.lat},${place.lon},${place.zone}`;

// ── one evening ───────────────────────────────────────────────────────────────

/** Airless topocentric altitude, azimuth (degrees) and distance (AU) of a body. */
function topocentric(body: Body, time: AstroTime, observer: Observer) {
  const equatorial = Equator(body, time, observer, true, true);
  const horizontal = Horizon(time, observer, equatorial.ra, equatorial.dec);
  return { altitude: horizontal.altitude, azimuth: horizontal.azimuth, dist: equatorial.dist };
}

/** The crescent at an instant: arcs of vision (topocentric, geocentric) in degrees, width in arc minutes; airless. */
function geometry(time: AstroTime, observer: Observer) {
  const sun = topocentric(Body.Sun, time, observer);
  const moon = topocentric(Body.Moon, time, observer);
  // The Moon's geocentric direction on the observer's horizon (Yallop's ARCV is geocentric).
  const geocentric = EquatorFromVector(RotateVector(Rotation_EQJ_EQD(time), GeoVector(Body.Moon, time, true)));
  const moonGeocentric = Horizon(time, observer, geocentric.ra, geocentric.dec).altitude;
  const daz = (moon.azimuth - sun.azimuth) * RAD;
  const cosArcl =
    Math.sin(moon.altitude * RAD) * Math.sin(sun.altitude * RAD) +
    Math.cos(moon.altitude * RAD) * Math.cos(sun.altitude * RAD) * Math.cos(daz);
  const semiDiameter = (Math.asin(MOON_RADIUS_KM / (moon.dist * KM_PER_AU)) / RAD) * 60;
  return {
    arcv: moon.altitude - sun.altitude,
    arcvGeocentric: moonGeocentric - sun.altitude,
    width: semiDiameter * (1 - cosArcl),
  };
}

/** Odeh's V (2004) and Yallop's q (1997) at an instant (the best time). */
export function visibilityAt(time: AstroTime, observer: Observer): { v: number; q: number } {
  const { arcv, arcvGeocentric, width: w } = geometry(time, observer);
  const cubic = -0.1018 * w ** 3 + 0.7319 * w ** 2 - 6.3226 * w;
  return { v: arcv - (cubic + 7.1651), q: (arcvGeocentric - (cubic + 11.8371)) / 10 };
}

const evenings = new Map<string, Evening & { sunsetMs: number; moonsetMs: number }>();

/** Sunset, moonset and V on the civil date `dayNumber` at a place (the conjunction check is the caller's). */
function eveningAt(place: Place, dayNumber: number) {
  const key = `${placeKey(place)}|${dayNumber}`;
  let evening = evenings.get(key);
  if (!evening) {
    const observer = new Observer(place.lat, place.lon, 0);
    // Local mean noon of that date: the sunset after it is that evening's anywhere below ±60° latitude.
    const noon = MakeTime(new Date(dayNumber * DAY_MS + (12 - place.lon / 15) * 3_600_000));
    const sunset = found(SearchRiseSet(Body.Sun, observer, -1, noon, 1), 'sunset');
    const moonset = found(SearchRiseSet(Body.Moon, observer, -1, sunset.AddDays(-0.5), 1.5), 'moonset');
    const lagDays = moonset.ut - sunset.ut;
    const { v, q } = lagDays > 0 ? visibilityAt(sunset.AddDays((lagDays * 4) / 9), observer) : { v: null, q: null };
    const moon = Equator(Body.Moon, sunset, observer, true, true);
    evening = {
      date: isoOf(localDayOf(sunset.date.getTime(), place.zone)),
      sunset: sunset.date.toISOString(),
      sunsetMs: sunset.date.getTime(),
      lagMinutes: lagDays * 1440,
      v,
      q,
      altitude: Horizon(sunset, observer, moon.ra, moon.dec, 'normal').altitude,
      elongation: AngleFromSun(Body.Moon, sunset),
      moonset: moonset.date.toISOString(),
      moonsetMs: moonset.date.getTime(),
    };
    evenings.set(key, evening);
  }
  return evening;
}

// ── months ────────────────────────────────────────────────────────────────────

const conjunctions = new Map<number, number>();
/** The conjunction (apparent new moon, ms) that begins the Hijri month of index k. */
function conjunctionOf(k: number): number {
  let ms = conjunctions.get(k);
  if (ms === undefined) {
    const mean = ANCHOR.ms + (k - ANCHOR.k) * SYNODIC_MONTH * DAY_MS;
    ms = found(
      SearchMoonPhase(0, MakeTime(new Date(mean - 5 * DAY_MS)), 10),
      `new moon near ${new Date(mean).toISOString()}`,
    ).date.getTime();
    conjunctions.set(k, ms);
  }
  return ms;
}

/** Whether the crescent of month k is seen on the evening of `dayNumber` (never when that sunset precedes the conjunction). */
function seen(place: Place, k: number, dayNumber: number, criterion: CrescentCriterion): boolean {
  const evening = eveningAt(place, dayNumber);
  if (!(evening.sunsetMs > conjunctionOf(k))) return false;
  const rule = ruleOf(criterion, k);
  if (rule.measure === 'mabims') {
    if (evening.lagMinutes <= 0) return false;
    if (evening.altitude >= rule.altitude && evening.elongation >= rule.elongation) return true;
    return rule.ageHours !== undefined && (evening.moonsetMs - conjunctionOf(k)) / 3_600_000 >= rule.ageHours;
  }
  const value = evening[rule.measure];
  return value !== null && value >= rule.least;
}

/** The rule a criterion applies to month k (a schedule's first rule before its month, its second from it). */
function ruleOf(criterion: CrescentCriterion, k: number): Exclude<CriterionRule, { measure: 'schedule' }> {
  const rule: CriterionRule = CRITERIA[criterion];
  if (rule.measure !== 'schedule') return rule;
  const next = k < monthIndex(rule.from.year, rule.from.month) ? rule.before : rule.after;
  return ruleOf(next as CrescentCriterion, k);
}

/** The day after the first evening the crescent of month k is visible, with no month before it (day number). */
function firstVisibilityStart(place: Place, k: number, criterion: CrescentCriterion): number {
  const first = localDayOf(conjunctionOf(k), place.zone);
  for (let day = first; day <= first + 4; day++) if (seen(place, k, day, criterion)) return day + 1;
  return first + 5; // not reached below ±60° latitude: the crescent is visible within three evenings
}

const starts = new Map<string, number>();
/** The first day of month k (day number), by the 29th-evening rule chained from LEAD_MONTHS before. */
function monthStartDay(place: Place, k: number, criterion: CrescentCriterion): number {
  const key = `${placeKey(place)}|${criterion}|${k}`;
  let start = starts.get(key);
  if (start === undefined) {
    start = firstVisibilityStart(place, k - LEAD_MONTHS, criterion);
    for (let each = k - LEAD_MONTHS + 1; each <= k; each++) {
      start = seen(place, each, start + 28, criterion) ? start + 29 : start + 30;
    }
    starts.set(key, start);
  }
  return start;
}

function checkArguments(year: number, month: number, place: Place, criterion: CrescentCriterion): void {
  if (!Number.isInteger(year) || year < CRESCENT_YEARS.first || year > CRESCENT_YEARS.last)
    throw new RangeError(
      `${year} AH is outside the crescent engine's years (${CRESCENT_YEARS.first}–${CRESCENT_YEARS.last} AH)`,
    );
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new RangeError(`not a Hijri month: ${month}`);
  if (!Object.hasOwn(CRITERIA, criterion)) throw new RangeError(`unknown crescent criterion "${String(criterion)}"`);
  checkPlace(place);
}

/** The first day (`YYYY-MM-DD`, the place's civil date) of a Hijri month begun by crescent visibility at a place. */
export function crescentMonthStart(year: number, month: number, place: Place, criterion: CrescentCriterion): string {
  checkArguments(year, month, place, criterion);
  return isoOf(monthStartDay(place, monthIndex(year, month), criterion));
}

/** The Gregorian day of a Hijri date; a 30th the month lacks is a RangeError ("has no day"), never the next 1st. */
export function gregorianOfCrescent(hijri: HijriDate, place: Place, criterion: CrescentCriterion): string {
  const { year, month, day } = hijri;
  checkArguments(year, month, place, criterion);
  if (!Number.isInteger(day) || day < 1 || day > 30) throw new RangeError(`not a Hijri date: ${JSON.stringify(hijri)}`);
  const k = monthIndex(year, month);
  const start = monthStartDay(place, k, criterion);
  if (day === 30 && monthStartDay(place, k + 1, criterion) - start === 29)
    throw new RangeError(`${year}-${month} AH (crescent, ${place.name ?? placeKey(place)}) has no day 30`);
  return isoOf(start + day - 1);
}

/** The Hijri date of a Gregorian day at a place. */
export function hijriOfCrescent(date: string, place: Place, criterion: CrescentCriterion): HijriDate {
  const dayNumber = dayNumberOf(date);
  // The month whose conjunction came last before the day starts within three days after it, or the day is still in the month before.
  let k = ANCHOR.k + Math.floor((dayNumber * DAY_MS - ANCHOR.ms) / (SYNODIC_MONTH * DAY_MS)) + 1;
  while (conjunctionOf(k) > dayNumber * DAY_MS) k--;
  const year = Math.floor(k / 12) + 1;
  checkArguments(year, (k % 12) + 1, place, criterion);
  if (monthStartDay(place, k, criterion) > dayNumber) k--;
  const start = monthStartDay(place, k, criterion);
  return { year: Math.floor(k / 12) + 1, month: (k % 12) + 1, day: dayNumber - start + 1 };
}

/** One evening's crescent at a place (for the tests and the docs: sunset, lag, V). */
export function crescentEvening(date: string, place: Place): Evening {
  checkPlace(place);
  const { sunsetMs: _, moonsetMs: __, ...evening } = eveningAt(place, dayNumberOf(date));
  return evening;
}

/** The engine: applied by islamic.ts's engine to the countries reckoning.json gives the `crescent` reckoning. */
export const engine = {
  id: 'crescent',
  computes:
    "Hijri months begun by the first visibility of the new crescent at a place, by Odeh's (2004), Yallop's (1997) or MABIMS's (1992, 2021) criterion; islamic.ts's engine uses it for the countries reckoning.json gives the `crescent` reckoning",
  reference:
    "Iran's official calendar 2001–2025, its lunar holidays (test/fixtures/calendars/iran-official-lunar-holidays-2001-2025.json)",
  sources: {},
  data: [],
} satisfies CalendarEngine;
