// Islamic days of past years in Turkey, Spain (Ceuta and Melilla), Bosnia and Herzegovina, Kosovo and Montenegro as
// their calendars and announcements gave them (sources/calendars/announced.json), through /v3/public-holidays/list
// of the full offline build (test/full-build.ts), contract 3.2.0: an announced day is the holiday's day, no longer an estimate,
// whether it confirms the library's day or moves it (every day of the holiday with it); a later year, which no
// entry covers, keeps the library's day as an estimate.

import { describe, expect, it } from 'vitest';
import { ADHA, FITR, holidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

/** [date, estimated, announced] of each day of the holiday in the year (in the subdivision, when given). */
const days = (country: string, year: number, name: string, subdivision?: string) =>
  holidayDays(shared.server, country, year, name, subdivision);

describe('announced Islamic days of past years in Europe (list endpoint, 3.2.0)', () => {
  it("TR: Diyanet's calendar puts Ramazan Bayramı 2016 on 5 July, a day before the library's, its three days with it", async () => {
    expect(await days('TR', 2016, FITR)).toEqual([
      ['2016-07-05', false, true],
      ['2016-07-06', false, true],
      ['2016-07-07', false, true],
    ]);
  });

  it("TR: Kurban Bayramı 2015 on 24 September (the library's 23rd), four days; 2026 confirmed on 27 May; 2027 an estimate", async () => {
    expect(await days('TR', 2015, ADHA)).toEqual([
      ['2015-09-24', false, true],
      ['2015-09-25', false, true],
      ['2015-09-26', false, true],
      ['2015-09-27', false, true],
    ]);
    expect((await days('TR', 2026, ADHA))[0]).toEqual(['2026-05-27', false, true]);
    expect((await days('TR', 2027, FITR))[0]).toEqual(['2027-03-09', true, false]);
  });

  it("ES: the BOE's lists put Ceuta's Fiesta del Sacrificio 2024 on Monday 17 June (the library's row, 'Arafat Day', on the 15th, renamed by amendments/ES.json)", async () => {
    expect(await days('ES', 2024, ADHA, 'ES-CE')).toEqual([['2024-06-17', false, true]]);
  });

  it("ES: Melilla's Eid al-Adha 2022 on Monday 11 July and Eid al-Fitr 2025 on Monday 31 March; 2027 an estimate", async () => {
    expect(await days('ES', 2022, ADHA, 'ES-ML')).toEqual([['2022-07-11', false, true]]);
    expect(await days('ES', 2025, FITR, 'ES-ML')).toEqual([['2025-03-31', false, true]]);
    expect(await days('ES', 2027, ADHA, 'ES-ML')).toEqual([['2027-05-16', true, false]]);
  });

  it("BA: the Rijaset's Kurban-bajram 2016 on Monday 12 September, a day after the library's; 2027 an estimate", async () => {
    expect((await days('BA', 2016, ADHA)).map(([date, estimated]) => [date, estimated])).toEqual([
      ['2016-09-12', false],
      ['2016-09-13', false],
      ['2016-09-14', false],
      ['2016-09-15', false],
    ]);
    expect((await days('BA', 2025, FITR))[0]).toEqual(['2025-03-30', false, true]);
    expect((await days('BA', 2027, FITR))[0]).toEqual(['2027-03-09', true, false]);
  });

  it("XK and ME: the announcements confirm the library's days (Kurban Bajrami 2021, Ramazanski bajram 2023); 2027 an estimate", async () => {
    expect(await days('XK', 2021, ADHA)).toEqual([['2021-07-20', false, true]]);
    expect((await days('ME', 2023, FITR))[0]).toEqual(['2023-04-21', false, true]);
    expect((await days('XK', 2027, FITR))[0]).toEqual(['2027-03-09', true, false]);
    expect((await days('ME', 2027, FITR))[0]).toEqual(['2027-03-09', true, false]);
  });
});
