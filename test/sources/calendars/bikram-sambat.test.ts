import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  bsDaysInGregorianYear,
  bsOf,
  bikramSambatEntries,
  bikramSambatSchema,
  BS_YEARS,
  CORRECTIONS,
  gregorianOfBs,
  monthLengths,
  monthStarts,
  ruledMonthStart,
} from '../../../sources/calendars/bikram-sambat.js';
import { parseReviewed } from '../../../sources/calendars/engine.js';

// The published month-length table (nepali-date-converter 3.4.0, the same as bikram-sambat 1.8.1 to 2083):
// test/fixtures/calendars/bikram-sambat-month-lengths-2000-2090.json, with its provenance.
const fixture = JSON.parse(
  readFileSync(new URL('../../fixtures/calendars/bikram-sambat-month-lengths-2000-2090.json', import.meta.url), 'utf8'),
) as {
  epoch: string;
  lengths: Record<string, number[]>;
  medicLengths: Record<string, number[]>;
};
const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Every month's first day in a table of lengths, `YYYY-MM` (BS) → Gregorian day. */
function publishedStarts(lengths: Record<string, number[]>): Map<string, string> {
  const out = new Map<string, string>();
  let day = fixture.epoch;
  for (const year of Object.keys(lengths).sort()) {
    lengths[year]!.forEach((length, index) => {
      out.set(`${year}-${String(index + 1).padStart(2, '0')}`, day);
      day = addDays(day, length);
    });
  }
  return out;
}
const published = publishedStarts(fixture.lengths);
const medic = publishedStarts({ ...fixture.lengths, ...fixture.medicLengths });
const inYears = (key: string, from: number, to: number) =>
  Number(key.slice(0, 4)) >= from && Number(key.slice(0, 4)) <= to;
const ruleMisses = (table: Map<string, string>, from: number, to: number) =>
  [...table]
    .filter(([key]) => inYears(key, from, to))
    .filter(([key, day]) => ruledMonthStart(Number(key.slice(0, 4)), Number(key.slice(5))) !== day)
    .map(([key]) => key);

describe('Bikram Sambat against the published month-length table (BS 2000-2090, AD 1943-2034)', () => {
  it('the rule alone (Surya Siddhanta sankranti, Kathmandu days, Shrawan and Magh by their own rule) starts 333 of the 336 months of 2056-2083 (AD 1999-2027) on the published day, 1000 of 1008 since 2000', () => {
    expect(ruleMisses(published, 2056, 2083)).toEqual(['2062-02', '2066-12', '2073-11']);
    expect(ruleMisses(published, 2000, 2083)).toHaveLength(8);
  });

  it("the published table wins for the years it covers: the corrections are exactly the rule's misses of 2000-2083, and every month start and length then equals the table", () => {
    expect(Object.keys(CORRECTIONS).sort()).toEqual(ruleMisses(published, 2000, 2083));
    for (let year = 2000; year <= 2083; year++) {
      expect(monthLengths(year), `BS ${year}`).toEqual(fixture.lengths[year]);
      expect(monthStarts(year)).toEqual(
        Array.from({ length: 12 }, (_, index) => published.get(`${year}-${String(index + 1).padStart(2, '0')}`)),
      );
    }
  });

  it("2084-2090, beyond the official calendars on file: the two packages' projections differ from each other in 18 months of 2084-2086; the rule decides (68 of 84 months as nepali-date-converter, 53 as bikram-sambat)", () => {
    const differing = [...published].filter(([key, day]) => inYears(key, 2084, 2090) && medic.get(key) !== day);
    expect(differing.length).toBeGreaterThan(0);
    expect(84 - ruleMisses(published, 2084, 2090).length).toBe(68);
    expect(84 - ruleMisses(medic, 2084, 2090).length).toBe(53);
    // No correction reaches past the years the two tables agree on.
    expect(Object.keys(CORRECTIONS).every((key) => Number(key.slice(0, 4)) <= 2083)).toBe(true);
  });

  it("Magh 1 (Maghe Sankranti) of 2078 and 2082 was 15 January, the day after the drik (Lahiri) ingress fell in Kathmandu (14 January, 14:43 and 15:28): the Surya Siddhanta's ingress was after sunset", () => {
    expect(published.get('2078-10')).toBe('2022-01-15');
    expect(published.get('2082-10')).toBe('2026-01-15');
    expect(ruledMonthStart(2078, 10)).toBe('2022-01-15');
    expect(ruledMonthStart(2082, 10)).toBe('2026-01-15');
  });
});

describe('conversions', () => {
  it('round-trips every day of 2000-2035 AD', () => {
    for (let day = '2000-01-01'; day <= '2035-12-31'; day = addDays(day, 1)) expect(gregorianOfBs(bsOf(day))).toBe(day);
  });

  it('finds a BS date in a Gregorian year, and none where the month lacks the day', () => {
    expect(bsDaysInGregorianYear(1, 1, 2026)).toEqual(['2026-04-14']);
    expect(bsDaysInGregorianYear(9, 27, 2027)).toEqual(['2027-01-11']);
    // A month of 29 days in 2083 (the table) has no 30th: only the other BS year's day in that Gregorian year is found.
    const short = fixture.lengths['2083']!.findIndex((length) => length === 29) + 1;
    const gregorianYear = Number(gregorianOfBs({ year: 2083, month: short, day: 1 }).slice(0, 4));
    expect(short).toBeGreaterThan(0);
    expect(bsDaysInGregorianYear(short, 30, gregorianYear).map((day) => bsOf(day).year)).not.toContain(2083);
    expect(bsDaysInGregorianYear(short, 29, gregorianYear).map((day) => bsOf(day).year)).toContain(2083);
  });

  it('refuses impossible dates and years out of range', () => {
    expect(() => gregorianOfBs({ year: 2083, month: 13, day: 1 })).toThrow(RangeError);
    expect(() => gregorianOfBs({ year: 2083, month: 1, day: 33 })).toThrow(RangeError);
    expect(() => monthLengths(BS_YEARS.last + 1)).toThrow(RangeError);
  });
});

describe('the reviewed file (sources/calendars/bikram-sambat.json), checked when read', () => {
  const entry = {
    country: 'NP',
    holiday: 'Constitution Day',
    month: 6,
    day: 3,
    years: '2084-',
    add: { names: { en: 'Constitution Day' }, type: 'public' },
    source: 'Ministry of Home Affairs notice of public holidays for BS 2083',
  };
  const check = (changed: Record<string, unknown>) => () =>
    parseReviewed('bikram-sambat.json', bikramSambatSchema, { title: 't', entries: [{ ...entry, ...changed }] });

  it("reads the project's file, every entry cited", () => {
    expect(bikramSambatEntries().length).toBeGreaterThan(0);
    expect(check({})).not.toThrow();
  });

  it('stops on a missing citation, an impossible day or month, or years that are no Bikram Sambat range, naming the file, the entry and the field', () => {
    expect(check({ source: undefined })).toThrow(
      /sources\/calendars\/bikram-sambat\.json: entries\.0\.source: must cite/,
    );
    expect(check({ month: 7, day: 31 })).toThrow(/bikram-sambat\.json: entries\.0\.day: is a day the month never has/);
    expect(check({ month: 13 })).toThrow(/entries\.0\.month/);
    expect(check({ years: '2027' })).toThrow(/entries\.0\.years/);
    expect(check({ add: { names: { ne: 'संविधान दिवस' }, type: 'public' } })).toThrow(/entries\.0\.add\.names/);
  });
});
