// Past Hijri holidays of the Gulf and Yemen as announced (sources/calendars/announced.json, amendments/KW.json and
// OM.json), through /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts). Kuwait's Civil
// Service Commission kept the Hijri New Year on Tuesday 11 September 2018 (Kuwait Times) and Saturday 31 August 2019
// (Kuwait Vartha) and Isra and Mi'raj on Saturday 16 May 2015 (its circular), the library's days, now confirmed, and
// Isra and Mi'raj 2017 on Thursday 27 April instead of Monday the 24th (an amendment, as for 2023 and 2025). Oman's
// Ministry of Endowments and Religious Affairs put 1 Muharram 1438 on Monday 3 October 2016, a day after the library's,
// and 1 Muharram 1440 on Tuesday 11 September 2018, and gave Sunday 24 September 2017 as the holiday for a 1 Muharram
// 1439 on Friday the 22nd (an amendment moves the library's Thursday 21st). The UAE's FAHR kept Saturday 31 August
// 2019 for 1 Muharram 1441; Yemen's Ministry of Civil Service kept Monday 9 August 2021 for 1 Muharram 1443 and dated
// 20 Dhu al-Hijjah 1444 to 8 July 2023 (Arafat Day 27 June, Eid al-Adha 28 June). Years whose announcement was not
// found keep the estimate; the reviews' `open` say what was searched (Bahrain: nothing new with an address).

import { describe, expect, it } from 'vitest';
import { announced, announcedClient, estimated, HIJRI, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();
const { days } = announcedClient(shared);

const ISRA = "Isra and Mi'raj";

describe('gcc27: Gulf and Yemen Hijri residue (KW, OM, AE, YE confirmed and moved; BH still estimated)', () => {
  it("Kuwait's Civil Service Commission: Tuesday 11 September 2018 and Saturday 31 August 2019, confirmed", async () => {
    expect(await days('KW', 2018, HIJRI)).toEqual(announced('2018-09-11'));
    expect(await days('KW', 2019, HIJRI)).toEqual(announced('2019-08-31'));
  });

  it("Kuwait's Hijri New Year of 2017 (no statement found) stays an estimate", async () => {
    expect(await days('KW', 2017, HIJRI)).toEqual(estimated('2017-09-21'));
  });

  it('Oman: Monday 3 October 2016 (a day after the estimate) and Tuesday 11 September 2018 (confirmed)', async () => {
    expect(await days('OM', 2016, HIJRI)).toEqual(announced('2016-10-03'));
    expect(await days('OM', 2018, HIJRI)).toEqual(announced('2018-09-11'));
  });

  it("Oman 2017: the ministry's Sunday 24 September for a 1 Muharram on Friday, moved by an amendment, no estimate", async () => {
    expect(await days('OM', 2017, HIJRI)).toEqual([['2017-09-24', false, false]]);
  });

  it("Oman's Hijri New Year of 2015 (no statement found) stays an estimate", async () => {
    expect(await days('OM', 2015, HIJRI)).toEqual(estimated('2015-10-14'));
  });

  it("Kuwait's Isra and Mi'raj: Saturday 16 May 2015 confirmed, 2017 kept on Thursday 27 April (amendment), 2018 estimated", async () => {
    expect(await days('KW', 2015, ISRA)).toEqual(announced('2015-05-16'));
    expect(await days('KW', 2017, ISRA)).toEqual([['2017-04-27', false, false]]);
    expect(await days('KW', 2018, ISRA)).toEqual(estimated('2018-04-13'));
  });

  it("the UAE's Hijri New Year 2019 on Saturday 31 August (FAHR), confirmed", async () => {
    expect(await days('AE', 2019, HIJRI)).toEqual(announced('2019-08-31'));
  });

  it('Yemen: Hijri New Year 2021 on Monday 9 August, Arafat Day and Eid al-Adha 2023 on 27 and 28 June, confirmed', async () => {
    expect(await days('YE', 2021, HIJRI)).toEqual(announced('2021-08-09'));
    expect(await days('YE', 2023, 'Arafat Day')).toEqual(announced('2023-06-27'));
    expect(await days('YE', 2023, 'Eid al-Adha')).toEqual(
      announced('2023-06-28', '2023-06-29', '2023-06-30', '2023-07-01'),
    );
  });

  it('Bahrain, the UAE and Yemen: the Hijri New Year of 2015 stays an estimate', async () => {
    expect(await days('BH', 2015, HIJRI)).toEqual(estimated('2015-10-14'));
    expect(await days('AE', 2015, HIJRI)).toEqual(estimated('2015-10-14'));
    expect(await days('YE', 2015, HIJRI)).toEqual(estimated('2015-10-14'));
  });
});
