// The Islamic calendar engine against published tables, never against itself.
//
// Umm al-Qura: the month starts that the npm package @tabby_ai/hijri-converter
// (MIT, a TypeScript port of dralshehri/hijridate, formerly hijri-converter)
// ships in `dist/_lib/ummalqura.js` as Reduced Julian Day numbers. Its authors
// checked them against the printed Umm al-Qura comparative calendars
// (Taqwīm Umm al-Qurá al-muqāran) for 1412–1450 AH and KACST's website for
// 1451–1500 AH (https://github.com/dralshehri/hijridate, docs/background.md).
// Only the raw table is read; the package's conversion functions are not used.
//
// Civil: the sample dates of E. M. Reingold & N. Dershowitz, "Calendrical
// Calculations" (Cambridge University Press), appendix C, "arithmetic Islamic"
// column, given there as R.D. fixed day numbers (R.D. 1 = Monday 1 January 1,
// proleptic Gregorian).

import { HIJRI_OFFSET, MONTH_STARTS } from '@tabby_ai/hijri-converter/dist/_lib/ummalqura.js';
import { describe, expect, it } from 'vitest';
import {
  gregorianOf,
  hijriOf,
  occurrencesInGregorianYear,
  UMALQURA_YEARS,
} from '../../../sources/calendars/islamic.js';

const DAY_MS = 86_400_000;
const isoOfDayNumber = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
const addDays = (iso: string, days: number) => isoOfDayNumber(Date.parse(`${iso}T00:00:00Z`) / DAY_MS + days);

/** The published first day of a Hijri month: RJD = JDN − 2,400,000; JDN 2,440,588 is 1970-01-01. */
function publishedMonthStart(year: number, month: number): string {
  const rjd = MONTH_STARTS[(year - 1) * 12 + (month - 1) - HIJRI_OFFSET];
  if (rjd === undefined) throw new Error(`the published table has no ${year}-${month} AH`);
  return isoOfDayNumber(rjd + 2_400_000 - 2_440_588);
}

/** Every month of the years whose ICU month start differs from the published one, as `year-month: published → ICU`. */
function umalquraDifferences(firstYear: number, lastYear: number): string[] {
  const found: string[] = [];
  for (let year = firstYear; year <= lastYear; year++) {
    for (let month = 1; month <= 12; month++) {
      const published = publishedMonthStart(year, month);
      const computed = gregorianOf({ year, month, day: 1 }, 'umalqura');
      const back = hijriOf(published, 'umalqura');
      if (computed !== published || back.year !== year || back.month !== month || back.day !== 1) {
        found.push(`${year}-${month}: ${published} → ${computed} (${back.year}-${back.month}-${back.day})`);
      }
    }
  }
  return found;
}

describe('Umm al-Qura against the published table', () => {
  it('reads the published table where it expects it (1 Shawwal 1441 AH, Eid al-Fitr, was Sunday 24 May 2020 in Saudi Arabia)', () => {
    expect(publishedMonthStart(1441, 10)).toBe('2020-05-24');
  });

  it('starts every month of 1441–1450 AH on the published day (120 months)', () => {
    expect(umalquraDifferences(1441, 1450)).toEqual([]);
  });

  it('starts every month of 1420–1440 AH on the published day too (252 months)', () => {
    expect(umalquraDifferences(1420, 1440)).toEqual([]);
  });

  it('leaves the published table after 1450 AH: ICU starts 1 Rabi II 1451 a day late (update the module header if ICU changes)', () => {
    expect(publishedMonthStart(1451, 4)).toBe('2029-08-11');
    expect(gregorianOf({ year: 1451, month: 4, day: 1 }, 'umalqura')).toBe('2029-08-12');
    expect(umalquraDifferences(1451, 1451).length).toBeGreaterThan(0);
  });

  it('finds a Hijri date twice in one Gregorian year when it falls early in January (1 Shawwal in 2000)', () => {
    expect(occurrencesInGregorianYear(10, 1, 2000, 'umalqura')).toEqual([
      publishedMonthStart(1420, 10),
      publishedMonthStart(1421, 10),
    ]);
    expect(occurrencesInGregorianYear(10, 1, 2001, 'umalqura')).toEqual([publishedMonthStart(1422, 10)]);
  });

  it('maps days inside a month both ways (27 Ramadan 1445 AH)', () => {
    const date = addDays(publishedMonthStart(1445, 9), 26);
    expect(gregorianOf({ year: 1445, month: 9, day: 27 }, 'umalqura')).toBe(date);
    expect(hijriOf(date, 'umalqura')).toEqual({ year: 1445, month: 9, day: 27 });
  });

  it("refuses a 30th that the month does not have, and skips it in a year's occurrences", () => {
    // Ramadan 1444 has 29 days in the published table: 1 Shawwal is 29 days after 1 Ramadan.
    const ramadan = publishedMonthStart(1444, 9);
    expect(publishedMonthStart(1444, 10)).toBe(addDays(ramadan, 29));
    expect(() => gregorianOf({ year: 1444, month: 9, day: 30 }, 'umalqura')).toThrow(/has no day 30/);
    expect(occurrencesInGregorianYear(9, 30, 2023, 'umalqura')).toEqual([]);
    expect(gregorianOf({ year: 1444, month: 9, day: 29 }, 'umalqura')).toBe(addDays(ramadan, 28));
  });

  it("refuses Umm al-Qura years outside ICU's table, where ICU would answer in the civil calendar", () => {
    expect(UMALQURA_YEARS).toEqual({ first: 1300, last: 1600 });
    expect(() => gregorianOf({ year: 1299, month: 1, day: 1 }, 'umalqura')).toThrow(RangeError);
    expect(() => gregorianOf({ year: 1601, month: 1, day: 1 }, 'umalqura')).toThrow(RangeError);
    expect(() => hijriOf('2200-01-01', 'umalqura')).toThrow(RangeError);
    expect(gregorianOf({ year: 1299, month: 1, day: 1 }, 'civil')).toMatch(/^1881-/);
  });

  it('rejects malformed input', () => {
    expect(() => hijriOf('2020-02-30', 'umalqura')).toThrow(RangeError);
    expect(() => hijriOf('20200101', 'civil')).toThrow(RangeError);
    expect(() => gregorianOf({ year: 1445, month: 13, day: 1 }, 'civil')).toThrow(RangeError);
    expect(() => gregorianOf({ year: 1445, month: 1, day: 31 }, 'civil')).toThrow(RangeError);
    expect(() => hijriOf('2020-01-01', 'islamic' as never)).toThrow(RangeError);
  });
});

