// Issue 25 item 3, residue wave 5 (ind31): Bangladesh, Mauritius and the Cocos (Keeling) Islands, through
// /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts).
// BD (sources/calendars/announced.json, hindu.json, amendments/BD.json): Eid-ul-Fitr 2017 kept on Monday 26 June
// (the Shawwal moon sighted on the Sunday evening) and 2026 on Saturday 21 March (the President and the Prime Minister
// at the National Eidgah), confirmed with their three days; Eid-e-Miladunnabi 4 January 2015 (the Committee's sighting
// of 23 December 2014, confirmed) and 25 December 2015 (moon not sighted on 12 December, the holiday moved from the
// list's 24th by executive order: moved); Buddha Purnima 2021 kept on Wednesday 26 May (the engine's day); Bijoya
// Dashami 2015 moved by the Cabinet from 23 to 22 October (an amendment), and 2026 on the list's 21 October.
// MU: Eid-ul-Fitr 2018 celebrated on Saturday 16 June (the library's Friday 15th: moved); Thaipoosam Cavadee 2018
// (31 January), Ganesh Chaturthi 2015 (18 September) and Divali 2015 (11 November) as kept, the engine's days.
// CC: Hari Raya Puasa (20 March), Hari Raya Haji (27 May) and Hari Maulaud Nabi (26 August, the library's 25th) of
// 2026 from the Administrator's community bulletin A21/2025.
// Years whose announcement was not found stay estimates (reviews/BD.json, MU.json, CC.json `open`).

import { describe, expect, it } from 'vitest';
import { announced, announcedClient, estimated, FITR, MAWLID, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

/** [date, estimated, from the announced table] of each day of the holiday. */
const { days } = announcedClient(shared);

/** [date, estimated] of each row of the holiday, whichever engine set it (the Hindu festivals too). */
const kept = async (country: string, year: number, name: string) =>
  (await days(country, year, name)).map(([date, isEstimated]) => [date, isEstimated]);

describe('ind31: BD, MU and CC announced and kept days (list endpoint, 3.2.0)', () => {
  it('BD Eid-ul-Fitr 2017 (Monday 26 June) and 2026 (Saturday 21 March) confirmed, with their three days', async () => {
    expect(await days('BD', 2017, FITR)).toEqual(announced('2017-06-26', '2017-06-27', '2017-06-28'));
    expect(await days('BD', 2026, FITR)).toEqual(announced('2026-03-21', '2026-03-22', '2026-03-23'));
  });

  it("BD Eid-e-Miladunnabi 2015: 4 January confirmed, 25 December moved from the library's 24th", async () => {
    expect(await days('BD', 2015, MAWLID)).toEqual([...announced('2015-01-04'), ...announced('2015-12-25')]);
  });

  it("BD Buddha Purnima 2021 kept on 26 May; Bijoya Dashami 2015 on the Cabinet's 22 October and 2026 on the list's 21st", async () => {
    expect(await kept('BD', 2021, "Buddha's Birthday")).toEqual([['2021-05-26', false]]);
    expect(await kept('BD', 2015, 'Durga Puja')).toEqual([['2015-10-22', false]]);
    expect(await kept('BD', 2026, 'Durga Puja')).toEqual([['2026-10-21', false]]);
  });

  it("MU Eid-ul-Fitr 2018 on Saturday 16 June (the library's Friday 15th); Thaipoosam 2018, Ganesh Chaturthi and Divali 2015 kept", async () => {
    expect(await days('MU', 2018, 'Eid-Ul-Fitr')).toEqual(announced('2018-06-16'));
    expect(await kept('MU', 2018, 'Thaipoosam Cavadee')).toEqual([['2018-01-31', false]]);
    expect(await kept('MU', 2015, 'Ganesh Chaturthi')).toEqual([['2015-09-18', false]]);
    expect(await kept('MU', 2015, 'Divali')).toEqual([['2015-11-11', false]]);
  });

  it("CC 2026 from the Administrator's list: Hari Raya Puasa and Hari Raya Haji confirmed, Hari Maulaud Nabi moved to 26 August", async () => {
    expect(await days('CC', 2026, 'Hari Raya Puasa')).toEqual(announced('2026-03-20'));
    expect(await days('CC', 2026, 'Hari Raya Haji')).toEqual(announced('2026-05-27'));
    expect(await days('CC', 2026, 'Hari Maulaud Nabi')).toEqual(announced('2026-08-26'));
  });

  it('years not found stay estimates: BD Ashura 2017, MU Eid-ul-Fitr 2017 and Ugadi 2018, CC Hari Raya Puasa 2018', async () => {
    expect(await days('BD', 2017, 'Day of Ashura')).toEqual(estimated('2017-10-01'));
    expect(await days('MU', 2017, 'Eid-Ul-Fitr')).toEqual(estimated('2017-06-25'));
    expect(await kept('MU', 2018, 'Ugadi')).toEqual([['2018-03-18', true]]);
    expect(await days('CC', 2018, 'Hari Raya Puasa')).toEqual(estimated('2018-06-15'));
  });
});
