// Bhutan's and Mongolia's Tibetan-calendar holidays (sources/calendars/tibetan.ts, by calendars/tibetan.json) through
// /v3/public-holidays/list of the full offline build (test/full-build.ts): an announced year (2020-2026, the countries'
// dated rules) has them as the lists gave them, not estimates; a year after the last list (2027-) has them on the
// engine's days, estimates, from the engine alone, each day once; and BT's Dashain, by the Hindu engine (hindu.json).

import { describe, expect, it } from 'vitest';
import { festivalDaysInGregorianYear } from '../../../../sources/calendars/tibetan.js';
import { listIn320, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = async (country: string, year: number, name: string) =>
  (await listIn320(shared.server, country, year))
    .filter((holiday) => holiday.name === name)
    .map((holiday) => ({ date: holiday.date, estimated: holiday.estimated ?? false, sources: holiday.sources ?? [] }));

describe('BT and MN Tibetan-calendar holidays (list endpoint)', () => {
  it('an announced year (2026): the lists’ days, not estimates, from the country files', async () => {
    expect(await days('BT', 2026, 'Losar')).toEqual([
      { date: '2026-02-18', estimated: false, sources: ['country-definitions'] },
      { date: '2026-02-19', estimated: false, sources: ['country-definitions'] },
    ]);
    expect(
      (await days('BT', 2026, 'Descending Day of Lord Buddha')).map((each) => [each.date, each.estimated]),
    ).toEqual([['2026-11-01', false]]);
    expect((await days('MN', 2026, 'Tsagaan Sar (Lunar New Year)')).map((each) => [each.date, each.estimated])).toEqual(
      [
        ['2026-02-18', false],
        ['2026-02-19', false],
        ['2026-02-20', false],
      ],
    );
    // 2022: Bhutan's Losar a month after Mongolia's Tsagaan Sar (their leap months differ).
    expect((await days('BT', 2022, 'Losar'))[0]).toMatchObject({ date: '2022-03-03', estimated: false });
    expect((await days('MN', 2022, 'Tsagaan Sar (Lunar New Year)'))[0]).toMatchObject({
      date: '2022-02-02',
      estimated: false,
    });
  });

  it("a computed year (2027-2030): the engine's days, estimates, from the engine alone, once each", async () => {
    const bhutanese: [string, number, number][] = [
      ['Traditional Day of Offering', 12, 1],
      ['Zhabdrung Kuchhoe', 3, 10],
      ["Lord Buddha's Parinirvana", 4, 15],
      ['Birth Anniversary of Guru Rinpoche', 5, 10],
      ['First Sermon of Lord Buddha', 6, 4],
      ['Descending Day of Lord Buddha', 9, 22],
    ];
    for (const year of [2027, 2028, 2029, 2030]) {
      for (const [name, month, day] of bhutanese) {
        expect(await days('BT', year, name), `${year} ${name}`).toEqual(
          festivalDaysInGregorianYear('bhutanese', month, day, year).map((date) => ({
            date,
            estimated: true,
            sources: ['calendar-tibetan'],
          })),
        );
      }
      const [newYear] = festivalDaysInGregorianYear('mongolian', 1, 1, year);
      expect(
        (await days('MN', year, 'Tsagaan Sar (Lunar New Year)')).map((each) => each.estimated),
        `${year}`,
      ).toEqual([true, true, true]);
      expect((await days('MN', year, 'Tsagaan Sar (Lunar New Year)'))[0]!.date).toBe(newYear);
      expect(await days('MN', year, "Buddha's Birthday")).toEqual(
        festivalDaysInGregorianYear('mongolian', 4, 15, year).map((date) => ({
          date,
          estimated: true,
          sources: ['calendar-tibetan'],
        })),
      );
    }
    // The days written out: Losar 2027 on 7-8 February; Tsagaan Sar 2033 on 31 January, a month before the Bhutanese
    // Losar of 2 March (the Mongolian leap month falls elsewhere); Chinggis Khaan's Birthday 2027 on 29 November.
    expect((await days('BT', 2027, 'Losar')).map((each) => [each.date, each.estimated])).toEqual([
      ['2027-02-07', true],
      ['2027-02-08', true],
    ]);
    expect((await days('MN', 2033, 'Tsagaan Sar (Lunar New Year)'))[0]).toMatchObject({
      date: '2033-01-31',
      estimated: true,
    });
    expect((await days('BT', 2033, 'Losar'))[0]).toMatchObject({ date: '2033-03-02', estimated: true });
    // Dashain, by the Hindu engine (hindu.json): listed in 2026, the engine's estimate in 2027.
    expect((await days('BT', 2026, 'Dashain')).map((each) => [each.date, each.estimated])).toEqual([
      ['2026-10-21', false],
    ]);
    expect(await days('BT', 2027, 'Dashain')).toEqual([
      { date: '2027-10-10', estimated: true, sources: ['calendar-hindu'] },
    ]);
    expect(await days('MN', 2027, "Chinggis Khaan's Birthday (Mongolian Pride Day)")).toEqual([
      { date: '2027-11-29', estimated: true, sources: ['calendar-tibetan'] },
    ]);
  });
});
