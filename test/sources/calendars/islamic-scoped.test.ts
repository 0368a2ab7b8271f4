// Announced days for part of a country (announced.json's `subdivisions`: a Russian republic's decree) and Hijri rules
// that add a day off by weekday (AZ's `1 Shawwal and if saturday then next monday if sunday then next tuesday`), as the
// Islamic engine (sources/calendars/islamic.ts) applies them to the rule library's real rows.

import { describe, expect, it } from 'vitest';
import type { SourceHoliday } from '../../../core/types.js';
import { parseReviewed } from '../../../sources/calendars/engine.js';
import { type Announced, announcedDays, announcedSchema } from '../../../sources/calendars/islamic.js';
import { DateHolidaysCountry, isEstimateRule, libraryRuleOf } from '../../../sources/date-holidays.js';
import { applyLunarDates, optionsOf } from '../../../sources/lunar-dates.js';

const FITR = 'End of Ramadan (Eid al-Fitr)';
const ADHA = 'Feast of the Sacrifice (Eid al-Adha)';
const URAZA = 'Uraza-Bayram';
const KURBAN = 'Kurban-Bayram';

/** A holiday's rows in one year: `date[ substitute for <day>][ estimated]`, sorted. */
const days = (rows: readonly SourceHoliday[], name: string, year: number, scope: string | null = null) =>
  rows
    .filter((row) => row.names.en === name && row.scope === scope && row.date.startsWith(String(year)))
    .map(
      (row) =>
        `${row.date}${row.substitute ? ` substitute for ${row.substituteFor}` : ''}${row.estimated ? ' estimated' : ''}`,
    )
    .sort();
const entry = (country: string, holiday: string, date: string, subdivisions?: string[]): Announced => ({
  country,
  holiday,
  date,
  ...(subdivisions ? { subdivisions } : {}),
  source: 'test: an announcement',
});

describe("announced.json's subdivisions: when read", () => {
  const refusal = (change: Record<string, unknown>) => {
    try {
      parseReviewed('announced.json', announcedSchema, {
        entries: [{ ...entry('RU', URAZA, '2016-07-05'), source: 'Decree of the President of Tatarstan', ...change }],
      });
    } catch (error) {
      return (error as Error).message;
    }
    return 'accepted';
  };

  it('takes ISO 3166-2 codes of the entry’s own country, at least one', () => {
    expect(refusal({})).toBe('accepted');
    expect(refusal({ subdivisions: ['RU-TA', 'RU-BA'] })).toBe('accepted');
    expect(refusal({ subdivisions: [] })).toMatch(/entries\.0\.subdivisions: must name at least one subdivision/);
    expect(refusal({ subdivisions: ['Tatarstan'] })).toMatch(/entries\.0\.subdivisions\.0: must be ISO 3166-2/);
    expect(refusal({ subdivisions: ['AZ-BA'] })).toMatch(/entries\.0\.subdivisions: must be subdivisions of the entry/);
    expect(refusal({ subdivisions: ['RU-TA'], source: 'x' })).toMatch(/entries\.0\.source: must cite/);
  });

  it("the reviewed RU entries are republics' decrees (Tatarstan's Rais, Bashkortostan's Government), each cited", () => {
    const ru = announcedDays().filter((each) => each.country === 'RU');
    expect(ru.length).toBeGreaterThanOrEqual(15);
    for (const each of ru) {
      expect(each.subdivisions?.length, each.date).toBeGreaterThan(0);
      if (each.subdivisions?.includes('RU-TA'))
        expect(each.source, each.date).toMatch(/Decree of the (President|Rais) of the Republic of Tatarstan/);
      if (each.subdivisions?.includes('RU-BA'))
        expect(each.source, each.date).toMatch(/Resolution of the Government of the Republic of Bashkortostan/);
      expect(
        each.subdivisions?.every((code) => code === 'RU-TA' || code === 'RU-BA'),
        each.date,
      ).toBe(true);
    }
  });
});

describe('the engine applies a subdivision’s announced day to that subdivision only', () => {
  const library = new DateHolidaysCountry('RU').holidays(2015, 2027);
  const { rows } = applyLunarDates('RU', library);

  it("Tatarstan's Uraza-Bayram 2016 on 5 July by its President's decree, no estimate; Bashkortostan keeps the library's 6 July, an estimate", () => {
    expect(days(library, URAZA, 2016, 'RU-TA')).toEqual(['2016-07-06 estimated']);
    expect(days(rows, URAZA, 2016, 'RU-TA')).toEqual(['2016-07-05']);
    expect(days(rows, KURBAN, 2016, 'RU-TA')).toEqual(['2016-09-12']);
    expect(days(rows, URAZA, 2016, 'RU-BA')).toEqual(['2016-07-06 estimated']);
    expect(days(rows, KURBAN, 2016, 'RU-BA')).toEqual(['2016-09-11 estimated']);
    // A confirmed day (2021) is confirmed in Tatarstan only.
    expect(days(rows, URAZA, 2021, 'RU-TA')).toEqual(['2021-05-13']);
    expect(days(rows, URAZA, 2021, 'RU-CE')).toEqual(['2021-05-13 estimated']);
    // Bashkortostan's Government set 2022's days; Tatarstan's decree of 2022 is not on file.
    expect(days(rows, URAZA, 2022, 'RU-BA')).toEqual(['2022-05-02']);
    expect(days(rows, URAZA, 2022, 'RU-TA')).toEqual(['2022-05-02 estimated']);
    // One entry for both republics (2020): both confirmed, Dagestan not.
    expect(days(rows, KURBAN, 2020, 'RU-BA')).toEqual(['2020-07-31']);
    expect(days(rows, KURBAN, 2020, 'RU-TA')).toEqual(['2020-07-31']);
    expect(days(rows, KURBAN, 2020, 'RU-DA')).toEqual(['2020-07-31 estimated']);
  });

  it('an entry without subdivisions applies to every republic’s rows', () => {
    const whole = applyLunarDates('RU', library, { ...optionsOf('RU'), announced: [entry('RU', URAZA, '2016-07-05')] });
    for (const scope of ['RU-TA', 'RU-BA', 'RU-DA'])
      expect(days(whole.rows, URAZA, 2016, scope)).toEqual(['2016-07-05']);
  });
});

