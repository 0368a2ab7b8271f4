// Sri Lanka's Poya days (full-moon days of the Sinhala lunisolar calendar),
// by rule, with the astronomy-engine package:
// - the months are amanta lunar months (new moon to new moon, instants);
// - a month is named by the sidereal sign (Lahiri ayanamsa) the Sun enters
//   during it: entering Mesha → Bak (Chaitra), Vrishabha → Vesak, … Meena →
//   Medin; a month in which the Sun enters no sign is the leap month ("Adhi"),
//   named after the month that follows it (2020: Adhi Vap, 1 October);
// - the Poya of a month is fixed by the 15th tithi (the Moon−Sun elongation
//   running from 168° to 180°, the last ~20–26 h before the full moon): the
//   first day at whose Colombo sunset that tithi is running; when the tithi
//   spans no sunset, the day (Asia/Colombo) of the full moon itself.
//
// Checked (test/sources/calendars/poya.test.ts) against Sri Lanka's 2020
// gazette (test/fixtures/calendars/buddhist-full-moon-days-2020.json): 13 of
// 13 days and names. Without the fallback (the tithi's first day) 12 of 13
// (7 May 2020 is the one whose tithi spans no sunset); "the day before the
// full moon's Colombo date" gets 10 of 13. The fallback rests on one case:
// verify other years' no-sunset months against a gazette before trusting them.
// No clock, no network; nothing but astronomy-engine is imported.

import {
  Body,
  Ecliptic,
  GeoMoon,
  GeoVector,
  MakeTime,
  Observer,
  Search,
  SearchMoonPhase,
  SearchRiseSet,
  type AstroTime,
} from 'astronomy-engine';

export interface PoyaDay {
  /** The Sinhala month: `Duruthu`, `Navam`, `Medin`, `Bak`, `Vesak`, `Poson`, `Esala`, `Nikini`, `Binara`, `Vap`, `Il`, `Unduvap`. */
  month: string;
  /** The leap month ("Adhi <month>"), before the month of its name. */
  adhi: boolean;
  /** The Poya day, `YYYY-MM-DD` (Asia/Colombo). */
  date: string;
  /** The full moon's instant, `YYYY-MM-DDTHH:MMZ`. */
  fullMoon: string;
}

/** Sinhala month names by the sidereal sign the Sun enters in the month (0 = Mesha). */
export const SINHALA_MONTHS = [
  'Bak',
  'Vesak',
  'Poson',
  'Esala',
  'Nikini',
  'Binara',
  'Vap',
  'Il',
  'Unduvap',
  'Duruthu',
  'Navam',
  'Medin',
] as const;

const DAY_MS = 86_400_000;
/** Colombo, UTC+05:30 all year (no daylight saving since 2006; the rule is for 2000 on). */
const COLOMBO = new Observer(6.9271, 79.8612, 0);
const COLOMBO_OFFSET_MS = 5.5 * 3_600_000;

const colomboDate = (ms: number) => new Date(ms + COLOMBO_OFFSET_MS).toISOString().slice(0, 10);

function found<T>(value: T | null, what: string): T {
  if (!value) throw new Error(`astronomy-engine found no ${what}`);
  return value;
}

/** The apparent Moon−Sun elongation minus `target`, in degrees, within [−180, 180). */
function elongationOffset(time: AstroTime, target: number): number {
  const moon = Ecliptic(GeoMoon(time)).elon;
  const sun = Ecliptic(GeoVector(Body.Sun, time, true)).elon;
  return ((((moon - sun - target) % 360) + 540) % 360) - 180;
}

/** The first instant after `from` when the apparent elongation reaches `target` (refined for the Sun's aberration). */
function nextPhase(target: number, from: AstroTime): AstroTime {
  const rough = found(SearchMoonPhase(target, from, 40), `phase ${target}°`);
  return found(
    Search((time) => elongationOffset(time, target), rough.AddDays(-0.02), rough.AddDays(0.02), {
      dt_tolerance_seconds: 1,
    }),
    `apparent phase ${target}°`,
  );
}

/** Lahiri ayanamsa in degrees (linear: 23.853° at J2000, 50.29″ a year; within a minute of arc over 1950–2100). */
const ayanamsa = (time: AstroTime) => 23.853 + (50.29 / 3600) * (time.ut / 365.25);

/** The sidereal sign (0 = Mesha … 11 = Meena) the Sun is in at `time`. */
function siderealSign(time: AstroTime): number {
  const tropical = Ecliptic(GeoVector(Body.Sun, time, true)).elon;
  return Math.floor(((((tropical - ayanamsa(time)) % 360) + 360) % 360) / 30);
}

/** The Poya day of the full moon at `fullMoon`, by the 15th tithi at Colombo sunset. */
export function poyaDayOf(fullMoon: AstroTime): string {
  const tithiStart = nextPhase(168, fullMoon.AddDays(-3));
  const start = tithiStart.date.getTime();
  const end = fullMoon.date.getTime();
  // Sunsets from the tithi's start to its end: the first one inside it fixes the day.
  const sunset = SearchRiseSet(Body.Sun, COLOMBO, -1, tithiStart, 2);
  if (sunset && sunset.date.getTime() < end && sunset.date.getTime() >= start)
    return colomboDate(sunset.date.getTime());
  return colomboDate(end);
}

const years = new Map<number, PoyaDay[]>();

/** Every Poya day of a Gregorian year (12 or 13), in order, with its month's name. */
export function poyaDaysInYear(year: number): PoyaDay[] {
  if (!Number.isInteger(year) || year < 1950 || year > 2100)
    throw new RangeError(`Poya days are computed for 1950–2100, not ${year}`);
  const cached = years.get(year);
  if (cached) return cached;
  const days: PoyaDay[] = [];
  // New moons from before the year to after it: each amanta month and its full moon.
  let newMoon = nextPhase(0, MakeTime(new Date(Date.UTC(year - 1, 10, 1))));
  while (newMoon.date.getTime() < Date.UTC(year + 1, 1, 1)) {
    const next = nextPhase(0, newMoon.AddDays(20));
    const fullMoon = nextPhase(180, newMoon.AddDays(10));
    const signAtStart = siderealSign(newMoon);
    const signAtEnd = siderealSign(next);
    const entered = signAtEnd !== signAtStart;
    // The month takes the name of the sign entered in it; a month entering none is the leap month of the next name.
    const sign = entered ? signAtEnd : (signAtStart + 1) % 12;
    if (entered && signAtEnd !== (signAtStart + 1) % 12)
      throw new Error(`two sankrantis in one month at ${newMoon.date.toISOString()}`);
    const date = poyaDayOf(fullMoon);
    if (date.startsWith(`${year}-`)) {
      const ms = Math.round(fullMoon.date.getTime() / 60_000) * 60_000;
      days.push({
        month: SINHALA_MONTHS[sign]!,
        adhi: !entered,
        date,
        fullMoon: `${new Date(ms).toISOString().slice(0, 16)}Z`,
      });
    }
    newMoon = next;
  }
  years.set(year, days);
  return days;
}

/** The days between two `YYYY-MM-DD` dates (b − a). */
export const daysApart = (a: string, b: string) =>
  Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
