// The solar Hijri engine (sources/calendars/solar-hijri.ts) against what it
// did not produce:
// - Iran's calendar authority's table of Nowruz 1206–1498 AP (1827–2119), the
//   Calendar Center of the University of Tehran's Institute of Geophysics
//   (test/fixtures/calendars/iran-nowruz-1206-1498.json): every 1 Farvardin and
//   every leap year; 1379–1414 AP (2000–2035) named on its own. Noon read as
//   12:00 at 52.5°E (UTC+03:30) fits every year, and so does the Sun's transit
//   of 52.5°E (no equinox of the table falls between the two); the Sun's
//   transit at Tehran (51.42°E) does not: 1470 AP (2091), whose equinox,
//   12:11:33 IRST, comes before Tehran's noon, yet the table begins the year
//   the next day.
// - the equinox moments ("tahvil-e sal") as announced for 1391, 1398, 1403 and
//   1404 AP: 1404's, 12:31:30 on 30 Esfand 1403 (20 March 2025), came after
//   noon, so 1404 began on 21 March and 1403 had a 30 Esfand.
// - the arithmetic calendars, as cross-checks: Birashk's 2820-year cycle (the
//   arithmetic Persian calendar of Reingold & Dershowitz) makes 1404 leap
//   instead of 1403, and so puts Nowruz 1404 on 20 March 2025, the only Nowruz
//   of 2000–2035 it misplaces; the 33-year cycle agrees with the table in every
//   year; ICU's `persian` calendar (Node 20, ICU 78: the 33-year cycle with its
//   corrections) agrees with the engine on every day of 2000–2035 and every
//   Nowruz of 1827–2123.
// - the solar Hijri holidays of Iran and Afghanistan as the rule library
//   computes them (its Jalaali arithmetic, date-holidays' IR rules and
//   countries/AF.json), 2000–2035, and as the build's golden files record them
//   (2020–2030): each is on the engine's day.
// - solar-hijri.json applied: Iran's days 2000–2035 stay where the library put
//   them, 30 Esfand is added in exactly the table's leap years (20 March 2001,
//   2005, 2009, 2013, 2017, 2021, 2025, 2030, 2034), and a row set a day off
//   is put back (each Nowruz day by its own rule).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SourceHoliday } from '../../../core/types.js';
import type { LunarDisagreement } from '../../../sources/calendars/engine.js';
import {
  daysInSolarHijriYear,
  engine,
  gregorianOfSolarHijri,
  marchEquinox,
  monthLength,
  NOON_RULES,
  nowruz,
  SOLAR_HIJRI_MONTHS,
  SOLAR_HIJRI_YEARS,
  solarHijriDaysInGregorianYear,
  solarHijriOf,
  solarHijriSchema,
} from '../../../sources/calendars/solar-hijri.js';
import { addDays } from '../../../core/dates.js';
import { DateHolidaysCountry, libraryRuleOf } from '../../../sources/date-holidays.js';
import { applyLunarDates } from '../../../sources/lunar-dates.js';
import { projectRoot } from '../../helpers.js';

const DAY_MS = 86_400_000;
const table = JSON.parse(
  readFileSync(join(projectRoot, 'test/fixtures/calendars/iran-nowruz-1206-1498.json'), 'utf8'),
) as { nowruz: Record<string, string>; leap: number[] };
const years = Object.keys(table.nowruz)
  .map(Number)
  .sort((a, b) => a - b);

/** The table's years whose Nowruz a reading of noon misplaces. */
const misplaced = (rule: (typeof NOON_RULES)[number]) =>
  years.filter((year) => nowruz(year + 621, rule) !== table.nowruz[year]);

const icu = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
function icuDate(day: string): { year: number; month: number; day: number } {
  const parts = icu.formatToParts(new Date(`${day}T12:00:00Z`));
  const part = (type: string) => Number.parseInt(parts.find((each) => each.type === type)!.value, 10);
  return { year: part('year'), month: part('month'), day: part('day') };
}

// The arithmetic calendars, for the cross-check: a year's leap rule.
const mod = (a: number, b: number) => ((a % b) + b) % b;
/** Birashk's 2820-year cycle (Reingold & Dershowitz, "arithmetic Persian"). */
const leap2820 = (year: number) => mod((mod(year - 474, 2820) + 474 + 38) * 682, 2816) < 682;
/** The 33-year cycle. */
const leap33 = (year: number) => mod(25 * year + 11, 33) < 8;

