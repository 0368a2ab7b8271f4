// Oman's, the UAE's and Kuwait's Islamic days of past years as their governments announced them, a second pass
// (sources/calendars/announced.json), through /v3/public-holidays/list (3.2.0) of the full offline build
// (test/full-build.ts): an announced day is the holiday's day and no estimate, whether it moves the library's day
// (OM's Islamic New Year 2019, AE's second Mawlid of 2015) or confirms it; a day off the government moved from the
// religious day is an amendment (amendments/OM.json, AE.json, KW.json), no estimate either; a future year keeps
// the estimate. Bahrain's circulars still missing were searched and not found (reviews/BH.json).

import { describe, expect, it } from 'vitest';
import { nationwideHolidayDays, MAWLID, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('OM: the Ministry of Endowments and Religious Affairs, the Diwan of Royal Court, the Ministry of Labour (list endpoint, 3.2.0)', () => {
  it("Islamic New Year 2019 on the Ministry's Sunday 1 September (the Muharram crescent seen on 31 August), not the library's Saturday", async () => {
    expect(await days('OM', 2019, 'Islamic New Year')).toEqual([['2019-09-01', false, true]]);
  });

  it("the Prophet's Birthday 2018 on the Diwan's Tuesday 20 November, confirmed; 2019's day off on Sunday 10 November instead of Saturday 12 Rabi al-Awwal", async () => {
    expect(await days('OM', 2018, "Prophet's Birthday")).toEqual([['2018-11-20', false, true]]);
    expect(await days('OM', 2019, "Prophet's Birthday")).toEqual([['2019-11-10', false, false]]);
  });

  it("the Ministry of Labour's days off of 2025: Isra and Mi'raj on Thursday 30 January, the Hijri New Year on Sunday 29 June; 2030 estimates", async () => {
    expect(await days('OM', 2025, "Isra and Mi'raj")).toEqual([['2025-01-30', false, false]]);
    expect(await days('OM', 2025, 'Islamic New Year')).toEqual([['2025-06-29', false, false]]);
    expect(await days('OM', 2030, 'Islamic New Year')).toEqual([['2030-05-03', true, false]]);
  });
});

describe('AE: the Cabinet, FAHR and the Ministry of Human Resources and Emiratisation (list endpoint, 3.2.0)', () => {
  it("the two Mawlid holidays of 2015: Saturday 3 January, and Thursday 24 December, a day after the library's 23rd", async () => {
    expect(await days('AE', 2015, MAWLID)).toEqual([
      ['2015-01-03', false, true],
      ['2015-12-24', false, true],
    ]);
  });

  it('the Mawlid of 2016, 2019, 2020 and 2022 confirmed on the announced days; 2030 an estimate', async () => {
    expect(await days('AE', 2016, MAWLID)).toEqual([['2016-12-11', false, true]]);
    expect(await days('AE', 2019, MAWLID)).toEqual([['2019-11-09', false, true]]);
    expect(await days('AE', 2020, MAWLID)).toEqual([['2020-10-29', false, true]]);
    expect(await days('AE', 2022, MAWLID)).toEqual([['2022-10-08', false, true]]);
    expect(await days('AE', 2030, MAWLID)).toEqual([['2030-07-13', true, false]]);
  });

  it("Laylat al-Mi'raj 2015 on Saturday 16 May; FAHR's moved days off of 2016 (Thursday 5 May) and 2017 (Sunday 23 April)", async () => {
    expect(await days('AE', 2015, "Laylat al-Mi'raj")).toEqual([['2015-05-16', false, true]]);
    expect(await days('AE', 2016, "Laylat al-Mi'raj")).toEqual([['2016-05-05', false, false]]);
    expect(await days('AE', 2017, "Laylat al-Mi'raj")).toEqual([['2017-04-23', false, false]]);
  });

  it("the Hijri New Year of 2016 and 2017 confirmed; the Cabinet's Thursday 13 September 2018", async () => {
    expect(await days('AE', 2016, 'Islamic New Year')).toEqual([['2016-10-02', false, true]]);
    expect(await days('AE', 2017, 'Islamic New Year')).toEqual([['2017-09-21', false, true]]);
    expect(await days('AE', 2018, 'Islamic New Year')).toEqual([['2018-09-13', false, false]]);
  });
});

describe('KW: the Civil Service Commission (list endpoint, 3.2.0)', () => {
  it("Isra and Mi'raj 2026 (Friday 16 January) kept on Sunday 18 January; 2030 an estimate", async () => {
    expect(await days('KW', 2026, "Isra and Mi'raj")).toEqual([['2026-01-18', false, false]]);
    expect(await days('KW', 2030, "Isra and Mi'raj")).toEqual([['2030-11-23', true, false]]);
  });
});
