// The Khmer lunisolar calendar (sources/calendars/khmer.ts) against the days Cambodia's and
// Laos's governments announced: the dated rules of countries/KH.json and countries/LA.json
// (2020-2026, each cited to the year's list) and the earlier lists of
// test/fixtures/calendars/khmer-lao-holidays.json (Cambodia 2014-2020, Laos 2011-2019).
// Never the engine's own output.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../../core/dates.js';
import { parseReviewed } from '../../../sources/calendars/engine.js';
import {
  gregorianOfKhmer,
  KHMER_DAYS,
  KHMER_YEARS,
  khmerDays,
  khmerEntries,
  khmerOf,
  khmerSchema,
  khmerYearType,
  type KhmerDay,
} from '../../../sources/calendars/khmer.js';
import { DateHolidaysCountry } from '../../../sources/date-holidays.js';
import { applyLunarDates, ENGINES, optionsOf } from '../../../sources/lunar-dates.js';

const read = (path: string) => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
type Rule = { rule: string; names: { en: string } };

/** A holiday's English name in the country's rules → the engine's day. */
const NAMES: Record<string, Record<string, KhmerDay>> = {
  KH: {
    'Meak Bochea Day': 'meak-bochea',
    'Khmer New Year': 'sangkran',
    'Visak Bochea Day': 'visak-bochea',
    'Royal Ploughing Ceremony': 'royal-ploughing',
    'Pchum Ben': 'pchum-ben',
    'Water Festival': 'water-festival',
  },
  LA: { 'Lao New Year': 'sangkran' },
};

interface Announced {
  country: string;
  year: number;
  day: KhmerDay;
  days: string[];
  source: string;
}

const span = (first: string, count: number) => Array.from({ length: count }, (_, index) => addDays(first, index));

/** The dated rules of a country's lunar holidays: `2024-04-13 P4D` → 13-16 April 2024. */
function datedRules(country: string): Announced[] {
  const rules = (read(`../../../countries/${country}.json`) as { holidays: Rule[] }).holidays;
  return rules.flatMap(({ rule, names }) => {
    const match = /^(\d{4})-(\d{2}-\d{2})(?: P(\d)D)?$/.exec(rule);
    const day = NAMES[country]![names.en];
    if (!match || !day) return [];
    const first = `${match[1]}-${match[2]}`;
    return [{ country, year: Number(match[1]), day, days: span(first, Number(match[3] ?? 1)), source: rule }];
  });
}

const fixture = read('../../fixtures/calendars/khmer-lao-holidays.json') as Record<
  string,
  Record<string, { source: string; days: Partial<Record<KhmerDay, string | [string, number]>> }>
>;
/** The earlier lists: a single day (the first of a several-day holiday), or the New Year's first day and length. */
const earlier: Announced[] = ['KH', 'LA'].flatMap((country) =>
  Object.entries(fixture[country]!).flatMap(([year, { source, days }]) =>
    Object.entries(days).map(([day, value]) => ({
      country,
      year: Number(year),
      day: day as KhmerDay,
      days: Array.isArray(value) ? span(value[0], value[1]) : [value!],
      source,
    })),
  ),
);

/** The engine's days, as long as the announced span (a single announced day of a three-day holiday: its first). */
const engineDays = ({ day, year, days }: Announced) =>
  day === 'sangkran' ? [...khmerDays(day, year)] : khmerDays(day, year).slice(0, days.length);
const misses = (announced: Announced[]) =>
  announced
    .filter((each) => JSON.stringify(engineDays(each)) !== JSON.stringify(each.days))
    .map((each) => [each.country, each.year, each.day, each.days, engineDays(each)]);