/** A country's library rows of 2015-2030, the keys of its Hijri (estimated) holidays, and a filter to those rows. */
function libraryHijri(country: string) {
  const its = new DateHolidaysCountry(country).holidays(2015, 2030);
  const hijriKeys = new Set(its.filter((row) => isEstimateRule(libraryRuleOf(row) ?? '')).map((row) => row.key));
  const hijri = (rows: readonly SourceHoliday[]) => rows.filter((row) => hijriKeys.has(row.key));
  return { its, hijriKeys, hijri };
}

describe('weekday rules that add a day off: the holiday on its day, then the rule’s days off for that day', () => {
  const library = new DateHolidaysCountry('AZ').holidays(2015, 2030);
  const { rows } = applyLunarDates('AZ', library);
  const moved = (...announced: Announced[]) => applyLunarDates('AZ', library, { ...optionsOf('AZ'), announced }).rows;

  it("AZ Ramazan bayramı 2019 on 5 and 6 June (the Caucasus Muslims Board's calendar), not the library's 4 and 5", () => {
    expect(days(library, FITR, 2019)).toEqual(['2019-06-04 estimated', '2019-06-05 estimated']);
    expect(days(rows, FITR, 2019)).toEqual(['2019-06-05', '2019-06-06']);
  });

  it('a confirmed day keeps its days off, no longer estimates (Qurban bayramı 2022, Saturday and Sunday)', () => {
    expect(days(rows, ADHA, 2022)).toEqual([
      '2022-07-09',
      '2022-07-10',
      '2022-07-11 substitute for 2022-07-09',
      '2022-07-12 substitute for 2022-07-10',
    ]);
  });

  it('moved onto a weekend, the holiday gains its days off; moved off one, it loses them', () => {
    // 2 May 2022 is a Monday: on Saturday 30 April, its two days fall on the weekend, off on Monday and Tuesday.
    expect(days(moved(entry('AZ', FITR, '2022-04-30')), FITR, 2022)).toEqual([
      '2022-04-30',
      '2022-05-01',
      '2022-05-02 substitute for 2022-04-30',
      '2022-05-03 substitute for 2022-05-01',
    ]);
    // 24 May 2020 is a Sunday (its day off the Tuesday): a day later, Monday and Tuesday, no day off.
    expect(days(library, FITR, 2020)).toEqual([
      '2020-05-24 estimated',
      '2020-05-25 estimated',
      '2020-05-26 substitute for 2020-05-24 estimated',
    ]);
    expect(days(moved(entry('AZ', FITR, '2020-05-25')), FITR, 2020)).toEqual(['2020-05-25', '2020-05-26']);
  });

  it('leaves the library’s weekday rules as they are where nothing is announced or reckoned', () => {
    // MW (1 Shawwal and if saturday,sunday then next monday) was the control until it got its reckoning ('announced':
    // the Government's Eid al-Fitr statements, 2026-11-29). No country of the rule library is left with such a rule
    // and neither a reckoning nor announced days (all nine have both: AZ, CC, GH, MK, MW, SL, SN, TT, UZ; the only
    // others with Hijri rules and no reckoning, HR and RS, have no weekday clause, below). So the control is each of
    // the nine's own rows with its Hijri reckoning and announced days taken away: nothing announced or reckoned, the
    // engine gives the library's rows back, weekday days off included. Only the Hijri holidays are compared: other
    // engines (and hijri-spans.json) set other days.
    for (const country of ['AZ', 'CC', 'GH', 'MK', 'MW', 'SL', 'SN', 'TT', 'UZ']) {
      const { its, hijriKeys, hijri } = libraryHijri(country);
      expect(
        its.some((row) => / and if /i.test(libraryRuleOf(row) ?? '') && hijriKeys.has(row.key)),
        country,
      ).toBe(true);
      const bare = { ...optionsOf(country), reckoning: undefined, announced: [] };
      expect(hijri(applyLunarDates(country, its, bare).rows), country).toEqual(hijri(its));
    }
  });

  it('leaves a country without a reckoning as the library has it (HR, RS: Hijri rules without a weekday clause)', () => {
    for (const country of ['HR', 'RS']) {
      const { its, hijriKeys, hijri } = libraryHijri(country);
      expect(hijriKeys.size, country).toBeGreaterThan(0);
      expect(optionsOf(country).reckoning, country).toBeUndefined();
      expect(hijri(applyLunarDates(country, its).rows), country).toEqual(hijri(its));
    }
  });
});