describe('the solar Hijri engine against the calendar authority', () => {
  it('gives every Nowruz of the table, 1206–1498 AP (1827–2119), by noon at 52.5°E', () => {
    expect(years.length).toBe(293);
    expect(misplaced('mean-52.5E')).toEqual([]);
    expect(misplaced('apparent-52.5E')).toEqual([]);
  });

  it("misplaces 1470 AP (2091) if noon is the Sun's transit at Tehran", () => {
    expect(misplaced('apparent-tehran')).toEqual([1470]);
    expect(nowruz(2091, 'apparent-tehran')).toBe('2091-03-20');
    expect(nowruz(2091)).toBe('2091-03-21');
    expect(table.nowruz[1470]).toBe('2091-03-21');
  });

  it('gives each Nowruz of 1379–1414 AP (2000–2035)', () => {
    const within = years.filter((year) => year >= 1379 && year <= 1414);
    expect(within).toHaveLength(36);
    expect(within.map((year) => `${year} ${nowruz(year + 621)}`)).toEqual(
      within.map((year) => `${year} ${table.nowruz[year]}`),
    );
  });

  it('has a 30th of Esfand in exactly the leap years of the table', () => {
    const leap = new Set(table.leap);
    const wrong = years
      .filter((year) => year < 1498)
      .filter((year) => (daysInSolarHijriYear(year) === 366) !== leap.has(year));
    expect(wrong).toEqual([]);
    expect(monthLength(1403, 12)).toBe(30);
    expect(monthLength(1404, 12)).toBe(29);
    expect(gregorianOfSolarHijri({ year: 1403, month: 12, day: 30 })).toBe('2025-03-20');
    expect(() => gregorianOfSolarHijri({ year: 1404, month: 12, day: 30 })).toThrow(RangeError);
  });

  it('has the equinox within 20 seconds of the moments announced, and 1404 after noon', () => {
    const announced: [number, string][] = [
      [2012, '2012-03-20T08:44:27+03:30'], // 1391: Radio Zamaneh, 19 March 2012
      [2019, '2019-03-21T01:28:27+03:30'], // 1398: Iran Press, 20 March 2019
      [2024, '2024-03-20T06:36:26+03:30'], // 1403: Eghtesad Mosbat
      [2025, '2025-03-20T12:31:30+03:30'], // 1404: SNN, Eghtesad24 (30 Esfand 1403)
    ];
    for (const [year, moment] of announced)
      expect(Math.abs(marchEquinox(year) - Date.parse(moment)), String(year)).toBeLessThan(20_000);
    expect(nowruz(2024)).toBe('2024-03-20');
    expect(nowruz(2025)).toBe('2025-03-21');
  });
});

describe('the solar Hijri engine against the arithmetic calendars', () => {
  it("parts from Birashk's 2820-year cycle at 1403/1404 AP, the only Nowruz of 2000–2035 it misplaces", () => {
    const wrong = years.filter((year) => year < 1498 && (daysInSolarHijriYear(year) === 366) !== leap2820(year));
    expect(wrong).toEqual([1209, 1210, 1242, 1243, 1403, 1404, 1436, 1437, 1469, 1470]);
    // The cycle makes 1404 leap, not 1403: its 1404 begins a day early, on 20 March 2025.
    expect(leap2820(1403)).toBe(false);
    expect(leap2820(1404)).toBe(true);
  });

  it('agrees with the 33-year cycle in every year of the table', () => {
    expect(years.filter((year) => year < 1498 && (daysInSolarHijriYear(year) === 366) !== leap33(year))).toEqual([]);
  });

  it("agrees with ICU's persian calendar on every day of 2000–2035 and every Nowruz of 1827–2123", () => {
    const wrong: string[] = [];
    for (let time = Date.UTC(2000, 0, 1); time <= Date.UTC(2035, 11, 31); time += DAY_MS) {
      const day = new Date(time).toISOString().slice(0, 10);
      const ours = solarHijriOf(day);
      const theirs = icuDate(day);
      if (ours.year !== theirs.year || ours.month !== theirs.month || ours.day !== theirs.day)
        wrong.push(`${day} ${JSON.stringify(ours)} ICU ${JSON.stringify(theirs)}`);
    }
    expect(wrong).toEqual([]);
    const nowruzWrong: number[] = [];
    for (let year = SOLAR_HIJRI_YEARS.from; year <= SOLAR_HIJRI_YEARS.to; year++) {
      const { month, day } = icuDate(nowruz(year));
      if (month !== 1 || day !== 1) nowruzWrong.push(year);
    }
    expect(nowruzWrong).toEqual([]);
  });
});