describe("Khmer calendar (calendars/khmer.ts) against Cambodia's announced days", () => {
  const kh = datedRules('KH');

  it("gives every lunar holiday of countries/KH.json's dated rules 2015-2026: 60 of 60 (all days of each)", () => {
    // The lists 2020-2026 (Visak Bochea, the Royal Ploughing Ceremony, Pchum Ben, the Water Festival 7 each; the New
    // Year 2021-2026) and the sub-decrees' days of 2015-2019: Meak Bochea, Pchum Ben and the Water Festival 2015-2019
    // (the National Bank of Cambodia's lists 2015-2018, the ECCC's list of 2019), the 2019 list's other three; and
    // the days kept in 2015-2018 (the Ministry of Labour's New Year notifications of 2016 and 2018, the Royal
    // Ploughing Ceremony as held in 2015, 2016 and 2018, Visak Bochea 2015, 2017 and 2018).
    expect(kh).toHaveLength(60);
    expect(misses(kh)).toEqual([]);
    // The New Year of four days (two days of Virak Vanabat) in 2016 and 2024 and three in the others (2016 and 2018
    // the Ministry of Labour's notifications, 2019 the ECCC's list).
    expect(kh.filter(({ day }) => day === 'sangkran').map(({ year, days }) => [year, days[0], days.length])).toEqual([
      [2016, '2016-04-13', 4],
      [2018, '2018-04-14', 3],
      [2019, '2019-04-14', 3],
      [2021, '2021-04-14', 3],
      [2022, '2022-04-14', 3],
      [2023, '2023-04-14', 3],
      [2024, '2024-04-13', 4],
      [2025, '2025-04-14', 3],
      [2026, '2026-04-14', 3],
    ]);
  });

  it("gives every day of the earlier lists (2014-2020): 20 of 20, Meak Bochea's included", () => {
    const cambodia = earlier.filter(({ country }) => country === 'KH');
    expect(cambodia).toHaveLength(20);
    expect(misses(cambodia)).toEqual([]);
  });

  it("does not give Thailand's days: Visak Bochea 26 April 2021 (Thailand's Visakha Bucha 26 May)", () => {
    expect(khmerDays('visak-bochea', 2021)).toEqual(['2021-04-26']);
    expect(khmerDays('royal-ploughing', 2021)).toEqual(['2021-04-30']);
  });
});

describe("Khmer calendar's New Year against Laos's notices of Pi Mai Lao", () => {
  it('gives 8 of 10 notices (2011, 2016, 2019-2026); the two others named', () => {
    const before = earlier.filter(({ country }) => country === 'LA');
    // countries/LA.json holds the notices of 2011, 2016 and 2019 as dated rules too: the same days as the fixture.
    for (const notice of before)
      expect(datedRules('LA').find(({ year }) => year === notice.year)?.days, String(notice.year)).toEqual(notice.days);
    const laos = [...before, ...datedRules('LA').filter(({ year }) => !before.some((each) => each.year === year))];
    expect(laos.map(({ year }) => year)).toEqual([2011, 2016, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]);
    expect(misses(laos)).toEqual([
      // 2011: the notice kept 13-15 April, a day before the arithmetic's Sangkran (14 April).
      ['LA', 2011, 'sangkran', ['2011-04-13', '2011-04-14', '2011-04-15'], ['2011-04-14', '2011-04-15', '2011-04-16']],
      // 2022: 14-16 April, and Wednesday 13 April in lieu of Saturday 16 April (the notice of 23 March 2022).
      [
        'LA',
        2022,
        'sangkran',
        ['2022-04-13', '2022-04-14', '2022-04-15', '2022-04-16'],
        ['2022-04-14', '2022-04-15', '2022-04-16'],
      ],
    ]);
  });
});