// Calendrical Calculations, appendix C: R.D. fixed date → arithmetic Islamic date (the dates from 1 AH on).
const CALENDRICAL_CALCULATIONS: [rd: number, year: number, month: number, day: number][] = [
  [253427, 75, 7, 13],
  [369740, 403, 10, 5],
  [400085, 489, 5, 22],
  [434355, 586, 2, 7],
  [452605, 637, 8, 7],
  [470160, 687, 2, 20],
  [473837, 697, 7, 7],
  [507850, 793, 7, 1],
  [524156, 839, 7, 6],
  [544676, 897, 6, 1],
  [567118, 960, 9, 30],
  [569477, 967, 5, 27],
  [601716, 1058, 5, 18],
  [613424, 1091, 6, 2],
  [626596, 1128, 8, 4],
  [645554, 1182, 2, 3],
  [664224, 1234, 10, 10],
  [671401, 1255, 1, 11],
  [694799, 1321, 1, 21],
  [704424, 1348, 3, 19],
  [708842, 1360, 9, 8],
  [709409, 1362, 4, 13],
  [709580, 1362, 10, 7],
  [727274, 1412, 9, 13],
  [728714, 1416, 10, 5],
  [744313, 1460, 10, 12],
  [764652, 1518, 3, 5],
];
/** R.D. 719,163 is 1970-01-01. */
const isoOfRd = (rd: number) => isoOfDayNumber(rd - 719_163);

describe('the tabular reckonings against Calendrical Calculations', () => {
  it('reads the sample dates as the book gives them (R.D. 710,347 is Monday 12 November 1945)', () => {
    expect(isoOfRd(710_347)).toBe('1945-11-12');
  });

  it('converts every sample date from 1 AH on both ways in the civil reckoning', () => {
    for (const [rd, year, month, day] of CALENDRICAL_CALCULATIONS) {
      expect(hijriOf(isoOfRd(rd), 'civil'), `R.D. ${rd}`).toEqual({ year, month, day });
      expect(gregorianOf({ year, month, day }, 'civil'), `${year}-${month}-${day} AH`).toBe(isoOfRd(rd));
    }
  });

  it('puts the civil epoch (1 Muharram 1 AH) on Friday 16 July 622 Julian, 19 July proleptic Gregorian, and the astronomical one a day earlier', () => {
    expect(gregorianOf({ year: 1, month: 1, day: 1 }, 'civil')).toBe('0622-07-19');
    expect(gregorianOf({ year: 1, month: 1, day: 1 }, 'tbla')).toBe('0622-07-18');
  });

  it('starts every tbla date one day before the civil one (same table, epoch a day earlier)', () => {
    for (const [rd, year, month, day] of CALENDRICAL_CALCULATIONS) {
      expect(gregorianOf({ year, month, day }, 'tbla'), `${year}-${month}-${day} AH`).toBe(isoOfRd(rd - 1));
    }
  });
});
