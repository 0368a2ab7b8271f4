// The law review's faults of issue 26 in AE, GM and TG, asked for as a client
// asks, through /v3/public-holidays/list and /check of the run's shared full
// offline build (the project's amendments and calendar data included). Each
// test names the law or announcement its answer rests on (amendments/AE.json,
// amendments/TG.json, sources/calendars/hijri-spans.json).

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const own = serveSharedFullBuild();
const { listed, check, daysOff } = lawReviewClient(own);

/** [date, type] of the holidays whose name matches, in the year. */
const named = async (country: string, year: number, name: RegExp) =>
  (await listed(country, year)).filter((holiday) => name.test(holiday.name)).map((each) => [each.date, each.type]);

describe('AE: the holidays of the Cabinet’s unified lists (since 2019)', () => {
  it('the first day of Ramadan is no day off in any year (Federal Law No. 8 of 1980, art. 74, does not list it)', async () => {
    for (const year of [2010, 2018, 2024]) {
      const days = await named('AE', year, /^First day of Ramadan$/);
      expect(days, String(year)).toHaveLength(1);
      expect(days[0]![1], String(year)).toBe('observance');
    }
    expect(await daysOff('AE', '2024-03-11')).toEqual([]);
  });

  it("Isra and Mi'raj is a day off until 2018, not from 2019 (Cabinet decision of 5 March 2019)", async () => {
    expect(await named('AE', 2018, /^Laylat al-Mi'raj$/)).toEqual([['2018-04-14', 'public']]);
    expect(await named('AE', 2019, /^Laylat al-Mi'raj$/)).toEqual([['2019-04-03', 'observance']]);
    expect((await named('AE', 2025, /^Laylat al-Mi'raj$/))[0]![1]).toBe('observance');
    expect(await daysOff('AE', '2019-04-03')).toEqual([]);
  });

  it('Commemoration Day: 30 November 2015-2018, 1 December 2019-2022, none from 2023 (FAHR and Cabinet circulars)', async () => {
    expect(await named('AE', 2014, /^Commemoration Day$/)).toEqual([]);
    expect(await named('AE', 2015, /^Commemoration Day$/)).toEqual([['2015-11-30', 'public']]);
    expect(await named('AE', 2018, /^Commemoration Day$/)).toEqual([['2018-11-30', 'public']]);
    expect(await named('AE', 2019, /^Commemoration Day$/)).toEqual([['2019-12-01', 'public']]);
    expect(await named('AE', 2022, /^Commemoration Day$/)).toEqual([['2022-12-01', 'public']]);
    expect(await named('AE', 2023, /^Commemoration Day$/)).toEqual([]);
    expect(await named('AE', 2024, /^Commemoration Day$/)).toEqual([]);
  });

  it('National Day is two days: 2-3 December, moved to 1-2 December in 2025 (FAHR, MOHRE, November 2025)', async () => {
    expect(await named('AE', 2020, /^National Day$/)).toEqual([
      ['2020-12-02', 'public'],
      ['2020-12-03', 'public'],
    ]);
    expect(await named('AE', 2024, /^National Day$/)).toEqual([
      ['2024-12-02', 'public'],
      ['2024-12-03', 'public'],
    ]);
    expect(await named('AE', 2025, /^National Day$/)).toEqual([
      ['2025-12-01', 'public'],
      ['2025-12-02', 'public'],
    ]);
    expect(await daysOff('AE', '2025-12-03')).toEqual([]);
    expect(await named('AE', 2030, /^National Day$/)).toEqual([
      ['2030-12-02', 'public'],
      ['2030-12-03', 'public'],
    ]);
    // 2022: Commemoration Day and National Day, Thursday 1 to Saturday 3 December.
    for (const date of ['2022-12-01', '2022-12-02', '2022-12-03'])
      expect((await check('AE', date)).is_holiday, date).toBe(true);
  });

  it("work suspended for three days from 14 May 2022 on President Khalifa's death (Ministry of Presidential Affairs, 13 May 2022)", async () => {
    expect(await named('AE', 2022, /^Mourning of President Sheikh Khalifa/)).toEqual([
      ['2022-05-14', 'public'],
      ['2022-05-15', 'public'],
      ['2022-05-16', 'public'],
    ]);
    expect(await daysOff('AE', '2022-05-13')).toEqual([]);
    expect(await daysOff('AE', '2022-05-17')).toEqual([]);
  });
});

describe('GM: Lailat al-Qadr on the 27th night of Ramadan, not the rule library’s 23rd', () => {
  it('is 27 Ramadan (an estimate until announced): 6 April 2024, 16 March 2026, not four days before', async () => {
    expect(await named('GM', 2024, /^Lailat al-Qadr$/)).toEqual([['2024-04-06', 'public']]);
    expect(await named('GM', 2026, /^Lailat al-Qadr$/)).toEqual([['2026-03-16', 'public']]);
    expect(await daysOff('GM', '2024-04-02')).toEqual([]);
  });
});

describe('TG: the fêtes légales', () => {
  it('13 January is a working day since 2014 (Government communiqué, January 2014)', async () => {
    expect(await named('TG', 2013, /^Liberation Day$/)).toEqual([['2013-01-13', 'public']]);
    expect(await named('TG', 2014, /^Liberation Day$/)).toEqual([]);
    expect((await check('TG', '2026-01-13')).is_holiday).toBe(false);
  });

  it('the Mawlid is not a public holiday; the two Eids are', async () => {
    expect(await named('TG', 2024, /Mawlid/)).toEqual([]);
    expect((await check('TG', '2024-09-16')).is_holiday).toBe(false);
    expect(await named('TG', 2024, /Eid al-(Fitr|Adha)/)).toEqual([
      ['2024-04-10', 'public'],
      ['2024-06-16', 'public'],
    ]);
  });
});
