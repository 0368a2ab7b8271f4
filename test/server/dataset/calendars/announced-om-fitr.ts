// Oman's Eid al-Fitr of 2021 and 2022, through /v3/public-holidays/list (3.2.0) of the full offline build
// (test/full-build.ts). No recorded statement of Oman's Shawwal crescent committee (Ministry of Endowments and
// Religious Affairs) names the first day of Eid al-Fitr 1443, so sources/calendars/announced.json has no OM entry
// for 2022: the Eid stays the build's estimate (2 May 2022); 2021's 13 May is confirmed by the cross-country
// roundups of Shafaq News and IRNA (fitr19's entry). Each year the Eid holiday's
// 29 Ramadan day off is the one the Ministry of Labour set (amendments/OM.json: 12 May 2021, East Coast Daily,
// 3 May 2021; 1 May 2022, Gulf News, 26 April 2022) and no 30 Ramadan day is kept. A year whose Eid the committee
// announced (2024: crescent sighted on 9 April 2024, Eid Wednesday 10 April) is confirmed; 2030 stays an estimate.

import { describe, expect, it } from 'vitest';
import { amendedDays, announced, estimated, holidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const FITR = 'Eid al-Fitr';
const DAY29 = 'Eid al-Fitr Holiday (29 Ramadan)';
const DAY30 = 'Eid al-Fitr Holiday (30 Ramadan)';

/** [date, estimated, announced] of each nationwide day of the holiday in the year. */
const days = (year: number, name: string) => holidayDays(shared.server, 'OM', year, name, 'nationwide');

describe('OM: Eid al-Fitr 2021 and 2022 (list endpoint, 3.2.0)', () => {
  it("2021: the Minister of Labour's holiday from Wednesday 29 Ramadan, 12 May; the Eid of 13 May as the roundups report it", async () => {
    expect(await amendedDays(shared.server, 'OM', 2021, DAY29)).toEqual([['2021-05-12', false]]);
    expect(await amendedDays(shared.server, 'OM', 2021, DAY30)).toEqual([]);
    expect(await days(2021, FITR)).toEqual(announced('2021-05-13', '2021-05-14', '2021-05-15'));
  });

  it("2022: the Ministry of Labour's holiday from Sunday 29 Ramadan, 1 May; the Eid of 2 May an estimate", async () => {
    expect(await amendedDays(shared.server, 'OM', 2022, DAY29)).toEqual([['2022-05-01', false]]);
    expect(await amendedDays(shared.server, 'OM', 2022, DAY30)).toEqual([]);
    expect(await days(2022, FITR)).toEqual(estimated('2022-05-02', '2022-05-03', '2022-05-04'));
  });

  it("2024's Eid as the Shawwal 1445 committee announced it (Wednesday 10 April), confirmed; 2030's an estimate", async () => {
    expect(await days(2024, FITR)).toEqual(announced('2024-04-10', '2024-04-11', '2024-04-12'));
    expect((await days(2030, FITR))[0]).toEqual(['2030-02-04', true, false]);
  });
});