describe('Khmer calendar arithmetic', () => {
  it('counts the days continuously: each year from Bos is 354, 355 or 384 days, and every day reads back', () => {
    for (let year = 1990; year <= 2060; year++) {
      const first = gregorianOfKhmer({ year, month: 'bos', phase: 'waxing', day: 1 });
      const next = gregorianOfKhmer({ year: year + 1, month: 'bos', phase: 'waxing', day: 1 });
      expect(daysBetween(first, next), String(year)).toBe(
        { regular: 354, 'leap-day': 355, 'leap-month': 384 }[khmerYearType(year + 544)],
      );
      for (let day = first; day < next; day = addDays(day, 1)) expect(gregorianOfKhmer(khmerOf(day))).toBe(day);
    }
    expect(khmerOf('1900-01-01')).toEqual({ year: 1900, month: 'bos', phase: 'waxing', day: 1 });
  });

  it('has a leap month 14 times in 2000-2037 (7 years in 19), and the holidays whole lunar months apart', () => {
    const types = [];
    for (let year = 2000; year <= 2037; year++) types.push(khmerYearType(year + 544));
    expect(types.filter((type) => type === 'leap-month')).toHaveLength(14);
    // Pchum Ben lies 132 days after Visak Bochea (Pisak to Photrobot), 30 more with Pathamasath, 1 more with a 30-day Jesth.
    for (let year = 2000; year <= 2035; year++) {
      const leap = khmerYearType(year + 544);
      expect(daysBetween(khmerDays('visak-bochea', year)[0]!, khmerDays('pchum-ben', year)[0]!), String(year)).toBe(
        132 + (leap === 'leap-month' ? 30 : 0) + (leap === 'leap-day' ? 1 : 0),
      );
      expect(khmerDays('royal-ploughing', year)[0]).toBe(addDays(khmerDays('visak-bochea', year)[0]!, 4));
      expect(
        khmerDays('sangkran', year)[0]! >= `${year}-04-13` && khmerDays('sangkran', year)[0]! <= `${year}-04-14`,
      ).toBe(true);
    }
  });

  it('the 2027-2030 days (estimates until announced)', () => {
    const days = (year: number) => KHMER_DAYS.map((day) => khmerDays(day, year)[0]);
    expect(days(2027)).toEqual(['2027-04-14', '2027-02-21', '2027-05-20', '2027-05-24', '2027-09-29', '2027-11-12']);
    expect(days(2028)).toEqual(['2028-04-13', '2028-02-10', '2028-05-08', '2028-05-12', '2028-09-17', '2028-10-31']);
    expect(days(2029)).toEqual(['2029-04-14', '2029-01-29', '2029-04-27', '2029-05-01', '2029-10-06', '2029-11-19']);
    expect(days(2030)).toEqual(['2030-04-14', '2030-02-17', '2030-05-16', '2030-05-20', '2030-09-26', '2030-11-09']);
    expect(khmerDays('sangkran', 2028)).toHaveLength(4);
  });

  it('refuses dates that do not exist and years outside its range', () => {
    expect(() => gregorianOfKhmer({ year: 2027, month: 'pathamasath', phase: 'waxing', day: 1 })).toThrow(RangeError);
    expect(() => gregorianOfKhmer({ year: 2027, month: 'jesth', phase: 'waning', day: 15 })).toThrow(RangeError);
    expect(() => gregorianOfKhmer({ year: 2027, month: 'asath', phase: 'waning', day: 16 })).toThrow(RangeError);
    expect(() => khmerDays('visak-bochea', KHMER_YEARS.last + 2)).toThrow(RangeError);
  });
});

