// The Chinese calendar engine against a published table, never against itself.
//
// Reference: test/fixtures/calendars/hko-lunar-calendar-2000-2035.json, dates
// copied from the Hong Kong Observatory's Gregorian-Lunar Calendar Conversion
// Table (cited in the file). ICU's `chinese` calendar is read here too, only to
// pin where it departs from the table and from this engine (the module header
// says why the engine does not use it).

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHINESE_YEARS, chineseToGregorian, lunarMonths, lunarNewYear } from '../../../sources/calendars/chinese.js';

interface HkoTable {
  newYear: Record<string, string>;
  dragonBoat: Record<string, string>;
  midAutumn: Record<string, string>;
  leapMonthStarts: { year: number; month: number; start: string }[];
  noLeapMonth: number[];
  monthStarts: { year: number; month: number; start: string }[];
}
const hko = JSON.parse(
  readFileSync(new URL('../../fixtures/calendars/hko-lunar-calendar-2000-2035.json', import.meta.url), 'utf8'),
) as HkoTable;

describe('the Chinese calendar against the Hong Kong Observatory table', () => {
  it('puts Chinese New Year 2000–2035 on the published day (36 years)', () => {
    const years = Object.keys(hko.newYear).map(Number);
    expect(years).toEqual(Array.from({ length: 36 }, (_, index) => 2000 + index));
    const computed = Object.fromEntries(years.map((year) => [String(year), lunarNewYear(year)]));
    expect(computed).toEqual(hko.newYear);
  });

  it('puts the Dragon Boat Festival (5th month, 5th day) on the published day', () => {
    const computed = Object.fromEntries(
      Object.keys(hko.dragonBoat).map((year) => [year, chineseToGregorian(Number(year), 5, 5)]),
    );
    expect(computed).toEqual(hko.dragonBoat);
  });

  it('puts the Mid-Autumn Festival (8th month, 15th day) on the published day', () => {
    const computed = Object.fromEntries(
      Object.keys(hko.midAutumn).map((year) => [year, chineseToGregorian(Number(year), 8, 15)]),
    );
    expect(computed).toEqual(hko.midAutumn);
  });

  it('starts every published leap month on the published day, and it is the only leap month of its year', () => {
    for (const { year, month, start } of hko.leapMonthStarts) {
      expect(chineseToGregorian(year, month, 1, { leap: true }), `leap ${month} of ${year}`).toBe(start);
      expect(
        lunarMonths(year)
          .filter((each) => each.leap)
          .map((each) => each.month),
        String(year),
      ).toEqual([month]);
    }
  });

  it('has no leap month in the years the table shows none', () => {
    for (const year of hko.noLeapMonth) {
      const months = lunarMonths(year);
      expect(
        months.filter((each) => each.leap),
        String(year),
      ).toEqual([]);
      expect(
        months.map((each) => each.month),
        String(year),
      ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    }
  });

  it('starts the ordinary month before a leap month, and the months ICU gets wrong, on the published day', () => {
    for (const { year, month, start } of hko.monthStarts) {
      expect(chineseToGregorian(year, month, 1), `month ${month} of ${year}`).toBe(start);
    }
  });

  it('lays out 2020 (leap 4th month) and 2023 (leap 2nd month) month by month', () => {
    expect(lunarMonths(2020).map(({ month, leap }) => `${month}${leap ? 'L' : ''}`)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '4L',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
    ]);
    expect(lunarMonths(2023).map(({ month, leap }) => `${month}${leap ? 'L' : ''}`)).toEqual([
      '1',
      '2',
      '2L',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
    ]);
    // The 12th month of the lunar year 2020 ends the day before Chinese New Year 2021.
    const last = lunarMonths(2020).at(-1)!;
    expect(chineseToGregorian(2020, 12, last.days)).toBe('2021-02-11');
  });

  it('builds whole years: 12 or 13 months of 29 or 30 days, each starting the day after the last ends', () => {
    for (let year = 2000; year <= 2035; year++) {
      const months = lunarMonths(year);
      expect([12, 13], String(year)).toContain(months.length);
      months.forEach((month, index) => {
        expect([29, 30], `${year} month ${month.month}`).toContain(month.days);
        const next = months[index + 1]?.start ?? lunarNewYear(year + 1);
        expect(Date.parse(next) - Date.parse(month.start), `${year} month ${month.month}`).toBe(
          month.days * 86_400_000,
        );
      });
    }
  });

  it('refuses dates the calendar does not have', () => {
    expect(() => chineseToGregorian(2021, 4, 1, { leap: true })).toThrow(/no leap month 4/);
    const short = lunarMonths(2020).find((month) => month.days === 29)!;
    expect(() => chineseToGregorian(2020, short.month, 30, { leap: short.leap })).toThrow(/has 29 days/);
    expect(() => chineseToGregorian(2020, 13, 1)).toThrow(RangeError);
    expect(() => lunarNewYear(CHINESE_YEARS.first - 1)).toThrow(RangeError);
    expect(() => lunarNewYear(CHINESE_YEARS.last + 1)).toThrow(RangeError);
  });
});

describe("ICU's chinese calendar, read as the brief suggested (what the module header documents)", () => {
  const formatter = new Intl.DateTimeFormat('en-u-ca-chinese-nu-latn', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  /** ICU's lunar date of a day; a leap month shows as "4bis" in current ICU, a repeated "4" in others (then `leap` is left to the caller). */
  const icuDate = (iso: string) => {
    const parts = formatter.formatToParts(new Date(`${iso}T00:00:00Z`));
    const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '';
    const month = /^(\D*)(\d+)(\D*)$/.exec(part('month'));
    if (!month) throw new Error(`unexpected ICU month "${part('month')}"`);
    return {
      year: Number(part('relatedYear')),
      month: Number(month[2]),
      marked: month[1] !== '' || month[3] !== '',
      day: Number(part('day')),
    };
  };

  it('has ICU put Chinese New Year 2027 and 2030 a day off the published table', () => {
    expect(hko.newYear['2027']).toBe('2027-02-06');
    expect(icuDate('2027-02-06')).toMatchObject({ year: 2026, month: 12, day: 30 });
    expect(icuDate('2027-02-07')).toMatchObject({ year: 2027, month: 1, day: 1 });
    expect(hko.newYear['2030']).toBe('2030-02-03');
    expect(icuDate('2030-02-02')).toMatchObject({ year: 2030, month: 1, day: 1 });
  });

  it('agrees with the engine on every month of 1970–2100 but six month starts and 1987’s leap month (update the header if this changes)', () => {
    const differences: string[] = [];
    for (let year = 1970; year <= 2100; year++) {
      let previous = 0;
      for (const month of lunarMonths(year)) {
        // ICU's label of the month, read on its 15th day; and whether ICU starts it on the same day.
        const middle = new Date(Date.parse(`${month.start}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
        const icu = icuDate(middle);
        const leap = icu.marked || icu.month === previous;
        previous = icu.month;
        if (icu.year !== year || icu.month !== month.month || leap !== month.leap)
          differences.push(`${month.start} label`);
        else if (icu.day !== 15) differences.push(`${month.start} start`);
      }
    }
    expect(differences).toEqual([
      '1987-07-26 label',
      '1987-08-24 label',
      '1999-01-17 start',
      '2012-08-17 start',
      '2018-11-08 start',
      '2027-02-06 start',
      '2030-02-03 start',
      '2070-03-12 start',
    ]);
  });
});
