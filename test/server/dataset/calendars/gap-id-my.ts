// Indonesia's Waisak and Nyepi and Malaysia's Wesak Day in the years the rule library's tables leave out
// (amendments/ID.json, amendments/MY.json), through /v3/public-holidays/list of the full offline build
// (test/full-build.ts). Both are holidays every year by law (Indonesia: Keppres No. 3/1983, kept by Keppres
// No. 8/2024, each year's day by the three ministers' joint decree, SKB; Malaysia: Holidays Act 1951, Second
// Schedule, each year's day by the Prime Minister's Department's list). A year without its decree or list is
// an estimate by the rule the entries state, checked here against the calendar engines:
// - Waisak (ID): the full moon's day in WIB (Asia/Jakarta) in the Chinese calendar's 4th month (42 of the
//   44 SKB days 1983-2026 as python-holidays lists them; all of 2000-2026);
// - Wesak Day (MY): the 15th of the first Chinese month whose 15th falls in May (24 of 26 lists 2001-2026);
// - Nyepi (ID): the Balinese saka calendar's day after Tilem Kesanga, as its tables give it (19 of 19 SKB
//   days 2009-2027); no engine computes that arithmetic calendar, so the days are written out.
// The SKB of 2023 put Waisak on Sunday 4 June (the library had 6 May); Nyepi 2005 and 2006 are the days the
// Government announced (not estimates).

import { describe, expect, it } from 'vitest';
import { chineseToGregorian, lunarMonths } from '../../../../sources/calendars/chinese.js';
import { moonPhasesInYear } from '../../../../sources/calendars/moon.js';
import { amendedDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();
const days = (country: string, year: number, name: string) => amendedDays(shared.server, country, year, name);

const DAY_MS = 86_400_000;
const distance = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / DAY_MS;

/** Indonesia's rule: the full moon's day in WIB nearest the 15th of the Chinese 4th month. */
function waisak(year: number): string {
  const fifteenth = chineseToGregorian(year, 4, 15);
  return moonPhasesInYear(year, 'full', 'Asia/Jakarta')
    .map((each) => each.localDate)
    .reduce((best, each) => (distance(each, fifteenth) < distance(best, fifteenth) ? each : best));
}

/** Malaysia's rule: the 15th of the first Chinese lunar month whose 15th falls in May. */
function wesak(year: number): string {
  const fifteenths = lunarMonths(year).map((month) =>
    new Date(Date.parse(`${month.start}T00:00:00Z`) + 14 * DAY_MS).toISOString().slice(0, 10),
  );
  const may = fifteenths.find((each) => each.startsWith(`${year}-05-`));
  if (!may) throw new Error(`no 15th in May ${year}`);
  return may;
}

describe('ID Waisak and Nyepi, MY Wesak Day in the years the rule library lacks (list endpoint)', () => {
  it('ID Waisak: the rule reproduces the SKB days 2017-2026 (4 June 2023) and the library day of 2027', () => {
    const skb: Record<number, string> = {
      2017: '2017-05-11',
      2018: '2018-05-29',
      2019: '2019-05-19',
      2020: '2020-05-07',
      2021: '2021-05-26',
      2022: '2022-05-16',
      2023: '2023-06-04',
      2024: '2024-05-23',
      2025: '2025-05-12',
      2026: '2026-05-31',
      2027: '2027-05-20',
    };
    for (const [year, date] of Object.entries(skb)) expect(waisak(Number(year)), year).toBe(date);
  });

  it('ID Waisak 2023 on Sunday 4 June, the SKB 1066/2022 day (not 6 May)', async () => {
    expect(await days('ID', 2023, 'Vesak Day')).toEqual([['2023-06-04', false]]);
  });

  it('ID Waisak 2000 and 2028-2035: one estimated day each, by the rule (2031 and 2034 in June)', async () => {
    for (const year of [2000, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035]) {
      expect(await days('ID', year, 'Vesak Day'), String(year)).toEqual([[waisak(year), true]]);
    }
    expect(waisak(2031)).toBe('2031-06-05');
    expect(waisak(2034)).toBe('2034-06-02');
  });

  it('ID Nyepi 2000-2008 and 2028-2035: the Balinese calendar days, 2005 and 2006 as announced, the others estimates', async () => {
    const expected: Record<number, [string, boolean]> = {
      2000: ['2000-04-04', true],
      2001: ['2001-03-25', true],
      2002: ['2002-04-13', true],
      2003: ['2003-04-02', true],
      2004: ['2004-03-22', true],
      2005: ['2005-03-11', false],
      2006: ['2006-03-30', false],
      2007: ['2007-03-19', true],
      2008: ['2008-03-07', true],
      2028: ['2028-03-26', true],
      2029: ['2029-03-15', true],
      2030: ['2030-03-05', true],
      2031: ['2031-03-24', true],
      2032: ['2032-03-12', true],
      2033: ['2033-03-31', true],
      2034: ['2034-03-20', true],
      2035: ['2035-03-10', true],
    };
    for (const [year, day] of Object.entries(expected)) {
      expect(await days('ID', Number(year), 'Nyepi'), year).toEqual([day]);
    }
    // The library's years stay: Nyepi 2027 on 8 March (SKB days 2009-2027).
    expect((await days('ID', 2027, 'Nyepi')).map(([date]) => date)).toEqual(['2027-03-08']);
  });

  it('MY Wesak Day: the rule reproduces the lists of 2015-2025 (May also where Singapore kept June: 2015, 2023)', () => {
    const lists: Record<number, string> = {
      2015: '2015-05-03',
      2016: '2016-05-21',
      2017: '2017-05-10',
      2018: '2018-05-29',
      2019: '2019-05-19',
      2020: '2020-05-07',
      2021: '2021-05-26',
      2022: '2022-05-15',
      2023: '2023-05-04',
      2024: '2024-05-22',
      2025: '2025-05-12',
    };
    for (const [year, date] of Object.entries(lists)) expect(wesak(Number(year)), year).toBe(date);
  });

  it('MY Wesak Day 2000 and 2027-2035: one estimated nationwide day each, by the rule (2031 and 2034 in May), and on a Sunday its estimated Monday in lieu (Holidays Act 1951, s. 3; amendments/MY.json)', async () => {
    for (const year of [2000, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034, 2035]) {
      const day = wesak(year);
      const monday = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS);
      const expected: [string, boolean][] = [[day, true]];
      if (monday.getUTCDay() === 1) expected.push([monday.toISOString().slice(0, 10), true]);
      expect(await days('MY', year, 'Vesak Day'), String(year)).toEqual(expected);
    }
    expect(wesak(2029)).toBe('2029-05-27');
    expect(wesak(2031)).toBe('2031-05-06');
    expect(wesak(2034)).toBe('2034-05-03');
  });
});
