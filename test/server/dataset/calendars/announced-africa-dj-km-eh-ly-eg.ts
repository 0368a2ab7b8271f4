// The lunar days of past years as Djibouti, the Comoros, the Sahrawi Republic (EH), Libya and Egypt announced them
// (sources/calendars/announced.json, and amendments/EG.json where Egypt's Cabinet gave the day off on another
// weekday; issue 25 item 3), asked for as a client asks: through /v3/public-holidays/list (contract 3.2.0) of the
// full offline build (test/full-build.ts). An announced day is the holiday's day and no longer an estimate, whether
// it moves the library's day or confirms it; a year no announcement covers (2030) keeps the library's day as an
// estimate. (test/server/dataset/calendars/announced-africa.ts holds ET, GM, NE, SN, NG, CI and GY.)

import { describe, expect, it } from 'vitest';
import { announcedClient, ADHA, announced, estimated, FITR, MAWLID, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();
/** [date, estimated, announced] of each day of the holiday; amended: [date, estimated] of the days amendments/ set. */
const { days, amended } = announcedClient(shared);

describe('announced lunar days of DJ, KM, EH, LY and EG (list endpoint, 3.2.0)', () => {
  it("DJ: Al-Qarn's Eid al-Fitr 2022 (Monday 2 May) and Hijri New Year 2021 confirm the library's days; 2030 an estimate", async () => {
    expect(await days('DJ', 2022, FITR)).toEqual(announced('2022-05-02'));
    expect(await days('DJ', 2021, 'Islamic New Year')).toEqual(announced('2021-08-09'));
    expect(await days('DJ', 2030, FITR)).toEqual(estimated('2030-02-04'));
  });

  it("KM: Eid al-Fitr 2025 on Monday 31 March and 2026 on Saturday 21 March, a day after the library's, all three days; 2030 an estimate", async () => {
    expect(await days('KM', 2025, FITR)).toEqual(announced('2025-03-31', '2025-04-01', '2025-04-02'));
    expect(await days('KM', 2026, FITR)).toEqual(announced('2026-03-21', '2026-03-22', '2026-03-23'));
    expect(await days('KM', 2030, FITR)).toEqual(estimated('2030-02-04', '2030-02-05', '2030-02-06'));
  });

  it("EH: the Sahrawi Republic's Eid al-Adha 2015 and 2016 a day after the library's, Eid al-Fitr 2023 on Friday 21 April (not Morocco's Saturday); 2030 an estimate", async () => {
    expect(await days('EH', 2015, ADHA)).toEqual(announced('2015-09-24', '2015-09-25'));
    expect(await days('EH', 2016, ADHA)).toEqual(announced('2016-09-12', '2016-09-13'));
    expect(await days('EH', 2023, FITR)).toEqual(announced('2023-04-21', '2023-04-22'));
    expect(await days('EH', 2030, ADHA)).toEqual(estimated('2030-04-13', '2030-04-14'));
  });

  it("LY: the Hijri New Year 2022 by Decision No. 333 of 2022, Eid al-Adha 2015 a day after the library's; 2030 an estimate", async () => {
    expect(await days('LY', 2022, 'Islamic New Year')).toEqual(announced('2022-07-30'));
    expect(await days('LY', 2015, ADHA)).toEqual(announced('2015-09-24', '2015-09-25', '2015-09-26'));
    expect(await days('LY', 2030, ADHA)).toEqual(estimated('2030-04-13', '2030-04-14', '2030-04-15'));
  });

  it("EG: the Cabinet's days off for the Mawlid 2019 (Sunday 10 November) and the New Year 2024 (Thursday 11 July), no longer estimates; Mawlid 2020 and Eid al-Adha 2019 announced; 2030 an estimate", async () => {
    expect(await amended('EG', 2019, MAWLID)).toEqual([['2019-11-10', false]]);
    expect(await amended('EG', 2024, 'Islamic New Year')).toEqual([['2024-07-11', false]]);
    expect(await days('EG', 2020, MAWLID)).toEqual(announced('2020-10-29'));
    expect(await days('EG', 2019, ADHA)).toEqual(announced('2019-08-11', '2019-08-12', '2019-08-13', '2019-08-14'));
    expect(await days('EG', 2030, MAWLID)).toEqual(estimated('2030-07-13'));
  });
});
