// The Philippines' Eid'l Fitr and Eid'l Adha of past years as the President's proclamations declared them
// (sources/calendars/announced.json), through /v3/public-holidays/list (3.2.0) of the full offline build
// (test/full-build.ts): each proclaimed day is the holiday's day, no longer an estimate (Republic Act No. 9177 and
// No. 9849 leave the day to a yearly proclamation on the National Commission on Muslim Filipinos' recommendation);
// every proclamation of 2015-2026 found confirms the library's day; a future year keeps the estimate. Brunei's
// remaining estimated days (reviews/BN.json `open`) had no announcement found, so none is tested here.

import { describe, expect, it } from 'vitest';
import { ADHA, FITR, nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe("PH: the President's Eid proclamations (list endpoint, 3.2.0)", () => {
  it("Eid'l Fitr 2015 on Friday 17 July (Proclamation No. 1070, s. 2015) and 2016 on Wednesday 6 July (Proclamation No. 6, s. 2016)", async () => {
    expect(await days('PH', 2015, FITR)).toEqual([['2015-07-17', false, true]]);
    expect(await days('PH', 2016, FITR)).toEqual([['2016-07-06', false, true]]);
  });

  it("Eid'l Fitr 2018 on 15 June (No. 514, s. 2018), 2021 on 13 May (No. 1142, s. 2021), 2026 on 20 March (Malacañang, 12 March 2026)", async () => {
    expect(await days('PH', 2018, FITR)).toEqual([['2018-06-15', false, true]]);
    expect(await days('PH', 2021, FITR)).toEqual([['2021-05-13', false, true]]);
    expect(await days('PH', 2026, FITR)).toEqual([['2026-03-20', false, true]]);
  });

  it("Eid'l Adha 2017 on 1 September (No. 297, s. 2017), 2018 on 21 August (No. 556, s. 2018), 2020 on 31 July (No. 985, s. 2020)", async () => {
    expect(await days('PH', 2017, ADHA)).toEqual([['2017-09-01', false, true]]);
    expect(await days('PH', 2018, ADHA)).toEqual([['2018-08-21', false, true]]);
    expect(await days('PH', 2020, ADHA)).toEqual([['2020-07-31', false, true]]);
  });

  it("Eid'l Adha 2021 on 20 July (No. 1189, s. 2021), 2022 on Saturday 9 July (No. 2, s. 2022), 2026 on 27 May (No. 1264, s. 2026)", async () => {
    expect(await days('PH', 2021, ADHA)).toEqual([['2021-07-20', false, true]]);
    expect(await days('PH', 2022, ADHA)).toEqual([['2022-07-09', false, true]]);
    expect(await days('PH', 2026, ADHA)).toEqual([['2026-05-27', false, true]]);
  });

  it("2030's Eid'l Fitr and Eid'l Adha stay estimates, not announced", async () => {
    expect(await days('PH', 2030, FITR)).toEqual([['2030-02-04', true, false]]);
    expect(await days('PH', 2030, ADHA)).toEqual([['2030-04-13', true, false]]);
  });
});