describe('the solar Hijri conversions', () => {
  it('go both ways for every day of 2000–2035', () => {
    for (let time = Date.UTC(2000, 0, 1); time <= Date.UTC(2035, 11, 31); time += DAY_MS) {
      const day = new Date(time).toISOString().slice(0, 10);
      expect(gregorianOfSolarHijri(solarHijriOf(day))).toBe(day);
    }
    expect(solarHijriOf('2025-03-20')).toEqual({ year: 1403, month: 12, day: 30 });
    expect(solarHijriOf('2025-03-21')).toEqual({ year: 1404, month: 1, day: 1 });
    expect(gregorianOfSolarHijri({ year: 1403, month: 11, day: 22 })).toBe('2025-02-10');
    expect(gregorianOfSolarHijri({ year: 1404, month: 3, day: 14 })).toBe('2025-06-04');
    expect(gregorianOfSolarHijri({ year: 1404, month: 7, day: 1 })).toBe('2025-09-23');
  });

  it('give the days of a date in a Gregorian year, none for 30 Esfand of a common year, nor for a day the year skips', () => {
    expect(solarHijriDaysInGregorianYear(1, 1, 2025)).toEqual(['2025-03-21']);
    expect(solarHijriDaysInGregorianYear(12, 30, 2025)).toEqual(['2025-03-20']);
    expect(solarHijriDaysInGregorianYear(12, 30, 2026)).toEqual([]);
    // 11 Dey was 31 December 2024 (1403 began on 20 March) and 1 January 2026: none in 2025.
    expect(solarHijriDaysInGregorianYear(10, 11, 2025)).toEqual([]);
    expect(solarHijriDaysInGregorianYear(10, 10, 2025)).toEqual(['2025-12-31']);
    expect(solarHijriDaysInGregorianYear(10, 12, 2025)).toEqual(['2025-01-01']);
  });

  it('refuse what is no date, and years out of range', () => {
    expect(() => gregorianOfSolarHijri({ year: 1404, month: 13, day: 1 })).toThrow(RangeError);
    expect(() => gregorianOfSolarHijri({ year: 1404, month: 7, day: 31 })).toThrow(RangeError);
    expect(() => solarHijriOf('2025-02-30')).toThrow(RangeError);
    expect(() => nowruz(SOLAR_HIJRI_YEARS.to + 1)).toThrow(RangeError);
    expect(() => nowruz(2025, 'noon' as never)).toThrow(RangeError);
  });
});

// The holidays of Iran and Afghanistan the rule library (date-holidays' IR, countries/AF.json) dates by the solar
// Hijri calendar: `<day> <month>`, the month by its Iranian name.
const SOLAR_RULE = new RegExp(`^(\\d{1,2}) (${SOLAR_HIJRI_MONTHS.join('|')})$`);

