// Bhutan's days of 2017 and 2019 as the Royal Government kept them (issue 25 item 3, fourth residue wave, asia30),
// through /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts):
// - the Traditional Day of Offering on Saturday 28 January 2017 (Bhutan Times, 29 January 2017: "it falls on 28 of
//   January, this year"): a dated rule of countries/BT.json, so the Tibetan engine adds no estimate that year;
// - Nyilo on Monday 2 January 2017 (the Ministry of Agriculture and Forests' notice "January 2nd 2017: Government
//   Holiday to observe Nyilo"): a dated addition of amendments/BT.json, no longer the estimated 2 January;
// - Dashain on Tuesday 8 October 2019 (BBS, "His Majesty grants Dashain Tika", 8 October 2019): an announced year of
//   sources/calendars/hindu.json's Bhutan entry, the rule's day, no longer an estimate.
// Each is the day the engines or the rule already gave: confirmed, not moved. The years without a report on file
// (Nyilo 2018, the Day of Offering 2018, Dashain 2018) stay estimates.
// Brunei's first day of Ramadan 2016 (sources/calendars/announced.json): Tuesday 7 June, as the Chief Syar'ie Judge
// announced on 5 June 2016 (Media Permata, 'Kita puasa esok'), a day after the MABIMS estimate; 2017 stays an
// estimate.
// Myanmar (dated rules of countries/MM.json): National Day on Monday 13 November 2017 (the President's message on the
// 97th Anniversary) and Sunday 2 December 2018 (President U Win Myint's message on the 98th, GNLM), and Kayin New Year
// on Sunday 6 January 2019 (the State Counsellor's Kayin New Year Day message), each the Burmese engine's day; Kayin
// New Year 2017 (18 December) stays an estimate.

import { describe, expect, it } from 'vitest';
import { announced, estimated, nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);
/** A day that is no estimate and not from the announced table (a dated rule, an amendment, an engine's announced year). */
const kept = (...dates: string[]) => dates.map((date) => [date, false, false]);

describe('BT (asia30): the Day of Offering and Nyilo of 2017 and Dashain 2019 as kept (list endpoint, 3.2.0)', () => {
  it('the Traditional Day of Offering on Saturday 28 January 2017 (Bhutan Times), no estimate; 2018 still the engine estimate', async () => {
    expect(await days('BT', 2017, 'Traditional Day of Offering')).toEqual(kept('2017-01-28'));
    expect(await days('BT', 2018, 'Traditional Day of Offering')).toEqual(estimated('2018-01-17'));
  });

  it("Nyilo on Monday 2 January 2017 (the Ministry of Agriculture and Forests' notice), no estimate; 2018 still an estimate", async () => {
    expect(await days('BT', 2017, 'Winter Solstice (Nyilo)')).toEqual(kept('2017-01-02'));
    expect(await days('BT', 2018, 'Winter Solstice (Nyilo)')).toEqual(estimated('2018-01-02'));
  });

  it('Dashain on Tuesday 8 October 2019 (BBS, His Majesty grants Dashain Tika), no estimate; 2018 still an estimate', async () => {
    expect(await days('BT', 2019, 'Dashain')).toEqual(kept('2019-10-08'));
    const dashain2018 = await days('BT', 2018, 'Dashain');
    expect(dashain2018).toHaveLength(1);
    expect(dashain2018[0]![1]).toBe(true);
  });
});

describe("BN (asia30): the first day of Ramadan 2016 as the Chief Syar'ie Judge announced it (list endpoint, 3.2.0)", () => {
  it("2016 on Tuesday 7 June (the crescent not sighted on 29 Sya'ban 1437), not the estimate Monday 6 June; 2017 still an estimate", async () => {
    expect(await days('BN', 2016, 'First day of Ramadan')).toEqual(announced('2016-06-07'));
    expect(await days('BN', 2017, 'First day of Ramadan')).toEqual(estimated('2017-05-27'));
  });
});

describe('MM (asia30): National Day 2017 and 2018 and Kayin New Year 6 January 2019 as the Government kept them (list endpoint, 3.2.0)', () => {
  it("National Day on 13 November 2017 and 2 December 2018 (the Presidents' messages), no estimate", async () => {
    expect(await days('MM', 2017, 'National Day')).toEqual(kept('2017-11-13'));
    expect(await days('MM', 2018, 'National Day')).toEqual(kept('2018-12-02'));
  });

  it("Kayin New Year 2019 on 6 January (the State Counsellor's message) and 26 December (the 2019 list); 2017 still an estimate", async () => {
    expect(await days('MM', 2019, 'Kayin New Year')).toEqual(kept('2019-01-06', '2019-12-26'));
    expect(await days('MM', 2017, 'Kayin New Year')).toEqual(estimated('2017-12-18'));
  });
});
