// Bhutan's lunar holidays of 2016-2019 as the Royal Government announced or observed them, through
// /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts). The Tibetan engine
// (sources/calendars/tibetan.json) adds a holiday only where the year's rules do not hold it, so an announced day is
// a dated rule of countries/BT.json: not an estimate, not from the engine. The days:
// - Zhabdrung Kuchhoe 16 April 2016: His Majesty The King's address at Pungthang Dewachenpoi Phodrang "to observe the
//   sacred occasion of Zhabdrung Kuchoe" (Kuensel, 17 April 2016);
// - Zhabdrung Kuchhoe 14 April 2019: Trashi Yangtse Dzongkhag Administration, "to mark the Zhabdrung Kuchhoe day";
// - Lord Buddha's Parinirvana 9 June 2017 and the First Sermon of Lord Buddha 27 July 2017: the Ministry of
//   Agriculture and Forests' national-holiday notices of 2017 (their addresses on moaf.gov.bt).
// Each is the Bhutanese calendar's day. The pairs without an announcement on file stay the engine's estimates, and
// so does 2030.

import { describe, expect, it } from 'vitest';
import { nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);
/** A dated rule's days: not estimated, not from the announced table (countries/BT.json). */
const ruled = (...dates: string[]) => dates.map((date) => [date, false, false]);
/** An engine's days: estimated. */
const engine = (...dates: string[]) => dates.map((date) => [date, true, false]);

describe('BT: announced lunar days of 2016-2019 (list endpoint, 3.2.0)', () => {
  it("Zhabdrung Kuchhoe on 16 April 2016 (His Majesty The King's address, Kuensel 17 April 2016) and 14 April 2019 (Trashi Yangtse Dzongkhag), no estimate", async () => {
    expect(await days('BT', 2016, 'Zhabdrung Kuchhoe')).toEqual(ruled('2016-04-16'));
    expect(await days('BT', 2019, 'Zhabdrung Kuchhoe')).toEqual(ruled('2019-04-14'));
  });

  it("Lord Buddha's Parinirvana on 9 June 2017 and the First Sermon on 27 July 2017 (Ministry of Agriculture and Forests' national-holiday notices), no estimate", async () => {
    expect(await days('BT', 2017, "Lord Buddha's Parinirvana")).toEqual(ruled('2017-06-09'));
    expect(await days('BT', 2017, 'First Sermon of Lord Buddha')).toEqual(ruled('2017-07-27'));
  });

  it("the pairs without an announcement on file stay the engine's estimates, and so does 2030", async () => {
    expect(await days('BT', 2017, 'Zhabdrung Kuchhoe')).toEqual(engine('2017-05-05'));
    expect(await days('BT', 2016, "Lord Buddha's Parinirvana")).toEqual(engine('2016-05-21'));
    const kuchoe2030 = await days('BT', 2030, 'Zhabdrung Kuchhoe');
    expect(kuchoe2030).toHaveLength(1);
    expect(kuchoe2030[0]![1]).toBe(true);
  });
});
