// Afghanistan's, Yemen's, Myanmar's and Lebanon's Islamic days of past years as their governments announced them
// (sources/calendars/announced.json), through /v3/public-holidays/list (3.2.0) of the full offline build
// (test/full-build.ts): an announced day is the holiday's day and no estimate, whether it moves the library's day
// (MM's Eid al-Adha 2019, the Union Government's Monday 12 August) or confirms it; a day derived from an announced
// month start or Eid (Yemen's 29 and 30 Ramadan, Afghanistan's Day of Arafah) is said so in the entry's source;
// a future year keeps the estimate.

import { describe, expect, it } from 'vitest';
import { nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('MM: the Union Government (list endpoint, 3.2.0)', () => {
  it("Eid al-Adha 2019 on the 2019 notification's Monday 12 August, not the library's Sunday 11th; 2030 an estimate", async () => {
    expect(await days('MM', 2019, 'Eid al-Adha')).toEqual([['2019-08-12', false, true]]);
    expect(await days('MM', 2030, 'Eid al-Adha')).toEqual([['2030-04-13', true, false]]);
  });
});

describe('LB: the official announcements (list endpoint, 3.2.0)', () => {
  it('Eid al-Adha 2021 on Tuesday 20 July (East Coast Daily roundup, 11 July 2021): both days confirmed', async () => {
    expect(await days('LB', 2021, 'Eid al-Adha')).toEqual([
      ['2021-07-20', false, true],
      ['2021-07-21', false, true],
    ]);
    expect(await days('LB', 2030, 'Eid al-Adha')).toEqual([
      ['2030-04-13', true, false],
      ['2030-04-14', true, false],
    ]);
  });
});

describe('AF: the Eid al-Adha of 2022 (list endpoint, 3.2.0)', () => {
  it('the Day of Arafah 2022 the day before the Eid of Saturday 9 July (Al Arabiya), confirmed; 2030 an estimate', async () => {
    expect(await days('AF', 2022, 'Day of Arafah')).toEqual([['2022-07-08', false, true]]);
    expect(await days('AF', 2030, 'Day of Arafah')).toEqual([['2030-04-12', true, false]]);
  });
});

describe("YE: the Ministry of Endowments and Guidance's sighting statements (list endpoint, 3.2.0)", () => {
  it('29 and 30 Ramadan of 2016 (crescent not sighted on Monday 4 July) and of 2022 (Sunday 1 May completes Ramadan)', async () => {
    expect(await days('YE', 2016, 'Eid al-Fitr Holiday (29 Ramadan)')).toEqual([['2016-07-04', false, true]]);
    expect(await days('YE', 2016, 'Eid al-Fitr Holiday (30 Ramadan)')).toEqual([['2016-07-05', false, true]]);
    expect(await days('YE', 2022, 'Eid al-Fitr Holiday (29 Ramadan)')).toEqual([['2022-04-30', false, true]]);
    expect(await days('YE', 2022, 'Eid al-Fitr Holiday (30 Ramadan)')).toEqual([['2022-05-01', false, true]]);
  });

  it("2017's 29 Ramadan (the crescent sighted on Saturday 24 June) confirmed, no 30 Ramadan (amendments/YE.json); 2030 an estimate", async () => {
    expect(await days('YE', 2017, 'Eid al-Fitr Holiday (29 Ramadan)')).toEqual([['2017-06-24', false, true]]);
    expect(await days('YE', 2017, 'Eid al-Fitr Holiday (30 Ramadan)')).toEqual([]);
    expect(await days('YE', 2030, 'Eid al-Fitr Holiday (29 Ramadan)')).toEqual([['2030-02-02', true, false]]);
  });
});
