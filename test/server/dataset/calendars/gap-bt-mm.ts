// Bhutan's Winter Solstice (Nyilo) and Blessed Rainy Day, and Myanmar's Deepavali, in the years outside the yearly
// lists on file, through /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts):
// - MM: Deepavali was India's day (the Ashvin amavasya at New Delhi's evening) in the Government's announcement of
//   2018 (7 November, Myanma Alinn) and the 2019 list (27 October); sources/calendars/hindu.json adds it by that rule
//   in 2000-2020 (2018 and 2019 announced, the others estimates). From 2021 every Union Government list on file
//   (countries/MM.json, 5 of 5) gives the 1st waxing day of Tazaungmon of the Myanmar calendar, a day after India's
//   in 2023-2025; sources/calendars/burmese.json adds it by that rule from 2026, estimates;
// - BT: the Ministry of Home (and Cultural) Affairs' lists 2020-2026 give Nyilo on 2 January (1 January 2022) and the
//   Blessed Rainy Day on 23 September, 24 September in the year before a Gregorian leap year (2023);
//   amendments/BT.json adds them by that rule in 2007-2019 (the Blessed Rainy Day from 2010) and 2027-2035 as
//   estimates, and the days the 2015-16 and 2019 calendars give (22 September 2015, 3 January 2019) and the
//   Ministry of Agriculture and Forests' notice of 2019 (24 September) as listed.

import { describe, expect, it } from 'vitest';
import { nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);
/** A dated rule's, a listed amendment's or an announced engine year's days: not estimated, not from the announced table. */
const listed = (...dates: string[]) => dates.map((date) => [date, false, false]);
/** An estimate's days. */
const estimate = (...dates: string[]) => dates.map((date) => [date, true, false]);

describe("MM: Deepavali by India's day to 2020 (hindu.json), by the Myanmar calendar's from 2026 (burmese.json)", () => {
  it("the Government's days of 2018 (7 November, Myanma Alinn) and 2019 (27 October, the 2019 list), no estimate", async () => {
    expect(await days('MM', 2018, 'Deepavali')).toEqual(listed('2018-11-07'));
    expect(await days('MM', 2019, 'Deepavali')).toEqual(listed('2019-10-27'));
  });

  it('the lists of 2021 and 2025 keep their days (the 1st waxing of Tazaungmon), no estimate', async () => {
    expect(await days('MM', 2021, 'Deepavali')).toEqual(listed('2021-11-04'));
    expect(await days('MM', 2025, 'Deepavali')).toEqual(listed('2025-10-21'));
  });

  it("2010, 2015 and 2020 on India's day, 2027 and 2035 on the 1st waxing of Tazaungmon, estimates", async () => {
    expect(await days('MM', 2010, 'Deepavali')).toEqual(estimate('2010-11-05'));
    expect(await days('MM', 2015, 'Deepavali')).toEqual(estimate('2015-11-11'));
    expect(await days('MM', 2020, 'Deepavali')).toEqual(estimate('2020-11-14'));
    expect(await days('MM', 2027, 'Deepavali')).toEqual(estimate('2027-10-30'));
    expect(await days('MM', 2035, 'Deepavali')).toEqual(estimate('2035-10-31'));
  });
});

describe('BT: Nyilo and the Blessed Rainy Day outside the lists of 2020-2026 (MoHA lists; amendments/BT.json)', () => {
  it('Nyilo on 2 January 2012 and 2030 (estimates), on 3 January 2019 as the MoHCA calendar of 2019 gives it', async () => {
    expect(await days('BT', 2012, 'Winter Solstice (Nyilo)')).toEqual(estimate('2012-01-02'));
    expect(await days('BT', 2019, 'Winter Solstice (Nyilo)')).toEqual(listed('2019-01-03'));
    expect(await days('BT', 2022, 'Winter Solstice (Nyilo)')).toEqual(listed('2022-01-01'));
    expect(await days('BT', 2030, 'Winter Solstice (Nyilo)')).toEqual(estimate('2030-01-02'));
  });

  it('the Blessed Rainy Day on 23 September, 24 in the year before a leap year (2031; 2019 by the Ministry of Agriculture and Forests notice), 22 September 2015 as listed; none before 2010', async () => {
    expect(await days('BT', 2009, 'Blessed Rainy Day')).toEqual([]);
    expect(await days('BT', 2014, 'Blessed Rainy Day')).toEqual(estimate('2014-09-23'));
    expect(await days('BT', 2015, 'Blessed Rainy Day')).toEqual(listed('2015-09-22'));
    expect(await days('BT', 2019, 'Blessed Rainy Day')).toEqual(listed('2019-09-24'));
    expect(await days('BT', 2030, 'Blessed Rainy Day')).toEqual(estimate('2030-09-23'));
    expect(await days('BT', 2031, 'Blessed Rainy Day')).toEqual(estimate('2031-09-24'));
  });
});
