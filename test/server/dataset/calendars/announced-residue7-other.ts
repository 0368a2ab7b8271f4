// Bhutan's lunar holidays of 2015 found by other (issue 25 item 3, wave 7), through /v3/public-holidays/list (3.2.0)
// of the full offline build (test/full-build.ts). The Swiss Cooperation Office's (SDC, Swiss FDFA) closure list of
// Bhutan's government holidays for 2015 (eda.admin.ch), already cited in amendments/BT.json for the Blessed Rainy
// Day, gives Losar (19-20 February), Zhabdrung Kuchhoe, the Parinirvana, Guru Rinpoche's birth anniversary, the
// First Sermon and the Descending Day on the engines' days (dated rules of countries/BT.json, so the Tibetan engine
// adds no estimate that year), Nyilo on 2 January (a dated addition of amendments/BT.json), and Dashain on Thursday
// 22 October, a day before the Hindu rule's Friday 23rd (a dated rule; hindu.json's Bhutan entry skips 2015).
// Years not announced keep the estimate (2028's Losar and Dashain, in the future).
// Cambodia: Visak Bochea Day 2015 on Saturday 2 May, the national ceremony at Oudong (The Cambodia Herald), a dated
// rule of countries/KH.json, the Khmer engine's day; 2028 stays the engine's estimate.

import { describe, expect, it } from 'vitest';
import { estimated, nationwideHolidayDays, serveSharedFullBuild } from '../../helpers.js';

const shared = serveSharedFullBuild();

const days = nationwideHolidayDays(shared);
/** A day that is no estimate and not from the announced table (a dated rule, an amendment). */
const kept = (...dates: string[]) => dates.map((date) => [date, false, false]);

describe('other: Bhutan 2015 lunar holidays from the SDC Thimphu office list (list endpoint, 3.2.0)', () => {
  it('BT: Losar 2015 on Thursday-Friday 19-20 February, no estimate; 2028 still an estimate', async () => {
    expect(await days('BT', 2015, 'Losar')).toEqual(kept('2015-02-19', '2015-02-20'));
    expect(await days('BT', 2028, 'Losar')).toEqual(estimated('2028-02-26', '2028-02-27'));
  });

  it("BT: Dashain 2015 on Thursday 22 October only, not the rule's Friday 23rd; 2028 still an estimate", async () => {
    expect(await days('BT', 2015, 'Dashain')).toEqual(kept('2015-10-22'));
    expect(await days('BT', 2028, 'Dashain')).toEqual(estimated('2028-09-28'));
  });

  it('BT: Nyilo (2 January), Zhabdrung Kuchhoe (28 April) and the Descending Day (3 November) 2015, no estimate', async () => {
    expect(await days('BT', 2015, 'Winter Solstice (Nyilo)')).toEqual(kept('2015-01-02'));
    expect(await days('BT', 2015, 'Zhabdrung Kuchhoe')).toEqual(kept('2015-04-28'));
    expect(await days('BT', 2015, 'Descending Day of Lord Buddha')).toEqual(kept('2015-11-03'));
  });

  it('BT: the Parinirvana (2 June), Guru Rinpoche (26 June) and the First Sermon (20 July) 2015, no estimate', async () => {
    expect(await days('BT', 2015, "Lord Buddha's Parinirvana")).toEqual(kept('2015-06-02'));
    expect(await days('BT', 2015, 'Birth Anniversary of Guru Rinpoche')).toEqual(kept('2015-06-26'));
    expect(await days('BT', 2015, 'First Sermon of Lord Buddha')).toEqual(kept('2015-07-20'));
  });
});

describe('other: Cambodia Visak Bochea Day 2015 as kept (list endpoint, 3.2.0)', () => {
  it('KH: Visak Bochea Day 2015 on Saturday 2 May (The Cambodia Herald, the Oudong ceremony), no estimate; 2028 still an estimate', async () => {
    expect(await days('KH', 2015, 'Visak Bochea Day')).toEqual(kept('2015-05-02'));
    const visak2028 = await days('KH', 2028, 'Visak Bochea Day');
    expect(visak2028).toHaveLength(1);
    expect(visak2028[0]![1]).toBe(true);
  });
});
