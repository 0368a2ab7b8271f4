// The solar calendars (sources/calendars/solar.ts) against what they did not
// produce: ICU's ethiopic and coptic calendars built into Node.js, day by day
// for 1990-2040; the Gregorian reform (Julian 5 October 1582 is Gregorian 15
// October); and published days: Ethiopian year 2016 began on 12 September
// 2023 and 2017 on 11 September 2024 (Enkutatash), Timket 2024 was on 20
// January, Meskel 2023 on 28 September, and Julian Christmas (Genna, the
// Orthodox Christmas of the Julian churches) is 7 January from 1901 to 2099.

import { describe, expect, it } from 'vitest';
import { gregorianOfSolar, solarDayNear } from '../../../sources/calendars/solar.js';

const DAY_MS = 86_400_000;

const formats = {
  ethiopic: new Intl.DateTimeFormat('en-u-ca-ethiopic', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }),
  coptic: new Intl.DateTimeFormat('en-u-ca-coptic', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }),
};

function icuDate(calendar: 'ethiopic' | 'coptic', day: string): { year: number; month: number; day: number } {
  const parts = formats[calendar].formatToParts(new Date(`${day}T00:00:00Z`));
  const part = (type: string) => Number(parts.find((each) => each.type === type)!.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

describe('solar calendars', () => {
  it("agree with ICU's ethiopic and coptic calendars on every day of 1990-2040", () => {
    let compared = 0;
    for (let time = Date.UTC(1990, 0, 1); time <= Date.UTC(2040, 11, 31); time += DAY_MS) {
      const day = new Date(time).toISOString().slice(0, 10);
      const ethiopic = icuDate('ethiopic', day);
      const coptic = icuDate('coptic', day);
      if (gregorianOfSolar('ethiopian', ethiopic.year, ethiopic.month, ethiopic.day) !== day)
        expect([day, ethiopic]).toBe('the same day');
      if (gregorianOfSolar('coptic', coptic.year, coptic.month, coptic.day) !== day)
        expect([day, coptic]).toBe('the same day');
      compared++;
    }
    expect(compared).toBe(18628);
  });

  it('give the published days', () => {
    expect(gregorianOfSolar('ethiopian', 2016, 1, 1)).toBe('2023-09-12');
    expect(gregorianOfSolar('ethiopian', 2017, 1, 1)).toBe('2024-09-11');
    expect(solarDayNear('ethiopian', 5, 11, '2024-01-19')).toBe('2024-01-20');
    expect(solarDayNear('ethiopian', 1, 17, '2023-09-27')).toBe('2023-09-28');
    expect(gregorianOfSolar('julian', 1582, 10, 5)).toBe('1582-10-15');
    for (let year = 1901; year <= 2099; year++)
      expect(solarDayNear('julian', 12, 25, `${year}-01-06`)).toBe(`${year}-01-07`);
  });

  it('refuse a date the calendar does not have', () => {
    expect(() => gregorianOfSolar('ethiopian', 2016, 13, 6)).toThrow(RangeError);
    expect(gregorianOfSolar('ethiopian', 2015, 13, 6)).toBe('2023-09-11');
    expect(() => gregorianOfSolar('ethiopian', 2016, 14, 1)).toThrow(/not a date of the calendar/);
    expect(() => gregorianOfSolar('julian', 2023, 2, 29)).toThrow(RangeError);
  });
});
