// The Comoros' Hijri New Year and Djibouti's Eid al-Fitr of past years as announced
// (sources/calendars/announced.json), through /v3/public-holidays/list (3.2.0) of the full offline build
// (test/full-build.ts): an announced day is the holiday's day and no estimate, whether it moves the library's day
// (KM's Hijri New Year 1444 and 1446, each a day after Saudi Arabia's 1 Muharram) or confirms it (DJ's Eid al-Fitr
// 2024); a future year keeps the estimate.

import { describe, expect, it } from 'vitest';
import { FITR, HIJRI, nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('KM: the Hijri New Year as the Comoros kept it (list endpoint, 3.2.0)', () => {
  it("1444 on Sunday 31 July 2022 (Al-Watwan, August 2022), not the library's Saturday 30th", async () => {
    expect(await days('KM', 2022, HIJRI)).toEqual([['2022-07-31', false, true]]);
  });

  it("1446 on Monday 8 July 2024 (Comores Infos, July 2024), not the library's Sunday 7th; 2030 an estimate", async () => {
    expect(await days('KM', 2024, HIJRI)).toEqual([['2024-07-08', false, true]]);
    expect(await days('KM', 2030, HIJRI)).toEqual([['2030-05-03', true, false]]);
  });
});

describe('DJ: Eid al-Fitr as La Nation reported it (list endpoint, 3.2.0)', () => {
  it("Wednesday 10 April 2024 (La Nation, April 2024), the library's day, confirmed; 2030 an estimate", async () => {
    expect(await days('DJ', 2024, FITR)).toEqual([['2024-04-10', false, true]]);
    expect(await days('DJ', 2030, FITR)).toEqual([['2030-02-04', true, false]]);
  });
});