describe("Iran's and Afghanistan's solar Hijri holidays", () => {
  it("are each on the engine's day in the rule library, 2000–2035", () => {
    const checked: Record<string, number> = {};
    const wrong: string[] = [];
    for (const country of ['IR', 'AF']) {
      for (const row of new DateHolidaysCountry(country, { nationalOnly: true }).holidays(2000, 2035)) {
        const match = SOLAR_RULE.exec(libraryRuleOf(row) ?? '');
        if (!match || row.substitute) continue;
        const date = {
          year: 0,
          month: SOLAR_HIJRI_MONTHS.indexOf(match[2]! as (typeof SOLAR_HIJRI_MONTHS)[number]) + 1,
          day: Number(match[1]),
        };
        const days = solarHijriDaysInGregorianYear(date.month, date.day, Number(row.date.slice(0, 4)));
        checked[country] = (checked[country] ?? 0) + 1;
        if (!days.includes(row.date)) wrong.push(`${country} ${row.date} ${libraryRuleOf(row)}: engine ${days}`);
      }
    }
    expect(wrong).toEqual([]);
    // IR: 10 days a year (1–4, 12, 13 Farvardin, 14, 15 Khordad, 22 Bahman, 29 Esfand); AF: its solar days by year.
    expect(checked.IR).toBe(36 * 10);
    expect(checked.AF).toBeGreaterThan(36 * 4);
  });

  it("are each on the engine's day in the build's golden files, 2020–2030", () => {
    // The English names the golden files give the solar Hijri holidays, with their dates (and years, where not all).
    const solarDays: Record<
      string,
      Record<string, [number, number][] | { dates: [number, number][]; years: [number, number] }>
    > = {
      IR: {
        Nowruz: [
          [1, 1],
          [1, 2],
          [1, 3],
          [1, 4],
        ],
        'Islamic Republic Day': [[1, 12]],
        'Sizdah Bedar': [[1, 13]],
        "Imam Khomeini's Demise": [[3, 14]],
        'Revolt of Khordad 15': [[3, 15]],
        'Anniversary of Islamic Revolution': [[11, 22]],
        'Nationalization of the Iranian oil industry': [[12, 29]],
        'Last Day of the Year': [[12, 30]],
      },
      AF: {
        Nowruz: { dates: [[1, 1]], years: [2020, 2021] },
        'Liberation Day': [[11, 26]],
        'Mujahideen Victory Day': [[2, 8]],
        'Victory Day of the Islamic Emirate': { dates: [[5, 24]], years: [2022, 2030] },
        'Independence Day': [[5, 28]],
      },
    };
    const wrong: string[] = [];
    let checked = 0;
    for (const [country, holidays] of Object.entries(solarDays)) {
      const lines = readFileSync(join(projectRoot, `test/fixtures/golden/countries/${country}.txt`), 'utf8').split(
        '\n',
      );
      for (const [name, spec] of Object.entries(holidays)) {
        const {
          dates,
          years: [from, to],
        } = Array.isArray(spec) ? { dates: spec, years: [2020, 2030] } : spec;
        const found = lines.filter((line) => line.includes(` ${name} |`)).map((line) => line.slice(0, 10));
        const expected = [];
        for (let year = from; year <= to; year++)
          for (const [month, day] of dates) expected.push(...solarHijriDaysInGregorianYear(month, day, year));
        checked += found.length;
        if (found.join(' ') !== expected.sort().join(' '))
          wrong.push(`${country} ${name}: ${found} engine ${expected}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  });
});

describe('solar-hijri.json, applied', () => {
  const rowsOf = (country: string, from: number, to: number) =>
    new DateHolidaysCountry(country, { nationalOnly: true }).holidays(from, to);

  it("moves none of Iran's days 2000–2035 and adds 30 Esfand in the table's leap years", () => {
    const { rows, disagreements } = applyLunarDates('IR', rowsOf('IR', 2000, 2035));
    const solar = disagreements.filter((each) => each.engine === 'calendar-solar');
    expect(solar.filter((each) => each.libraryDate !== null)).toEqual([]);
    // 30 Esfand of each leap year of the table: the day before the next Nowruz.
    const expected = table.leap
      .filter((year) => year + 622 >= 2000 && year + 622 <= 2035)
      .map((year) => addDays(table.nowruz[year + 1]!, -1));
    expect(expected).toEqual([
      '2001-03-20',
      '2005-03-20',
      '2009-03-20',
      '2013-03-20',
      '2017-03-20',
      '2021-03-20',
      '2025-03-20',
      '2030-03-20',
      '2034-03-20',
    ]);
    expect(solar.map((each) => each.engineDate)).toEqual(expected);
    const added = rows.filter((row) => row.key === 'last day of the year');
    expect(added.map((row) => row.date)).toEqual(expected);
    expect(added.every((row) => row.source === 'calendar-solar' && !row.estimated && row.type === 'public')).toBe(true);
  });

  it("moves none of Afghanistan's days (it has no entry)", () => {
    const { disagreements } = applyLunarDates('AF', rowsOf('AF', 2000, 2035));
    expect(disagreements.filter((each) => each.engine === 'calendar-solar')).toEqual([]);
  });

  it('puts a row the library set a day off back on its solar Hijri day, each Nowruz day by its rule', () => {
    const original = rowsOf('IR', 2025, 2025);
    const rules = new Map<SourceHoliday, string | undefined>();
    const wrong = original.map((row) => {
      if (row.key !== 'nowruz' && row.key !== 'anniversary of islamic revolution') return row;
      const moved = { ...row, date: addDays(row.date, 1) };
      rules.set(moved, libraryRuleOf(row));
      return moved;
    });
    const disagreements: LunarDisagreement[] = [];
    const out = engine.apply({
      country: 'IR',
      rows: wrong,
      entries: engine.entriesOf('IR'),
      options: {},
      years: { from: 2025, to: 2025 },
      ruleOf: (row) => rules.get(row) ?? libraryRuleOf(row),
      disagreements,
    });
    const days = (key: string) =>
      out
        .filter((row) => row.key === key)
        .map((row) => row.date)
        .sort();
    expect(days('nowruz')).toEqual(['2025-03-21', '2025-03-22', '2025-03-23', '2025-03-24']);
    expect(days('anniversary of islamic revolution')).toEqual(['2025-02-10']);
    expect(disagreements.filter((each) => each.libraryDate !== null)).toHaveLength(5);
    expect(days('last day of the year')).toEqual(['2025-03-20']);
  });

  it('refuses an entry with a day the month never has, or an added holiday without its years', () => {
    const entry = {
      country: 'IR',
      holiday: 'Test Day',
      month: 7,
      day: 31,
      source: 'a law of twenty characters or more',
    };
    const parse = (entries: object[]) => solarHijriSchema.safeParse({ about: '', entries });
    expect(parse([entry]).success).toBe(false);
    expect(parse([{ ...entry, day: 30 }]).success).toBe(true);
    expect(parse([{ ...entry, month: 1, day: 30, days: 3 }]).success).toBe(false);
    expect(parse([{ ...entry, day: 30, add: { names: { en: 'Test Day' }, type: 'public' } }]).success).toBe(false);
    expect(
      parse([{ ...entry, day: 30, years: '2000-', add: { names: { en: 'Test Day' }, type: 'public' } }]).success,
    ).toBe(true);
  });
});
