// Bahrain's, Kuwait's and Oman's Islamic days of past years as their governments announced them
// (sources/calendars/announced.json), through /v3/public-holidays/list (3.2.0) of the full offline build
// (test/full-build.ts): an announced day is the holiday's day and no estimate, whether it moves the library's day
// (OM's Islamic New Year 2019, a day after the reckoned 31 August) or confirms it; a year nobody announced yet
// (2030), or a past year whose announcement was not found (OM's Eid al-Fitr 2016), keeps the estimate. OM's Eid
// al-Fitr 2019, found later (the crescent committee's statement of 4 June), is held by announced-residue4-gulf30.ts.

import { describe, expect, it } from 'vitest';
import { announced, estimated, nationwideHolidayDays, MAWLID, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('BH gulf-3: the Prime Minister’s holiday circulars (list endpoint, 3.2.0)', () => {
  it("Ashura 2024 on Tuesday 16 July (the Crown Prince and Prime Minister's circular, BNA), confirmed", async () => {
    expect(await days('BH', 2024, 'Day of Ashura')).toEqual(announced('2024-07-16'));
  });

  it("the Islamic New Year 2020 on Thursday 20 August (Prince Salman's circular, Daily Tribune) and the Mawlid 2025, confirmed", async () => {
    expect(await days('BH', 2020, 'Islamic New Year')).toEqual(announced('2020-08-20'));
    expect(await days('BH', 2025, MAWLID)).toEqual(announced('2025-09-04'));
  });

  it('Ashura 2030 stays an estimate', async () => {
    expect(await days('BH', 2030, 'Day of Ashura')).toEqual(estimated('2030-05-12'));
  });
});

describe('KW gulf-3: the Civil Service Commission and the Council of Ministers (list endpoint, 3.2.0)', () => {
  it("the Prophet's Birthday 2019 on Saturday 9 November (the Commission's circular), confirmed", async () => {
    expect(await days('KW', 2019, "Prophet's Birthday")).toEqual(announced('2019-11-09'));
  });

  it('the Islamic New Year 2023 on Wednesday 19 July (Center for Government Communication), confirmed; 2030 an estimate', async () => {
    expect(await days('KW', 2023, 'Islamic New Year')).toEqual(announced('2023-07-19'));
    expect(await days('KW', 2030, 'Islamic New Year')).toEqual(estimated('2030-05-03'));
  });
});

describe('OM gulf-3: the Ministry of Endowments and Religious Affairs and the Diwan of Royal Court (list endpoint, 3.2.0)', () => {
  it("the Islamic New Year 2019 on the Ministry's Sunday 1 September (sighting of 31 August, ONA), not the library's 31st", async () => {
    expect(await days('OM', 2019, 'Islamic New Year')).toEqual(announced('2019-09-01'));
  });

  it("Eid al-Adha 2017 from Friday 1 September (the Diwan's decision: 9 Dhu al-Hijjah on Thursday 31 August), confirmed", async () => {
    expect(await days('OM', 2017, 'Eid al-Adha')).toEqual(announced('2017-09-01', '2017-09-02', '2017-09-03'));
  });

  it('Eid al-Fitr 2016 (no sighting statement found) and the Islamic New Year 2030 stay estimates', async () => {
    expect(await days('OM', 2016, 'Eid al-Fitr')).toEqual(estimated('2016-07-06', '2016-07-07', '2016-07-08'));
    expect(await days('OM', 2030, 'Islamic New Year')).toEqual(estimated('2030-05-03'));
  });
});
