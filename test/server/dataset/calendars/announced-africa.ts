// The lunar days of past years as Ethiopia, The Gambia, Niger, Senegal, Nigeria, Côte d'Ivoire and Guyana announced
// them (sources/calendars/announced.json, and amendments/ where the library's rule moves by weekday or a government
// added a day off; issue 25 item 3), asked for as a client asks: through /v3/public-holidays/list (contract 3.2.0)
// of the full offline build (test/full-build.ts). An announced day is the holiday's day and no longer an estimate,
// whether it moves the library's day or confirms it; a year no announcement covers (2030) keeps the library's day
// as an estimate.

import { describe, expect, it } from 'vitest';
import { announcedClient, ADHA, announced, estimated, FITR, MAWLID, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();
/** [date, estimated, announced] of each day of the holiday; amended: [date, estimated] of the days amendments/ set. */
const { days, amended } = announcedClient(shared);

describe('announced lunar days of ET, GM, NE, SN, NG, CI and GY (list endpoint, 3.2.0)', () => {
  it("ET: the Supreme Council's Eid al-Fitr 2019 and Eid al-Adha 2022 confirmed, Mawlid 2023 too; 2030 an estimate", async () => {
    expect(await days('ET', 2019, FITR)).toEqual(announced('2019-06-04'));
    expect(await days('ET', 2022, ADHA)).toEqual(announced('2022-07-09'));
    expect(await days('ET', 2023, MAWLID)).toEqual(announced('2023-09-27'));
    expect(await days('ET', 2030, FITR)).toEqual(estimated('2030-02-04'));
  });

  it("GM: Tabaski 2015 on Thursday 24 September (the library's 23rd), Ashura 2022 on Sunday 7 August with its Monday off; 2030 an estimate", async () => {
    expect(await days('GM', 2015, 'Tabaski')).toEqual(announced('2015-09-24'));
    expect(await amended('GM', 2015, 'Tabaski (day off)')).toEqual([
      ['2015-09-25', false],
      ['2015-09-26', false],
      ['2015-09-27', false],
    ]);
    expect(await days('GM', 2022, 'Day of Ashura')).toEqual(announced('2022-08-07'));
    expect(await amended('GM', 2022, 'Day of Ashura (day off)')).toEqual([['2022-08-08', false]]);
    expect(await days('GM', 2017, MAWLID)).toEqual(announced('2017-12-01'));
  });

  it('GM: Tobaski two days from July 2021 and Koriteh from 2022 (hijri-spans.json), the second day announced with the first', async () => {
    expect(await days('GM', 2024, 'Korité')).toEqual(announced('2024-04-10', '2024-04-11'));
    expect(await days('GM', 2020, 'Tabaski')).toEqual(announced('2020-07-31'));
    expect(await days('GM', 2030, 'Tabaski')).toEqual(estimated('2030-04-13', '2030-04-14'));
  });

  it("NE: Eid al-Fitr 2016 on Tuesday 5 July and 2024 on 9 April, a day before the library's, the Islamic New Year 2024 on 6 July; 2030 an estimate", async () => {
    expect(await days('NE', 2016, FITR)).toEqual(announced('2016-07-05'));
    expect(await days('NE', 2024, FITR)).toEqual(announced('2024-04-09'));
    expect(await days('NE', 2024, 'Islamic New Year')).toEqual(announced('2024-07-06'));
    expect(await days('NE', 2030, FITR)).toEqual(estimated('2030-02-04'));
  });

  it("SN: CONACOC's Korité 2017 on Monday 26 June and Tabaski 2018 on 22 August (amendments), the Magal 2024 on 23 August; 2030 an estimate", async () => {
    expect(await amended('SN', 2017, FITR)).toEqual([['2017-06-26', false]]);
    expect(await amended('SN', 2018, ADHA)).toEqual([['2018-08-22', false]]);
    expect(await days('SN', 2024, 'Grand Magal of Touba')).toEqual(announced('2024-08-23'));
    expect(await amended('SN', 2030, ADHA)).toEqual([['2030-04-13', true]]);
  });

  it("NG: the Federal Government's Eid-el-Maulud 2017 on Friday 1 December (the library's 30 November); 2030 an estimate", async () => {
    expect(await days('NG', 2017, MAWLID)).toEqual(announced('2017-12-01'));
    expect(await days('NG', 2018, MAWLID)).toEqual(announced('2018-11-20'));
    expect((await days('NG', 2030, 'Id el Kabir'))[0]).toEqual(['2030-04-13', true, false]);
  });

  it("CI: the COSIM's Eid al-Fitr 2020 on Saturday 23 May (the library's 24th) and Tabaski 2020 confirmed; 2030 an estimate", async () => {
    expect(await days('CI', 2020, FITR)).toEqual(announced('2020-05-23'));
    expect(await days('CI', 2020, ADHA)).toEqual(announced('2020-07-31'));
    expect(await days('CI', 2030, ADHA)).toEqual(estimated('2030-04-13'));
  });

  it('GY: Eid-ul-Adha 2017 as gazetted, Friday 1 September, no longer an estimate; 2021 and 2030 still estimates', async () => {
    expect(await days('GY', 2017, 'Eid Ul Adha')).toEqual(announced('2017-09-01'));
    expect(await days('GY', 2021, 'Eid Ul Adha')).toEqual(estimated('2021-07-20'));
    expect(await days('GY', 2030, 'Eid Ul Adha')).toEqual(estimated('2030-04-13'));
  });
});
