// The Chinese engine at another meridian (chinese.ts, `{ utcOffset }`) against
// the published tables of the calendars reckoned there, never against itself:
// - UTC+9, the Korean calendar: KASI's lunar calendar 2000–2035
//   (test/fixtures/calendars/kasi-lunar-holidays-2000-2035.json) and the
//   official days of @hyunbinseo/holidays-kr (its gazette presets, 2018–2027);
// - UTC+7, the Vietnamese calendar: Tết and the Hùng Kings' day 1985 and
//   2000–2035 (test/fixtures/calendars/vietnamese-lunar-holidays-1985-2035.json).
// It pins the days where those calendars leave China's (UTC+8), and guards the
// build: KR's lunar holidays after the engines (meridians.json sets them at
// UTC+9), VN's as the library gives them (the library agrees everywhere).

import { readFileSync } from 'node:fs';
import { getHolidayPreset } from '@hyunbinseo/holidays-kr';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../core/dates.js';
import { chineseToGregorian, lunarMonths, lunarNewYear, meridiansSchema } from '../../../sources/calendars/chinese.js';
import { parseReviewed } from '../../../sources/calendars/engine.js';
import { DateHolidaysCountry } from '../../../sources/date-holidays.js';
import { applyLunarDates } from '../../../sources/lunar-dates.js';

const fixture = <T>(name: string) =>
  JSON.parse(readFileSync(new URL(`../../fixtures/calendars/${name}`, import.meta.url), 'utf8')) as T & {
    citation: string;
  };
type Days = Record<string, string>;
const kasi = fixture<{ seollal: Days; buddhasBirthday: Days; chuseok: Days }>('kasi-lunar-holidays-2000-2035.json');
const vietnam = fixture<{ tet: Days; hungKings: Days }>('vietnamese-lunar-holidays-1985-2035.json');

const KOREA = { utcOffset: 9 };
const VIETNAM = { utcOffset: 7 };
const YEARS = Array.from({ length: 36 }, (_, index) => 2000 + index);

/** A table's days computed by the engine (month, day) at a meridian, for the table's years. */
const computed = (table: Days, month: number, day: number, meridian: { utcOffset?: number }) =>
  Object.fromEntries(Object.keys(table).map((year) => [year, chineseToGregorian(Number(year), month, day, meridian)]));

/** The years (of a table's) where a meridian's day differs from China's (UTC+8). */
const departures = (table: Days, month: number, day: number, meridian: { utcOffset: number }) =>
  Object.keys(table)
    .filter(
      (year) => chineseToGregorian(Number(year), month, day, meridian) !== chineseToGregorian(Number(year), month, day),
    )
    .map(
      (year) =>
        `${year}: ${chineseToGregorian(Number(year), month, day, meridian)} (China ${chineseToGregorian(Number(year), month, day)})`,
    );

describe('the fixtures', () => {
  it('cite their sources and cover 2000–2035 (and Vietnam 1985)', () => {
    for (const table of [kasi, vietnam]) expect(table.citation.length).toBeGreaterThan(100);
    for (const days of [kasi.seollal, kasi.buddhasBirthday, kasi.chuseok])
      expect(Object.keys(days).map(Number)).toEqual(YEARS);
    for (const days of [vietnam.tet, vietnam.hungKings])
      expect(Object.keys(days).map(Number)).toEqual([1985, ...YEARS]);
  });
});

describe('UTC+9: the Korean calendar against KASI', () => {
  it('puts Seollal (1/1), Buddha’s Birthday (4/8) and Chuseok (8/15) of 2000–2035 on KASI’s days', () => {
    expect(Object.fromEntries(YEARS.map((year) => [String(year), lunarNewYear(year, KOREA)]))).toEqual(kasi.seollal);
    expect(computed(kasi.buddhasBirthday, 4, 8, KOREA)).toEqual(kasi.buddhasBirthday);
    expect(computed(kasi.chuseok, 8, 15, KOREA)).toEqual(kasi.chuseok);
  });

  it('puts them on the official days of @hyunbinseo/holidays-kr, 2018–2027 (the gazette’s presets)', async () => {
    const official: string[] = [];
    const engine: string[] = [];
    for (let year = 2018; year <= 2027; year++) {
      const preset = await getHolidayPreset(String(year));
      for (const [date, names] of Object.entries(preset))
        for (const name of names)
          if (['설날', '부처님 오신 날', '추석'].includes(name)) official.push(`${name} ${date}`);
      engine.push(
        `설날 ${lunarNewYear(year, KOREA)}`,
        `부처님 오신 날 ${chineseToGregorian(year, 4, 8, KOREA)}`,
        `추석 ${chineseToGregorian(year, 8, 15, KOREA)}`,
      );
    }
    expect(official).toHaveLength(30);
    expect(engine.sort()).toEqual(official.sort());
  });

  it('leaves China’s calendar on these days of 2000–2035, and no others', () => {
    expect(departures(kasi.seollal, 1, 1, KOREA)).toEqual([
      '2027: 2027-02-07 (China 2027-02-06)',
      '2028: 2028-01-27 (China 2028-01-26)',
    ]);
    expect(departures(kasi.buddhasBirthday, 4, 8, KOREA)).toEqual([
      '2001: 2001-05-01 (China 2001-04-30)',
      '2012: 2012-05-28 (China 2012-04-28)',
      '2023: 2023-05-27 (China 2023-05-26)',
    ]);
    expect(departures(kasi.chuseok, 8, 15, KOREA)).toEqual([]);
    // 2012: a leap month in China (after the 4th), a leap month in Korea after the 3rd.
    expect(lunarMonths(2012, KOREA).filter((month) => month.leap)).toEqual([
      { month: 3, leap: true, start: '2012-04-21', days: 30 },
    ]);
    expect(lunarMonths(2012).filter((month) => month.leap)).toEqual([
      { month: 4, leap: true, start: '2012-05-21', days: 29 },
    ]);
  });
});

