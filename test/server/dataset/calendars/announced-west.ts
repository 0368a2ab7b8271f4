// The announced Hijri days of 2015-2026 added for Nigeria, Côte d'Ivoire and Senegal (issue 25 item 3: the Federal
// Ministry of Interior's declarations and the Sultan of Sokoto's statements, COSIM's communiqués, Touba's moon
// commission), with Niger's, The Gambia's and Guyana's earlier ones, asked for as a client asks: through
// /v3/public-holidays/list (contract 3.2.0) of the full offline build (test/full-build.ts). An announced day is the
// holiday's day and no longer an estimate, whether it moves the engine's day (every day of a two-day feast, and its
// substitute day, moves with its first) or confirms it; a year no announcement covers keeps the engine's day as an
// estimate.

import { describe, expect, it } from 'vitest';
import { announcedClient, ADHA, announced, estimated, FITR, MAWLID, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();
/** [date, estimated, announced] of each day of the holiday and of its substitute day. */
const { daysWithSubstitutes: days } = announcedClient(shared);

describe('announced Hijri days of NG, CI, SN, NE, GM and GY (list endpoint, 3.2.0)', () => {
  it("NG: Id el Kabir 2015 on Thursday 24 and Friday 25 September, the Federal Government's days, both moved from the engine's Wednesday 23", async () => {
    expect(await days('NG', 2015, 'Id el Kabir')).toEqual(announced('2015-09-24', '2015-09-25'));
  });

  it("NG: the Mawlid of 2015 on Friday 2 January and Thursday 24 December, a day before the engine's, with no Monday substitute left", async () => {
    expect(await days('NG', 2015, MAWLID)).toEqual(announced('2015-01-02', '2015-12-24'));
  });

  it("NG: the Mawlid of 2024 on Sunday 15 September, its Monday 16 the Ministry of Interior's day off, both no longer estimates", async () => {
    expect(await days('NG', 2024, MAWLID)).toEqual(announced('2024-09-15', '2024-09-16'));
    expect(await days('NG', 2019, 'Id el Kabir')).toEqual(announced('2019-08-11', '2019-08-12', '2019-08-13'));
  });

  it("CI: COSIM's Eid al-Fitr 2021 on Wednesday 12 May, a day before the engine's; Tabaski 2018 and the day after the Nuit du Destin 2022 confirmed", async () => {
    expect(await days('CI', 2021, FITR)).toEqual(announced('2021-05-12'));
    expect(await days('CI', 2018, ADHA)).toEqual(announced('2018-08-21'));
    expect(await days('CI', 2022, 'Laylat al-Qadr')).toEqual(announced('2022-04-28'));
  });

  it("SN: the Grand Magal of Touba 2025 on Wednesday 13 August, a day after the engine's (no Safar crescent seen at Touba)", async () => {
    expect(await days('SN', 2025, 'Grand Magal of Touba')).toEqual(announced('2025-08-13'));
  });

  it("NE, GM, GY: the Conseil islamique's Eid al-Fitr 2021, the Supreme Islamic Council's Korité 2020 (a day before the engine's) and the gazetted Eid Ul Adha 2017", async () => {
    expect(await days('NE', 2021, FITR)).toEqual(announced('2021-05-12'));
    expect((await days('GM', 2020, 'Korité'))[0]).toEqual(announced('2020-05-23')[0]);
    expect(await days('GY', 2017, 'Eid Ul Adha')).toEqual(announced('2017-09-01'));
  });

  it("a future year keeps the engine's day as an estimate", async () => {
    expect(await days('NG', 2030, 'Id el Kabir')).toEqual(
      estimated('2030-04-13', '2030-04-14', '2030-04-15', '2030-04-16'),
    );
    expect(await days('CI', 2030, FITR)).toEqual(estimated('2030-02-04'));
    expect(await days('SN', 2030, 'Grand Magal of Touba')).toEqual(estimated('2030-06-19'));
    expect(await days('NE', 2030, ADHA)).toEqual(estimated('2030-04-13'));
    expect(await days('GM', 2030, 'Tabaski')).toEqual(estimated('2030-04-13', '2030-04-14'));
    expect(await days('GY', 2030, 'Eid Ul Adha')).toEqual(estimated('2030-04-13'));
  });
});
