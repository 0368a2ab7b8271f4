// Minor lunar days of past years found by minor (issue 25 item 3, wave 7: cross-country roundups and the bodies'
// own notices), through /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts): an
// Islamic day of sources/calendars/announced.json is the holiday's day and no estimate, whether it confirms the
// computed day (Afghanistan's first day of Ramadan 2025, in Donya-e-Eqtesad's roundup of the states that began the
// fast on Saturday 1 March; The Gambia's Ashura 2016, the Supreme Islamic Council's Tuesday 11 October) or moves it
// (Afghanistan's Ashura 2021, kept on Thursday 19 August; Senegal's Ashura 2025: the commission's Tamkharit on the eve, Saturday 5 July, so 10 Muharram on Sunday 6 July,
// not the estimate's Saturday); Mongolia's Chinggis Khaan's Birthday of 2015 and 2019, as MONTSAME reported them,
// are dated rules of countries/MN.json, so the Tibetan engine adds no estimate in those years. A future year keeps
// the estimate (2030).

import { describe, expect, it } from 'vitest';
import { announced, ASHURA, estimated, listIn320, nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

const CHINGGIS = "Chinggis Khaan's Birthday (Mongolian Pride Day)";

/** [date, estimated, sources] of each day of a Tibetan-calendar holiday of Mongolia in the year. */
const mongolian = async (year: number, name: string) =>
  (await listIn320(shared.server, 'MN', year))
    .filter((holiday) => holiday.name === name)
    .map((holiday) => [holiday.date, holiday.estimated ?? false, holiday.sources ?? []]);

describe('minor: AF, GM, SN, MN minor lunar days found through roundups and notices (list endpoint, 3.2.0)', () => {
  it("AF: the first day of Ramadan 2025 on Saturday 1 March (Donya-e-Eqtesad's roundup), confirmed", async () => {
    expect(await days('AF', 2025, 'First Day of Ramadan')).toEqual(announced('2025-03-01'));
  });

  it("AF: Ashura 2021 on Thursday 19 August, the day kept (The National; Al Jazeera), not the estimate's Wednesday 18th", async () => {
    expect(await days('AF', 2021, 'Ashura')).toEqual(announced('2021-08-19'));
  });

  it('GM: Ashura 2016 on Tuesday 11 October (the Supreme Islamic Council, The Point), confirmed; 2030 still an estimate', async () => {
    expect(await days('GM', 2016, ASHURA)).toEqual(announced('2016-10-11'));
    expect(await days('GM', 2030, ASHURA)).toEqual(estimated('2030-05-12'));
  });

  it("SN: Ashura 2025 on Sunday 6 July, the day after the commission's Tamkharit of Saturday 5 July, not the estimate's Saturday", async () => {
    expect(await days('SN', 2025, ASHURA)).toEqual(announced('2025-07-06'));
  });

  it("MN: Chinggis Khaan's Birthday 2015 on 12 November and 2019 on 27 November (MONTSAME): the country file's days, no estimates", async () => {
    expect(await mongolian(2015, CHINGGIS)).toEqual([['2015-11-12', false, ['country-definitions']]]);
    expect(await mongolian(2019, CHINGGIS)).toEqual([['2019-11-27', false, ['country-definitions']]]);
  });
});