describe('UTC+7: the Vietnamese calendar against its table', () => {
  it('puts Tết (1/1) and the Hùng Kings’ day (3/10) of 1985 and 2000–2035 on the published days', () => {
    expect(
      Object.fromEntries(Object.keys(vietnam.tet).map((year) => [year, lunarNewYear(Number(year), VIETNAM)])),
    ).toEqual(vietnam.tet);
    expect(computed(vietnam.hungKings, 3, 10, VIETNAM)).toEqual(vietnam.hungKings);
  });

  it('leaves China’s calendar on these days, and no others', () => {
    expect(departures(vietnam.tet, 1, 1, VIETNAM)).toEqual([
      '1985: 1985-01-21 (China 1985-02-20)',
      '2007: 2007-02-17 (China 2007-02-18)',
      '2030: 2030-02-02 (China 2030-02-03)',
    ]);
    expect(departures(vietnam.hungKings, 3, 10, VIETNAM)).toEqual(['2009: 2009-04-04 (China 2009-04-05)']);
  });
});

describe('the meridian parameter', () => {
  it('is UTC+8 when not given, and a whole number of hours', () => {
    for (const year of [1985, 2007, 2027, 2030]) expect(lunarNewYear(year, { utcOffset: 8 })).toBe(lunarNewYear(year));
    expect(() => lunarNewYear(2020, { utcOffset: 8.5 })).toThrow(RangeError);
    expect(() => lunarNewYear(2020, { utcOffset: 15 })).toThrow(RangeError);
  });
});

describe('the build’s lunar holidays of KR and VN, 2000–2035, against the tables', () => {
  const days = (rows: { date: string; names: Record<string, string>; substitute: boolean }[], name: string) =>
    rows
      .filter((row) => row.names.en === name && !row.substitute)
      .map((row) => row.date)
      .sort();
  const around = (table: Days, before: number, after: number) =>
    Object.values(table)
      .flatMap((day) => Array.from({ length: before + after + 1 }, (_, index) => addDays(day, index - before)))
      .sort();

  it('KR: Seollal’s and Chuseok’s three days and Buddha’s Birthday as KASI has them (meridians.json, UTC+9)', () => {
    const library = new DateHolidaysCountry('KR').holidays(2000, 2035).filter((row) => row.scope === null);
    const { rows, disagreements } = applyLunarDates('KR', library);
    expect(days(rows, 'Korean New Year')).toEqual(around(kasi.seollal, 1, 1));
    expect(days(rows, "Buddha's Birthday")).toEqual(around(kasi.buddhasBirthday, 0, 0));
    expect(days(rows, 'Korean Thanksgiving')).toEqual(around(kasi.chuseok, 1, 1));
    // The library's days the engine moved: Chuseok 2033 only (the library's leap month of 2033 is misplaced).
    expect(
      disagreements
        .filter((line) => line.engine === 'calendar-chinese')
        .map((line) => `${line.key} ${line.libraryDate} → ${line.engineDate}`),
    ).toEqual([
      'korean thanksgiving 2033-10-06 → 2033-09-07',
      'korean thanksgiving 2033-10-07 → 2033-09-08',
      'korean thanksgiving 2033-10-08 → 2033-09-09',
    ]);
  });

  it('VN: the library’s Tết and Hùng Kings’ day are the table’s in every year, so no engine sets them', () => {
    const library = new DateHolidaysCountry('VN').holidays(2000, 2035).filter((row) => row.scope === null);
    const table = (of: Days) => Object.entries(of).flatMap(([year, day]) => (year === '1985' ? [] : [day]));
    expect(days(library, 'Vietnamese New Year')).toEqual(table(vietnam.tet));
    expect(days(library, 'Hung Kings Commemorations')).toEqual(table(vietnam.hungKings));
    const { disagreements } = applyLunarDates('VN', library);
    expect(disagreements.filter((line) => line.engine === 'calendar-chinese')).toEqual([]);
  });
});

describe('meridians.json', () => {
  const entry = { country: 'KR', rule: 'korean', utcOffset: 9, source: 'a law and the calendar it reckons by' };
  const parse = (entries: unknown[]) => () =>
    parseReviewed('meridians.json', meridiansSchema, { about: 'test', entries });

  it('takes a cited entry, and stops on a missing citation, an offset that is not whole hours, or chinese', () => {
    expect(parse([entry])()).toEqual({ about: 'test', entries: [entry] });
    expect(parse([{ ...entry, source: undefined }])).toThrow(
      /sources\/calendars\/meridians\.json: entries\.0\.source: must cite .*\(the entry KR\)/,
    );
    expect(parse([{ ...entry, utcOffset: 9.5 }])).toThrow(/entries\.0\.utcOffset: must be the meridian/);
    expect(parse([{ ...entry, rule: 'chinese' }])).toThrow(/entries\.0\.rule: must not be chinese/);
  });
});
