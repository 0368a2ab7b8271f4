// Thailand's Buddhist holy days of 2026 as the government announced them, through /v3/public-holidays/list (3.2.0)
// of the full offline build (test/full-build.ts): the four days of 2026 are the Thai lunar calendar's, announced
// (sources/calendars/thai.json, `announced` 2021-2026: the Secretariat of the Cabinet's 2026 calendar, as The Thaiger
// reported it on 2 December 2025), no longer estimates, and Visakha Bucha's day in lieu (Monday 1 June) with them;
// a future year (2030) keeps the estimate. Cambodia's and Nepal's remaining estimates
// (reviews/KH.json, NP.json `open`) found no citable announcement, so they are not tested here.

import { describe, expect, it } from 'vitest';
import { nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('TH: announced Buddhist holy days of 2026 (list endpoint, 3.2.0)', () => {
  it("2026's four holy days on the Cabinet Secretariat's calendar (The Thaiger, 2 December 2025), no longer estimates", async () => {
    expect(await days('TH', 2026, 'Makha Bucha')).toEqual([['2026-03-03', false, false]]);
    expect(await days('TH', 2026, 'Vesak Day')).toEqual([['2026-05-31', false, false]]);
    expect(await days('TH', 2026, 'Vesak Day (substitute day)')).toEqual([['2026-06-01', false, false]]);
    expect(await days('TH', 2026, 'Asalha Puja')).toEqual([['2026-07-29', false, false]]);
    expect(await days('TH', 2026, 'Buddhist Lent')).toEqual([['2026-07-30', false, false]]);
  });

  it('2030 keeps the estimate: Makha Bucha and Buddhist Lent by the Thai lunar calendar, not announced', async () => {
    const [makha] = await days('TH', 2030, 'Makha Bucha');
    expect(makha?.[1]).toBe(true);
    const [lent] = await days('TH', 2030, 'Buddhist Lent');
    expect(lent).toEqual(['2030-07-16', true, false]);
  });
});