describe('calendars/khmer.json and the rows it sets', () => {
  it('is read against its schema, every entry cited; a wrong entry stops the build naming the file, the entry and the field', () => {
    // Each holiday's years before the first list on file (the law's, 2000-2019; Pchum Ben of three days from
    // 2017; Laos's New Year around the notices of 2011, 2016 and 2019), then from 2027, after the last.
    expect(khmerEntries().map((entry) => [entry.country, entry.day, entry.years.from])).toEqual([
      ['KH', 'sangkran', 2000],
      ['KH', 'sangkran', 2027],
      ['KH', 'meak-bochea', 2000],
      ['KH', 'visak-bochea', 2000],
      ['KH', 'visak-bochea', 2027],
      ['KH', 'royal-ploughing', 2000],
      ['KH', 'royal-ploughing', 2027],
      ['KH', 'pchum-ben', 2017],
      ['KH', 'pchum-ben', 2027],
      ['KH', 'water-festival', 2000],
      ['KH', 'water-festival', 2027],
      ['LA', 'sangkran', 2000],
      ['LA', 'sangkran', 2012],
      ['LA', 'sangkran', 2017],
      ['LA', 'sangkran', 2027],
    ]);
    const data = read('../../../sources/calendars/khmer.json');
    const uncited = structuredClone(data);
    delete uncited.entries[4].source;
    expect(() => parseReviewed('khmer.json', khmerSchema, uncited)).toThrow(
      /^sources\/calendars\/khmer\.json: entries\.4\.source: must cite .*\(the entry KH Visak Bochea Day\)/,
    );
    const unknown = structuredClone(data);
    unknown.entries[2].day = 'boun-that-luang';
    expect(() => parseReviewed('khmer.json', khmerSchema, unknown)).toThrow(/entries\.2\.day: must be one of sangkran/);
    const years = structuredClone(data);
    years.entries[0].years = '2030-2027';
    expect(() => parseReviewed('khmer.json', khmerSchema, years)).toThrow(/entries\.0\.years: must be a range/);
  });

  it("adds KH's lunar holidays from 2027, every day estimated, and leaves the announced years' rows as they are", () => {
    const rows = new DateHolidaysCountry('KH').holidays(2025, 2028).filter((row) => row.scope === null);
    const { rows: out, disagreements } = applyLunarDates('KH', rows, {
      ...optionsOf('KH'),
      years: { from: 2025, to: 2028 },
    });
    const days = (name: string) =>
      out.filter((row) => row.names.en === name).map((row) => [row.date, row.estimated === true, row.source]);
    expect(days('Pchum Ben')).toEqual([
      ['2025-09-21', false, rows[0]!.source],
      ['2025-09-22', false, rows[0]!.source],
      ['2025-09-23', false, rows[0]!.source],
      ['2026-10-10', false, rows[0]!.source],
      ['2026-10-11', false, rows[0]!.source],
      ['2026-10-12', false, rows[0]!.source],
      ['2027-09-29', true, ENGINES.buddhist],
      ['2027-09-30', true, ENGINES.buddhist],
      ['2027-10-01', true, ENGINES.buddhist],
      ['2028-09-17', true, ENGINES.buddhist],
      ['2028-09-18', true, ENGINES.buddhist],
      ['2028-09-19', true, ENGINES.buddhist],
    ]);
    expect(days('Khmer New Year').map(([date, estimated]) => [date, estimated])).toEqual([
      ['2025-04-14', false],
      ['2025-04-15', false],
      ['2025-04-16', false],
      ['2026-04-14', false],
      ['2026-04-15', false],
      ['2026-04-16', false],
      ['2027-04-14', true],
      ['2027-04-15', true],
      ['2027-04-16', true],
      ['2028-04-13', true],
      ['2028-04-14', true],
      ['2028-04-15', true],
      ['2028-04-16', true],
    ]);
    // Only additions, in 2027-2028: 3 + 1 + 1 + 3 + 3 days a year and the New Year's 3 or 4.
    expect(out.slice(0, rows.length)).toEqual(rows);
    expect(disagreements.every((line) => line.libraryDate === null && line.engineDate! >= '2027-01-01')).toBe(true);
    expect(disagreements).toHaveLength(11 + 12);
    expect(new Set(out.map((row) => `${row.key}|${row.date}`)).size).toBe(out.length);
  });

  it("adds LA's Lao New Year from 2027 only", () => {
    const rows = new DateHolidaysCountry('LA').holidays(2026, 2028).filter((row) => row.scope === null);
    const { rows: out } = applyLunarDates('LA', rows, { ...optionsOf('LA'), years: { from: 2026, to: 2028 } });
    expect(
      out.filter((row) => row.names.en === 'Lao New Year').map((row) => [row.date, row.estimated === true]),
    ).toEqual([
      ['2026-04-14', false],
      ['2026-04-15', false],
      ['2026-04-16', false],
      ['2027-04-14', true],
      ['2027-04-15', true],
      ['2027-04-16', true],
      ['2028-04-13', true],
      ['2028-04-14', true],
      ['2028-04-15', true],
      ['2028-04-16', true],
    ]);
  });
});
