// Cambodia's lunar holidays and New Year, and Laos's New Year (sources/calendars/khmer.ts, by
// calendars/khmer.json) through /v3/public-holidays/list of the full offline build (test/full-build.ts):
// the years of the announced lists (2020-2026, the dated rules of countries/KH.json and LA.json) keep
// their days, not estimates; from 2027 the engine adds every day of each holiday, as estimates.

import { describe, expect, it } from 'vitest';
import { khmerDays, type KhmerDay } from '../../../../sources/calendars/khmer.js';
import { listIn320, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const KH: Record<string, KhmerDay> = {
  'Khmer New Year': 'sangkran',
  'Visak Bochea Day': 'visak-bochea',
  'Royal Ploughing Ceremony': 'royal-ploughing',
  'Pchum Ben': 'pchum-ben',
  'Water Festival': 'water-festival',
};

/** A holiday's days in a year as listed: each with its estimated flag and sources. */
async function daysOf(country: string, year: number, name: string) {
  return (await listIn320(shared.server, country, year))
    .filter((holiday) => holiday.name === name)
    .map((holiday) => ({ date: holiday.date, estimated: holiday.estimated === true, sources: holiday.sources ?? [] }));
}

describe("KH's lunar holidays and New Year by the Khmer calendar (list endpoint)", () => {
  it("2027-2030: every day of each holiday, once, on the engine's days, estimates, from the engine", async () => {
    for (const year of [2027, 2028, 2029, 2030])
      for (const [name, day] of Object.entries(KH)) {
        const days = await daysOf('KH', year, name);
        expect(
          days.map((each) => [each.date, each.estimated]),
          `${year} ${name}`,
        ).toEqual(khmerDays(day, year).map((date) => [date, true]));
        for (const each of days) expect(each.sources, `${year} ${name}`).toEqual(['calendar-buddhist']);
      }
    // Written out: 2028's New Year has two days of Virak Vanabat (13-16 April); Pchum Ben 2029 after a leap month.
    expect((await daysOf('KH', 2028, 'Khmer New Year')).map((each) => each.date)).toEqual([
      '2028-04-13',
      '2028-04-14',
      '2028-04-15',
      '2028-04-16',
    ]);
    expect((await daysOf('KH', 2029, 'Pchum Ben')).map((each) => each.date)).toEqual([
      '2029-10-06',
      '2029-10-07',
      '2029-10-08',
    ]);
  });

  it('2021-2026: the days the sub-decrees announced, not estimates, none added beside them', async () => {
    const announced: Record<number, Record<string, string>> = {
      2021: { 'Visak Bochea Day': '2021-04-26', 'Pchum Ben': '2021-10-05', 'Water Festival': '2021-11-18' },
      2024: { 'Khmer New Year': '2024-04-13', 'Royal Ploughing Ceremony': '2024-05-26' },
      2026: { 'Visak Bochea Day': '2026-05-01', 'Water Festival': '2026-11-23' },
    };
    for (const [year, names] of Object.entries(announced))
      for (const [name, first] of Object.entries(names)) {
        const days = await daysOf('KH', Number(year), name);
        expect(days[0]!.date, `${year} ${name}`).toBe(first);
        expect(
          days.every((each) => !each.estimated && !each.sources.includes('calendar-buddhist')),
          `${year} ${name}`,
        ).toBe(true);
      }
    for (const year of [2021, 2022, 2023, 2024, 2025, 2026])
      for (const name of Object.keys(KH))
        expect((await daysOf('KH', year, name)).length, `${year} ${name}`).toBe(
          name === 'Khmer New Year'
            ? year === 2024
              ? 4
              : 3
            : name.endsWith('Day') || name.startsWith('Royal')
              ? 1
              : 3,
        );
  });

  it('LA: Lao New Year as the notices gave it until 2026, the engine estimates from 2027', async () => {
    expect((await daysOf('LA', 2026, 'Lao New Year')).map((each) => [each.date, each.estimated])).toEqual([
      ['2026-04-14', false],
      ['2026-04-15', false],
      ['2026-04-16', false],
    ]);
    expect((await daysOf('LA', 2028, 'Lao New Year')).map((each) => [each.date, each.estimated])).toEqual([
      ['2028-04-13', true],
      ['2028-04-14', true],
      ['2028-04-15', true],
      ['2028-04-16', true],
    ]);
  });
});
