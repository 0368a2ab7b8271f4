// Albania's, Burkina Faso's and Eritrea's Islamic days of past years as reported kept (sources/calendars/announced.json),
// through /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts): an announced day is the
// holiday's day and no estimate, whether it moves the library's day (Burkina Faso's Tabaski of Monday 12 September
// 2016 and Maouloud of Friday 1 December 2017) or confirms it (Albania's Fitër Bajrami of election Sunday 2017,
// Burkina Faso's fête du Ramadan of 2018 and 2026, Eritrea's Eid al-Adha of 2018 and 2021); a year whose day was not
// found reported keeps the estimate (reviews/AL.json, BF.json, ER.json `open`).

import { describe, expect, it } from 'vitest';
import { ADHA, FITR, MAWLID, nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('AL, BF and ER (announced-al-bf-er): Eids and Maouloud reported kept (list endpoint, 3.2.0)', () => {
  it("AL: Fitër Bajrami on Sunday 25 June 2017, election day (Balkans Post), confirmed; 2019's still an estimate", async () => {
    expect(await days('AL', 2017, FITR)).toEqual([['2017-06-25', false, true]]);
    expect(await days('AL', 2019, FITR)).toEqual([['2019-06-04', true, false]]);
  });

  it("BF: the Tabaski on Monday 12 September 2016 (aOuaga), not the library's Sunday 11th", async () => {
    expect(await days('BF', 2016, ADHA)).toEqual([['2016-09-12', false, true]]);
  });

  it("BF: the Maouloud in the night of 30 November to 1 December 2017, on Friday 1 December, not the library's 30th", async () => {
    expect(await days('BF', 2017, MAWLID)).toEqual([['2017-12-01', false, true]]);
  });

  it('BF: the fête du Ramadan of 15 June 2018 and of Friday 20 March 2026, confirmed; the Maouloud of 2018 an estimate', async () => {
    expect(await days('BF', 2018, FITR)).toEqual([['2018-06-15', false, true]]);
    expect(await days('BF', 2026, FITR)).toEqual([['2026-03-20', false, true]]);
    expect(await days('BF', 2018, MAWLID)).toEqual([['2018-11-20', true, false]]);
  });

  it("ER: Eid al-Adha of 21 August 2018 and 20 July 2021 (the Mufti's office, Tigrinya reports), confirmed; 2020's an estimate", async () => {
    expect(await days('ER', 2018, ADHA)).toEqual([['2018-08-21', false, true]]);
    expect(await days('ER', 2021, ADHA)).toEqual([['2021-07-20', false, true]]);
    expect(await days('ER', 2020, ADHA)).toEqual([['2020-07-31', true, false]]);
  });
});
