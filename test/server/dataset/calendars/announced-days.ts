// Islamic days of past years as the governments announced them (sources/calendars/announced.json), through
// /v3/public-holidays/list of the full offline build (test/full-build.ts), contract 3.2.0: an announced day is the
// holiday's day, no longer an estimate, whether it confirms the library's day or moves it; a future year, which no
// announcement covers yet, keeps the library's day as an estimate.

import { describe, expect, it } from 'vitest';
import { ADHA, FITR, listIn320, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

/** [date, estimated, announced] of each day of the holiday in the year. */
const days = async (country: string, year: number, name: string) =>
  (await listIn320(shared.server, country, year))
    .filter((holiday) => holiday.name === name)
    .map((holiday) => [
      holiday.date,
      holiday.estimated ?? false,
      (holiday.sources ?? []).includes('calendar-announced'),
    ]);

describe('announced Islamic days of past years (list endpoint, 3.2.0)', () => {
  it("EG: Eid al-Adha 2015 on Thursday 24 September, Dar al-Ifta's day, its four days moved from the library's 23rd", async () => {
    expect(await days('EG', 2015, ADHA)).toEqual([
      ['2015-09-24', false, true],
      ['2015-09-25', false, true],
      ['2015-09-26', false, true],
      ['2015-09-27', false, true],
    ]);
  });

  it('EG: Eid al-Fitr 2019 on Wednesday 5 June (no crescent seen on the 3rd), and 2015 confirmed on the library’s 17 July', async () => {
    expect(await days('EG', 2019, FITR)).toEqual([
      ['2019-06-05', false, true],
      ['2019-06-06', false, true],
      ['2019-06-07', false, true],
    ]);
    expect((await days('EG', 2015, FITR))[0]).toEqual(['2015-07-17', false, true]);
  });

  it("MA: the Ministry of Habous's days, a day after the library's in 2017, 2023 and 2024, confirmed in 2021", async () => {
    expect(await days('MA', 2017, FITR)).toEqual([['2017-06-26', false, true]]);
    expect(await days('MA', 2023, FITR)).toEqual([['2023-04-22', false, true]]);
    expect(await days('MA', 2024, ADHA)).toEqual([['2024-06-17', false, true]]);
    expect(await days('MA', 2021, FITR)).toEqual([['2021-05-13', false, true]]);
  });

  it('PK: Ashura 2017 is 9 and 10 Muharram as the Ruet-e-Hilal Committee fixed them, 30 September and 1 October', async () => {
    expect(await days('PK', 2017, 'Ashura')).toEqual([
      ['2017-09-30', false, true],
      ['2017-10-01', false, true],
    ]);
  });

  it("a future year keeps the library's day as an estimate (EG, MA 2030)", async () => {
    expect((await days('EG', 2030, FITR))[0]).toEqual(['2030-02-04', true, false]);
    expect(await days('MA', 2030, ADHA)).toEqual([['2030-04-13', true, false]]);
  });
});
