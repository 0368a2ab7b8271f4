// Singapore's, Brunei's, Timor-Leste's and Mongolia's lunar days of past years as their governments announced them,
// through /v3/public-holidays/list (3.2.0) of the full offline build (test/full-build.ts): an Islamic day of
// sources/calendars/announced.json is the holiday's day and no estimate, whether it confirms the computed day
// (Singapore's Ministry of Manpower lists) or moves it (Brunei's Hari Raya Aidilfitri 2015, Timor-Leste's Idul Fitri
// 2017 and Idul Adha 2018), its days off moving with it; Mongolia's reported Tsagaan Sar and Chinggis Khaan's
// Birthday of 2016-2018 are dated rules of countries/MN.json, so the Tibetan engine adds no estimate in those years;
// a year without an announcement on file keeps the estimate (2030 everywhere).

import { describe, expect, it } from 'vitest';
import { announced, estimated, FITR, nationwideHolidayDays, listIn320, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

/** [date, estimated, sources] of each day of a Tibetan-calendar holiday of Mongolia in the year. */
const mongolian = async (year: number, name: string) =>
  (await listIn320(shared.server, 'MN', year))
    .filter((holiday) => holiday.name === name)
    .map((holiday) => [holiday.date, holiday.estimated ?? false, holiday.sources ?? []]);

const TSAGAAN_SAR = 'Tsagaan Sar (Lunar New Year)';
const CHINGGIS = "Chinggis Khaan's Birthday (Mongolian Pride Day)";

describe("SG: the Ministry of Manpower's lists (list endpoint, 3.2.0)", () => {
  it('Hari Raya Puasa 2015 (AsiaOne, the 2015 list) and 2026 (Malay Mail, the list of 16 June 2025), confirmed', async () => {
    expect(await days('SG', 2015, 'Hari Raya Puasa')).toEqual(announced('2015-07-17'));
    expect(await days('SG', 2026, 'Hari Raya Puasa')).toEqual(announced('2026-03-21'));
  });

  it("Hari Raya Haji 2019 on Sunday 11 August (The Business Times, 4 April 2018) and 2022's Sunday 10 July (CNA, 21 October 2021), the Mondays in lieu no estimates either", async () => {
    expect(await days('SG', 2019, 'Hari Raya Haji')).toEqual(announced('2019-08-11'));
    expect(await days('SG', 2019, 'Hari Raya Haji (substitute day)')).toEqual(announced('2019-08-12'));
    expect(await days('SG', 2022, 'Hari Raya Haji')).toEqual(announced('2022-07-10'));
  });

  it('2030 stays an estimate (2016 and 2018, entered by asia27, are in announced-residue-asia27.ts)', async () => {
    expect(await days('SG', 2030, 'Hari Raya Puasa')).toEqual(estimated('2030-02-04'));
  });
});

describe('BN: the Brunei Islamic Religious Council (list endpoint, 3.2.0)', () => {
  it("Hari Raya Aidilfitri 2015 on Saturday 18 July (the Syawal 1436 crescent not sighted: MUIB, 16 July 2015, Media Permata), not the estimate's Friday 17th: its three days and the Monday in lieu move with it", async () => {
    expect(await days('BN', 2015, FITR)).toEqual(announced('2015-07-18', '2015-07-19', '2015-07-20'));
    expect(await days('BN', 2015, `${FITR} (substitute day)`)).toEqual(announced('2015-07-21'));
  });

  it("2030's Hari Raya Aidilfitri an estimate", async () => {
    expect(await days('BN', 2030, FITR)).toEqual(estimated('2030-02-04', '2030-02-05', '2030-02-06'));
  });
});

describe("TL: the Government's press releases under Law 10/2005 (list endpoint, 3.2.0)", () => {
  it("Idul Fitri 2017 on 26 June (the 2017 list of 18 January 2017), Idul Adha 2018 on 22 August (the Government's declaration of August 2018): each a day after the estimate", async () => {
    expect(await days('TL', 2017, 'Eid al-Fitr')).toEqual(announced('2017-06-26'));
    expect(await days('TL', 2018, 'Eid al-Adha')).toEqual(announced('2018-08-22'));
  });

  it('Idul Fitri 2019 on 6 June (Order No. 02/2019/I/PCM), Idul Adha 2019 and the 2026 days (the list of 22 December 2025) confirmed; 2030 an estimate', async () => {
    expect(await days('TL', 2019, 'Eid al-Fitr')).toEqual(announced('2019-06-06'));
    expect(await days('TL', 2019, 'Eid al-Adha')).toEqual(announced('2019-08-11'));
    expect(await days('TL', 2026, 'Eid al-Fitr')).toEqual(announced('2026-03-20'));
    expect(await days('TL', 2026, 'Eid al-Adha')).toEqual(announced('2026-05-27'));
    expect(await days('TL', 2030, 'Eid al-Adha')).toEqual(estimated('2030-04-13'));
  });
});

describe('MN: the reported days of 2016-2018 (countries/MN.json; list endpoint, 3.2.0)', () => {
  it('Tsagaan Sar 2017 on 27 February-1 March (GoGo Mongolia) and Chinggis Khaan’s Birthday 2016 on 31 October (MONTSAME): the country file’s days, no estimates', async () => {
    expect(await mongolian(2017, TSAGAAN_SAR)).toEqual([
      ['2017-02-27', false, ['country-definitions']],
      ['2017-02-28', false, ['country-definitions']],
      ['2017-03-01', false, ['country-definitions']],
    ]);
    expect(await mongolian(2016, CHINGGIS)).toEqual([['2016-10-31', false, ['country-definitions']]]);
    expect(await mongolian(2018, CHINGGIS)).toEqual([['2018-11-08', false, ['country-definitions']]]);
  });

  it("2030 keeps the Mongolian calendar's estimate (2019's 27 November is reported since: announced-residue7-minor.ts)", async () => {
    expect(await mongolian(2030, CHINGGIS)).toEqual([['2030-11-26', true, ['calendar-tibetan']]]);
  });
});
