// Senegal's, Guinea's, Niger's and Nigeria's Islamic days of past years as their commissions and governments
// announced them (sources/calendars/announced.json, issue 25 item 3), through /v3/public-holidays/list (3.2.0) of the
// full offline build (test/full-build.ts): an announced day is the holiday's day and no estimate, whether it moves the
// library's day (Senegal's Tamkharit of 2019, 2020, 2021 and 2024, a day after the estimate; Niger's Mouloud day off
// of 2025) or confirms it; a one-off day off a minister added beside the holiday is an amendment (amendments/GN.json:
// Monday 10 May 2021); a future year (2030) keeps the estimate. The Gambia's days are those of earlier sessions
// (nothing new found, reviews/GM.json).

import { describe, expect, it } from 'vitest';
import { announced, ASHURA, estimated, MAWLID, nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);

describe('SN: CONACOC, the Tamkharit (10 Muharram, the day after the night of the feast) (list endpoint, 3.2.0)', () => {
  it("2019: crescent seen on Saturday 31 August, 1 Muharram Sunday 1 September, 10 Muharram Tuesday 10th, not the library's Monday", async () => {
    expect(await days('SN', 2019, ASHURA)).toEqual(announced('2019-09-10'));
  });

  it('2020: the night of Saturday 29 to Sunday 30 August (Imam Oumar Diène), the day Sunday 30 August', async () => {
    expect(await days('SN', 2020, ASHURA)).toEqual(announced('2020-08-30'));
  });

  it("2021: the steering committee's feast on Wednesday 18 August and the holiday the day after, Thursday 19 August", async () => {
    expect(await days('SN', 2021, ASHURA)).toEqual(announced('2021-08-19'));
  });

  it("2023: 1 Muharram Wednesday 19 July (the corrected communiqué), Friday 28 July the library's day, confirmed", async () => {
    expect(await days('SN', 2023, ASHURA)).toEqual(announced('2023-07-28'));
  });

  it('2024: 1 Muharram Monday 8 July, the Tamxarit night of Tuesday 16th, the day Wednesday 17 July; 2030 an estimate', async () => {
    expect(await days('SN', 2024, ASHURA)).toEqual(announced('2024-07-17'));
    const [day2030] = await days('SN', 2030, ASHURA);
    expect(day2030?.[1]).toBe(true);
    expect(day2030?.[2]).toBe(false);
  });
});

describe('GN: the Ministry of the Civil Service and the Ministry of Labour (list endpoint, 3.2.0)', () => {
  it('Laylat al-Qadr 2021: the day after the night (Sunday 9 May) confirmed, and the Monday 10 May off beside it', async () => {
    expect(await days('GN', 2021, 'Laylat al-Qadr')).toEqual(announced('2021-05-09'));
    expect(await days('GN', 2021, 'Laylat al-Qadr (day off)')).toEqual([['2021-05-10', false, false]]);
    expect(await days('GN', 2022, 'Laylat al-Qadr (day off)')).toEqual([]);
  });

  it("the Mawlid 2021 on the ministry's Monday 18 October (the day after the night), confirmed; 2030 an estimate", async () => {
    expect(await days('GN', 2021, MAWLID)).toEqual(announced('2021-10-18'));
    const [day2030] = await days('GN', 2030, MAWLID);
    expect(day2030?.[1]).toBe(true);
  });
});

describe('NE: the Ministry of the Civil Service, Labour and Employment (list endpoint, 3.2.0)', () => {
  it("the Mouloud 2025: Friday 5 September, the day after the feast, declared off (note of 27 August), not the library's Thursday 4th", async () => {
    expect(await days('NE', 2025, MAWLID)).toEqual(announced('2025-09-05'));
  });
});

describe('NG: the Sultan of Sokoto (list endpoint, 3.2.0)', () => {
  it("Id el Fitr 2026 on Friday 20 March (the crescent not sighted on 29 Ramadan), the library's day, confirmed", async () => {
    const fitr2026 = await days('NG', 2026, 'Id el Fitr');
    expect(fitr2026[0]).toEqual(['2026-03-20', false, true]);
    expect(fitr2026.every(([, isEstimated]) => !isEstimated)).toBe(true);
  });

  it('Id el Fitr 2030 stays an estimate', async () => {
    const fitr2030 = await days('NG', 2030, 'Id el Fitr');
    expect(fitr2030.length).toBeGreaterThan(0);
    expect(fitr2030).toEqual(estimated(...fitr2030.map(([date]) => date)));
  });
});
