// Iran's, Brunei's and Guyana's Islamic days of past years as their authorities announced them
// (sources/calendars/announced.json), through /v3/public-holidays/list (3.2.0) of the full offline build
// (test/full-build.ts): an announced day is the holiday's day and no estimate, whether it moves the estimate
// (Brunei's Hari Raya Aidilfitri 2017 and 2024, the Syawal crescent not sighted) or confirms it; a day whose
// announcement was not found (Iran's Arbaeen 2026, Guyana's Eid-ul-Adha 2018) and a future year keep the estimate.

import { describe, expect, it } from 'vitest';
import { ADHA, announced, estimated, FITR, nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('IR: the official calendar (Council for Public Culture; Calendar Center, University of Tehran)', () => {
  it("Ashura 2026 on the 1405 calendar's Thursday 4 Tir (25 June; ILNA, 30 October 2025), confirmed", async () => {
    expect(await days('IR', 2026, 'Ashoura')).toEqual(announced('2026-06-25'));
  });

  it("Arbaeen 2025 on Thursday 23 Mordad 1404 (14 August), announced; 2026's (no announcement found) and 2030's Ashura estimates", async () => {
    expect(await days('IR', 2025, 'Arbaeen-e Hosseini')).toEqual(announced('2025-08-14'));
    expect(await days('IR', 2026, 'Arbaeen-e Hosseini')).toEqual(estimated('2026-08-04'));
    expect(await days('IR', 2030, 'Ashoura')).toEqual(estimated('2030-05-13'));
  });
});

describe("BN: the Brunei Islamic Religious Council's sighting announcements, broadcast by RTB", () => {
  it('Hari Raya Aidilfitri 2017 on Monday 26 June (Borneo Bulletin, 24 June 2017), a day after the MABIMS estimate: the three days move', async () => {
    expect(await days('BN', 2017, FITR)).toEqual(announced('2017-06-26', '2017-06-27', '2017-06-28'));
  });

  it("Hari Raya Aidilfitri 2024 on Thursday 11 April (Borneo Bulletin, 10 April 2024), not the estimate's 10th", async () => {
    expect(await days('BN', 2024, FITR)).toEqual(announced('2024-04-11', '2024-04-12', '2024-04-13'));
  });

  it('Hari Raya Aidiladha 2030 stays a MABIMS estimate', async () => {
    expect(await days('BN', 2030, ADHA)).toEqual(estimated('2030-04-14'));
  });
});

describe('GY: the Minister’s notifications under the Public Holidays Act (Cap. 19:07)', () => {
  it('Eid-ul-Adha 2017 on the gazetted Friday 1 September, and 2020 on Friday 31 July, confirmed', async () => {
    expect(await days('GY', 2017, 'Eid Ul Adha')).toEqual(announced('2017-09-01'));
    expect(await days('GY', 2020, 'Eid Ul Adha')).toEqual(announced('2020-07-31'));
  });

  it('Eid-ul-Adha 2018 (no notification found) and 2030 stay estimates', async () => {
    expect(await days('GY', 2018, 'Eid Ul Adha')).toEqual(estimated('2018-08-21'));
    expect(await days('GY', 2030, 'Eid Ul Adha')).toEqual(estimated('2030-04-13'));
  });
});
