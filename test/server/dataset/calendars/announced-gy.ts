// Guyana's lunar holidays of past years as they were announced, through /v3/public-holidays/list (3.2.0) of the full
// offline build (test/full-build.ts): Youman Nabi 2017 on the Central Islamic Organization of Guyana's Friday
// 1 December (sources/calendars/announced.json; iNews Guyana), a day after the estimate; the Diwali holidays the
// Minister of Public Security fixed under the Public Holidays Act (Cap. 19:07) in 2015 (Tuesday 10 November, gazetted;
// Stabroek News, 20 October 2015) and 2016 (Saturday 29 October, his advertisement in the Sunday Stabroek of
// 16 October 2016), amendments/GY.json; a pair with no announcement found and a future year keep the estimate.

import { describe, expect, it } from 'vitest';
import { amendedDays, announced, estimated, holidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

/** [date, estimated, announced] of each nationwide day of the holiday in the year. */
const days = (year: number, name: string) => holidayDays(shared.server, 'GY', year, name, 'nationwide');
/** [date, estimated] of each day of the holiday and its substitute day (days amendments/ set). */
const amended = (year: number, name: string) => amendedDays(shared.server, 'GY', year, name);

describe('GY: announced Youman Nabi and Deepavali days (CIOG; the Minister under the Public Holidays Act)', () => {
  it("Youman Nabi 2017 on the CIOG's Friday 1 December (iNews Guyana), not the estimate's 30 November", async () => {
    expect(await days(2017, 'Youman Nabi')).toEqual(announced('2017-12-01'));
  });

  it('Deepavali 2015 on the gazetted Tuesday 10 November (Stabroek News, 20 October 2015), not India’s 11th, confirmed', async () => {
    expect(await amended(2015, 'Deepavali')).toEqual([['2015-11-10', false]]);
  });

  it("Deepavali 2016 on the Minister's Saturday 29 October (Sunday Stabroek, 16 October 2016), no Monday off", async () => {
    expect(await amended(2016, 'Deepavali')).toEqual([['2016-10-29', false]]);
  });

  it('Youman Nabi 2018 (no announcement found) and Eid-ul-Adha 2030 stay estimates', async () => {
    expect(await days(2018, 'Youman Nabi')).toEqual(estimated('2018-11-20'));
    expect(await days(2030, 'Eid Ul Adha')).toEqual(estimated('2030-04-13'));
  });
});
