// The Hijri days of past years as the West African governments and the bodies they defer to announced them
// (sources/calendars/announced.json, and amendments/ where the library's rule moves by weekday; issue 25 item 3,
// issue 26), asked for as a client asks: through /v3/public-holidays/list (contract 3.2.0) of the full offline
// build (test/full-build.ts), with the project's reviewed calendar data and amendments. An announced day is the holiday's day and no
// longer an estimate, whether it moves the library's day (Mali's Eids a day before Saudi Arabia's, Senegal's a day
// after) or confirms it; every day of a two-day feast moves with its first. A year no announcement covers keeps the
// library's day as an estimate.

import { describe, expect, it } from 'vitest';
import { announcedClient, ADHA, announced, estimated, FITR, MAWLID, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();
/** [date, estimated, announced] of each day of the holiday and of its substitute day; amended: [date, estimated] of the days amendments/ set. */
const { daysWithSubstitutes: days, amended } = announcedClient(shared);

describe('announced Hijri days of West Africa (list endpoint, 3.2.0)', () => {
  it("SN: CONACOC's Tabaski 2021 on Wednesday 21 July and Korité 2025 on Monday 31 March, a day after the library's (amendments: the rule moves by weekday), the Sunday's substitute Monday gone", async () => {
    expect(await amended('SN', 2021, ADHA)).toEqual([['2021-07-21', false]]);
    expect(await amended('SN', 2025, FITR)).toEqual([['2025-03-31', false]]);
    expect(await amended('SN', 2024, ADHA)).toEqual([['2024-06-17', false]]);
  });

  it("SN: the Grand Magal of Touba 2021 on Sunday 26 September (18 Safar from Touba's 1 Safar), and the Gamou 2025 confirmed on 4 September", async () => {
    expect(await days('SN', 2021, 'Grand Magal of Touba')).toEqual(announced('2021-09-26'));
    expect(await days('SN', 2025, MAWLID)).toEqual(announced('2025-09-04'));
    expect(await amended('SN', 2018, 'Grand Magal of Touba (bridge day)')).toEqual([['2018-10-29', false]]);
  });

  it("ML: the Ministry of Religious Affairs' Eid al-Fitr 2024 on Tuesday 9 April (a day before the library's) and Tabaski 2024 on Monday 17 June (a day after)", async () => {
    expect(await days('ML', 2024, FITR)).toEqual(announced('2024-04-09'));
    expect(await days('ML', 2024, ADHA)).toEqual(announced('2024-06-17'));
    expect(await days('ML', 2019, FITR)).toEqual(announced('2019-06-03'));
  });

  it("NE: the Conseil islamique du Niger's Eid al-Fitr 2021 on Wednesday 12 May, a day before the library's", async () => {
    expect(await days('NE', 2021, FITR)).toEqual(announced('2021-05-12'));
    expect(await days('NE', 2022, FITR)).toEqual(announced('2022-05-01'));
  });

  it("BF, GN, TD, BJ: the library's days confirmed by the FAIB, Guinea's religious affairs, the CSAI and Benin's labour ministry", async () => {
    expect(await days('BF', 2023, FITR)).toEqual(announced('2023-04-21'));
    expect(await days('BF', 2018, ADHA)).toEqual(announced('2018-08-21'));
    expect(await days('GN', 2024, FITR)).toEqual(announced('2024-04-10'));
    expect(await days('TD', 2020, FITR)).toEqual(announced('2020-05-24'));
    expect(await days('BJ', 2022, ADHA)).toEqual(announced('2022-07-09'));
    expect(await days('BJ', 2025, MAWLID)).toEqual(announced('2025-09-04'));
  });

  it('CI: the day after the Nuit du Destin 2025 confirmed on 27 March, Eid al-Fitr on Sunday 30 March and the Monday declared off', async () => {
    expect(await days('CI', 2025, 'Laylat al-Qadr')).toEqual(announced('2025-03-27'));
    expect(await days('CI', 2025, FITR)).toEqual(announced('2025-03-30'));
    expect(await amended('CI', 2025, `${FITR} (day after)`)).toEqual([['2025-03-31', false]]);
  });

  it("GM: State House's Ashura 2021 on Thursday 19 August and Mawlid 2025 on Friday 5 September, a day after the library's; the Monday off for the Gamo of 2022", async () => {
    expect(await days('GM', 2021, 'Day of Ashura')).toEqual(announced('2021-08-19'));
    expect(await days('GM', 2025, MAWLID)).toEqual(announced('2025-09-05'));
    expect(await days('GM', 2022, MAWLID)).toEqual(announced('2022-10-08'));
    expect(await amended('GM', 2022, `${MAWLID} (day off)`)).toEqual([['2022-10-10', false]]);
  });

  it("TG: the Union Musulmane du Togo's Eid al-Fitr 2023 on Friday 21 April and Tabaski 2018 on Tuesday 21 August, a day before the library's", async () => {
    expect(await days('TG', 2023, FITR)).toEqual(announced('2023-04-21'));
    expect(await days('TG', 2018, ADHA)).toEqual(announced('2018-08-21'));
  });

  it("NG: the Sultan of Sokoto's Eid-el-Kabir 2016 on Monday 12 September, both days moved from the library's 11th", async () => {
    expect((await days('NG', 2016, 'Id el Kabir')).slice(0, 2)).toEqual(announced('2016-09-12', '2016-09-13'));
    expect((await days('NG', 2018, 'Id el Fitr')).slice(0, 2)).toEqual(announced('2018-06-15', '2018-06-16'));
  });

  it("SL: the Government notice's Tabaski 2024 on Sunday 16 June, confirmed (amendments), its Monday off kept", async () => {
    expect(await amended('SL', 2024, 'Tabaski')).toEqual([
      ['2024-06-16', false],
      ['2024-06-17', false],
    ]);
  });

  it("a future year keeps the library's day as an estimate", async () => {
    expect(await days('ML', 2030, FITR)).toEqual(estimated('2030-02-04'));
    expect(await days('NE', 2030, ADHA)).toEqual(estimated('2030-04-13'));
    expect(await days('BJ', 2030, MAWLID)).toEqual(estimated('2030-07-13'));
    expect(await amended('SN', 2030, ADHA)).toEqual([['2030-04-13', true]]);
  });
});
