// The Thai lunar calendar (sources/calendars/thai-lunar.ts) against the Buddhist holy days the
// Thai government and the Bank of Thailand announced (test/fixtures/calendars/thai-buddhist-days-2004-2025.json).

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../../core/dates.js';
import { applyLunarDates, ENGINES, optionsOf } from '../../../sources/lunar-dates.js';
import { parseReviewed } from '../../../sources/calendars/engine.js';
import { DateHolidaysCountry } from '../../../sources/date-holidays.js';
import {
  gregorianOfThai,
  THAI_BUDDHIST_DAYS,
  thaiBuddhistDay,
  thaiEntries,
  thaiSchema,
  thaiYearType,
  type ThaiBuddhistDay,
} from '../../../sources/calendars/thai-lunar.js';

const fixture = JSON.parse(
  readFileSync(new URL('../../fixtures/calendars/thai-buddhist-days-2004-2025.json', import.meta.url), 'utf8'),
) as {
  years: Record<string, { source: string; days: Partial<Record<ThaiBuddhistDay, string>> }>;
};
const announced = Object.entries(fixture.years).flatMap(([year, { days }]) =>
  Object.entries(days).map(([day, date]) => ({ year: Number(year), day: day as ThaiBuddhistDay, date: date! })),
);

describe('Thai lunar calendar (calendars/thai-lunar.ts) against the announced Buddhist holy days', () => {
  it('gives 41 of the 43 announced days of 2004-2025; the two others (2016) a day late', () => {
    const misses = announced.filter(({ year, day, date }) => thaiBuddhistDay(day, year) !== date);
    expect(announced).toHaveLength(43);
    expect(misses.map(({ year, day, date }) => [year, day, date, thaiBuddhistDay(day, year)])).toEqual([
      // The government's 2016 calendar put the leap day of the arithmetic's 2016 (a 30-day 7th month) in 2015.
      [2016, 'makha-bucha', '2016-02-22', '2016-02-23'],
      [2016, 'visakha-bucha', '2016-05-20', '2016-05-21'],
    ]);
  });

  it('puts every announced day within a day of the arithmetic, on the right lunar month (a month off would be 29 or 30 days)', () => {
    for (const { year, day, date } of announced)
      expect(Math.abs(daysBetween(date, thaiBuddhistDay(day, year))), `${year} ${day}`).toBeLessThanOrEqual(1);
  });

  it('has the leap months of the official calendar: the second 8th month in 2002, 2004, 2007, 2010, 2012, 2015, 2018, 2021, 2023, 2026, 2029', () => {
    const leapMonths = [];
    for (let year = 2000; year <= 2030; year++) if (thaiYearType(year) === 'leap-month') leapMonths.push(year);
    expect(leapMonths).toEqual([2002, 2004, 2007, 2010, 2012, 2015, 2018, 2021, 2023, 2026, 2029]);
    // 2012: a tithi of 24 followed by 6 makes the year the leap one (Visakha Bucha on 4 June, a month after a normal year's).
    expect(thaiBuddhistDay('visakha-bucha', 2012)).toBe('2012-06-04');
    expect(thaiBuddhistDay('visakha-bucha', 2023)).toBe('2023-06-03');
  });

  it('Khao Phansa is the day after Asarnha Bucha; the holy days lie whole lunar months apart', () => {
    for (let year = 2000; year <= 2035; year++) {
      expect(thaiBuddhistDay('khao-phansa', year)).toBe(addDays(thaiBuddhistDay('asarnha-bucha', year), 1));
      const leap = thaiYearType(year) === 'leap-month';
      // Makha → Visakha: months 3, 4, 5 (88 days) or 4, 5, 6 in a leap-month year (89); Visakha → Asarnha: months 6, 7 or 7, 8 (59 days), one more in a leap-day year's 30-day 7th month.
      expect(daysBetween(thaiBuddhistDay('makha-bucha', year), thaiBuddhistDay('visakha-bucha', year))).toBe(
        leap ? 89 : 88,
      );
      const extra = thaiYearType(year) === 'leap-day' ? 1 : 0;
      expect(daysBetween(thaiBuddhistDay('visakha-bucha', year), thaiBuddhistDay('asarnha-bucha', year))).toBe(
        59 + extra,
      );
    }
  });

  it('counts the days continuously: each lunar year is 354, 355 or 384 days, month 1 following month 12', () => {
    for (let year = 1990; year <= 2060; year++) {
      const first = gregorianOfThai({ year, month: 1, phase: 'waxing', day: 1 });
      const next = gregorianOfThai({ year: year + 1, month: 1, phase: 'waxing', day: 1 });
      const length = daysBetween(first, next);
      expect(length, String(year)).toBe({ normal: 354, 'leap-day': 355, 'leap-month': 384 }[thaiYearType(year)]);
      const lastOf12 = gregorianOfThai({ year, month: 12, phase: 'waning', day: 15 });
      expect(addDays(lastOf12, 1), String(year)).toBe(next);
    }
  });

  it('the 2027-2030 days (estimates until announced)', () => {
    const days = (year: number) => THAI_BUDDHIST_DAYS.map((day) => thaiBuddhistDay(day, year));
    expect(days(2027)).toEqual(['2027-02-21', '2027-05-20', '2027-07-18', '2027-07-19']);
    expect(days(2028)).toEqual(['2028-02-10', '2028-05-08', '2028-07-06', '2028-07-07']);
    expect(days(2029)).toEqual(['2029-02-27', '2029-05-27', '2029-07-25', '2029-07-26']);
    expect(days(2030)).toEqual(['2030-02-17', '2030-05-16', '2030-07-15', '2030-07-16']);
  });

  it('refuses dates that do not exist and years outside its range', () => {
    expect(() => gregorianOfThai({ year: 2027, month: 8, second: true, phase: 'waxing', day: 15 })).toThrow(RangeError);
    expect(() => gregorianOfThai({ year: 2027, month: 7, phase: 'waning', day: 15 })).toThrow(RangeError); // 2027's 7th month has 29 days
    expect(gregorianOfThai({ year: 2030, month: 7, phase: 'waning', day: 15 })).toBe('2030-06-30'); // 2030 is a leap-day year
    expect(() => thaiBuddhistDay('makha-bucha', 2101)).toThrow(RangeError);
  });

  it('calendars/thai.json: read against its schema, every entry cited; a wrong entry stops the build naming the file, the entry and the field', () => {
    // Each holy day sets TH's holiday (an entry for 2000-2009 and one from 2021: the years between keep the library's rows).
    expect(
      [
        ...new Set(
          thaiEntries()
            .filter((entry) => entry.country === 'TH')
            .map((entry) => entry.day),
        ),
      ].sort(),
    ).toEqual([...THAI_BUDDHIST_DAYS].sort());
    const data = JSON.parse(readFileSync(new URL('../../../sources/calendars/thai.json', import.meta.url), 'utf8'));
    const uncited = structuredClone(data);
    delete uncited.entries[1].source;
    expect(() => parseReviewed('thai.json', thaiSchema, uncited)).toThrow(
      /^sources\/calendars\/thai\.json: entries\.1\.source: must cite/,
    );
    const unknown = structuredClone(data);
    unknown.entries[2].day = 'loy-krathong';
    expect(() => parseReviewed('thai.json', thaiSchema, unknown)).toThrow(
      /entries\.2\.day: must be one of makha-bucha/,
    );
    const years = structuredClone(data);
    years.entries[0].years = '2030-2020';
    expect(() => parseReviewed('thai.json', thaiSchema, years)).toThrow(
      /entries\.0\.years: the first year must not be after the last/,
    );
  });

  it("sets TH's rows (calendars/thai.json): the library's moved to the engine's day, the years it lacks added, estimated after 2026", () => {
    const rows = new DateHolidaysCountry('TH').holidays(2022, 2030).filter((row) => row.scope === null);
    const { rows: out, disagreements } = applyLunarDates('TH', rows, {
      ...optionsOf('TH'),
      years: { from: 2022, to: 2030 },
    });
    const days = (name: string) =>
      out
        .filter((row) => row.names.en === name && !row.substitute)
        .map((row) => [row.date, row.estimated === true, row.source]);
    expect(days('Vesak Day')).toEqual([
      ['2022-05-15', false, 'date-holidays'],
      ['2022-05-16', false, 'date-holidays'], // the library's second row of 2022, which amendments/TH.json removes
      ['2023-06-03', false, 'date-holidays'],
      ['2024-05-22', false, 'date-holidays'],
      ['2025-05-11', false, 'date-holidays'],
      ['2026-05-31', false, 'date-holidays'],
      ['2027-05-20', true, ENGINES.buddhist],
      ['2028-05-08', true, ENGINES.buddhist],
      ['2029-05-27', true, ENGINES.buddhist],
      ['2030-05-16', true, ENGINES.buddhist],
    ]);
    expect(days('Buddhist Lent').map(([date]) => date)).toEqual([
      '2022-07-14',
      '2023-08-02',
      '2024-07-21',
      '2025-07-11',
      '2026-07-30',
      '2027-07-19',
      '2028-07-07',
      '2029-07-26',
      '2030-07-16',
    ]);
    const moved = disagreements
      .filter((line) => line.engine === ENGINES.buddhist && line.libraryDate !== null)
      .map((line) => [line.key, line.libraryDate, line.engineDate]);
    expect(moved).toEqual([
      ['vesak day', '2023-05-04', '2023-06-03'],
      ['asalha puja', '2023-07-31', '2023-08-01'],
      ['buddhist lent', '2023-08-01', '2023-08-02'],
      ['asalha puja', '2024-07-19', '2024-07-20'],
      ['buddhist lent', '2024-07-20', '2024-07-21'],
      ['makha bucha', '2025-02-13', '2025-02-12'],
      ['vesak day', '2025-05-12', '2025-05-11'],
    ]);
    expect(disagreements.filter((line) => line.libraryDate === null)).toHaveLength(16); // four days a year, 2027-2030
  });
});
