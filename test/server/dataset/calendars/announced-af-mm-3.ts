// Afghanistan's and Myanmar's Islamic days of past years as their governments announced them
// (sources/calendars/announced.json), through /v3/public-holidays/list (3.2.0) of the full offline build
// (test/full-build.ts): an announced day is the holiday's day and no estimate, whether it moves the library's day
// (AF's Ashura 2020, the Ministry of Labour and Social Affairs' Sunday 30 August) or confirms it (a feast's
// three days with it); a future year keeps the estimate.

import { describe, expect, it } from 'vitest';
import { nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('AF: the Ministry of Labour and Social Affairs and the reports of the Eids (list endpoint, 3.2.0)', () => {
  it("Ashura 2020 on the Ministry's Sunday 9 Sunbula 1399 (30 August; Sputnik Afghanistan), not the library's 29th", async () => {
    expect(await days('AF', 2020, 'Ashura')).toEqual([['2020-08-30', false, true]]);
  });

  it("the Day of Arafah and Eid al-Adha 2017 of the Ministry's notice (Hajj Ministry advice No. 562): confirmed", async () => {
    expect(await days('AF', 2017, 'Day of Arafah')).toEqual([['2017-08-31', false, true]]);
    expect(await days('AF', 2017, 'Eid al-Adha')).toEqual([
      ['2017-09-01', false, true],
      ['2017-09-02', false, true],
      ['2017-09-03', false, true],
    ]);
  });

  it('Eid al-Fitr 2018 on Friday 15 June (AFP, The News International), its three days confirmed; 2030 an estimate', async () => {
    expect(await days('AF', 2018, 'Eid al-Fitr')).toEqual([
      ['2018-06-15', false, true],
      ['2018-06-16', false, true],
      ['2018-06-17', false, true],
    ]);
    expect((await days('AF', 2030, 'Eid al-Adha'))[0]).toEqual(['2030-04-13', true, false]);
  });
});

describe('MM: the Eid al-Adha of 2017 (list endpoint, 3.2.0)', () => {
  it('Eid al-Adha 2017 on Friday 1 September (Global New Light of Myanmar), confirmed; 2030 an estimate', async () => {
    expect(await days('MM', 2017, 'Eid al-Adha')).toEqual([['2017-09-01', false, true]]);
    expect(await days('MM', 2030, 'Eid al-Adha')).toEqual([['2030-04-13', true, false]]);
  });
});
