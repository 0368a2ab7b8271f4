// One-off decrees around the Islamic holidays (issue 26): the UAE, Kuwait and Oman moving the Hijri New Year,
// the Prophet's Birthday and Isra and Mi'raj to another weekday, Jordan's day off before Eid al-Fitr 2019, and
// the Islamic holidays of Ceuta and Melilla as Spain's yearly lists of labour holidays name them. Asked for as a
// client asks: through /v3/public-holidays/list and /v3/public-holidays/check of the shared full offline build
// (test/golden.ts, buildFullOffline: the project's amendments/ folder). Each test names the decree or list its
// answer rests on; the entries in amendments/AE.json, KW.json, OM.json, JO.json and ES.json quote them.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed, check, daysOff, daysOf } = lawReviewClient(shared);

/** [date, subdivisions] of the records of that name in the year that are kept in one of the places. */
const inPlaces = async (country: string, year: number, name: string, places: string[]) =>
  (await listed(country, year))
    .filter((holiday) => holiday.name === name && holiday.subdivisions.some((code) => places.includes(code)))
    .map((holiday) => [holiday.date, holiday.subdivisions]);

describe('UAE: the Cabinet resolution on official holidays lets the Hijri New Year and the Prophet’s Birthday move to the week’s edge', () => {
  it('Hijri New Year: Sunday 23 August 2020, Thursday 12 August 2021, Friday 21 July 2023, Friday 27 June 2025 (FAHR circulars)', async () => {
    expect(await daysOf('AE', 2020, 'Islamic New Year')).toEqual(['2020-08-23']);
    expect(await daysOf('AE', 2021, 'Islamic New Year')).toEqual(['2021-08-12']);
    expect(await daysOf('AE', 2023, 'Islamic New Year')).toEqual(['2023-07-21']);
    expect(await daysOf('AE', 2025, 'Islamic New Year')).toEqual(['2025-06-27']);
    expect(await daysOff('AE', '2023-07-21')).toEqual(['Islamic New Year']);
    expect((await check('AE', '2023-07-19')).is_holiday).toBe(false);
    // 2024: Sunday 7 July, the day itself; no decree moved it.
    expect(await daysOf('AE', 2024, 'Islamic New Year')).toEqual(['2024-07-07']);
  });

  it('Prophet’s Birthday: Thursday 21 October 2021, Friday 29 September 2023, Friday 5 September 2025', async () => {
    const mawlid = 'Birthday of Muhammad (Mawlid)';
    expect(await daysOf('AE', 2021, mawlid)).toEqual(['2021-10-21']);
    expect(await daysOf('AE', 2023, mawlid)).toEqual(['2023-09-29']);
    expect(await daysOf('AE', 2025, mawlid)).toEqual(['2025-09-05']);
    expect((await check('AE', '2025-09-04')).is_holiday).toBe(false);
  });
});

describe('Kuwait: the Council of Ministers’ and the Civil Service Commission’s decisions', () => {
  it('Hijri New Year 1444 on Sunday 31 July 2022 (1 Muharram a Saturday)', async () => {
    expect(await daysOf('KW', 2022, 'Islamic New Year')).toEqual(['2022-07-31']);
  });

  it('Prophet’s Birthday: Thursday 21 October 2021, Sunday 9 October 2022, Thursday 28 September 2023', async () => {
    expect(await daysOf('KW', 2021, "Prophet's Birthday")).toEqual(['2021-10-21']);
    expect(await daysOf('KW', 2022, "Prophet's Birthday")).toEqual(['2022-10-09']);
    expect(await daysOf('KW', 2023, "Prophet's Birthday")).toEqual(['2023-09-28']);
    expect(await daysOff('KW', '2023-09-28')).toEqual(["Prophet's Birthday"]);
  });

  it('Isra and Mi’raj: Sunday 19 February 2023 and Thursday 30 January 2025', async () => {
    expect(await daysOf('KW', 2023, "Isra and Mi'raj")).toEqual(['2023-02-19']);
    expect(await daysOf('KW', 2025, "Isra and Mi'raj")).toEqual(['2025-01-30']);
    expect((await check('KW', '2025-01-27')).is_holiday).toBe(false);
  });
});

describe('Oman: Royal Decrees No. 56/2020 and 88/2022 (a holiday on the weekly rest is made up) and the ministry’s notices', () => {
  it('Hijri New Year: Sunday 31 July 2022, Thursday 20 July 2023', async () => {
    expect(await daysOf('OM', 2022, 'Islamic New Year')).toEqual(['2022-07-31']);
    expect(await daysOf('OM', 2023, 'Islamic New Year')).toEqual(['2023-07-20']);
    expect(await daysOff('OM', '2023-07-20')).toEqual(['Islamic New Year']);
  });

  it('Prophet’s Birthday on Sunday 9 October 2022 and Sunday 7 September 2025; Isra and Mi’raj on Sunday 19 February 2023', async () => {
    expect(await daysOf('OM', 2022, "Prophet's Birthday")).toEqual(['2022-10-09']);
    expect(await daysOf('OM', 2025, "Prophet's Birthday")).toEqual(['2025-09-07']);
    expect(await daysOf('OM', 2023, "Isra and Mi'raj")).toEqual(['2023-02-19']);
    expect((await check('OM', '2023-02-18')).is_holiday).toBe(false);
  });

  it('Eid al-Fitr holiday from 29 Ramadan: no 30 Ramadan in 2021, 2022 and 2024, when Ramadan had 29 days; 3 April 2025 made up', async () => {
    const day29 = 'Eid al-Fitr Holiday (29 Ramadan)';
    const day30 = 'Eid al-Fitr Holiday (30 Ramadan)';
    expect(await daysOf('OM', 2021, day29)).toEqual(['2021-05-12']);
    expect(await daysOf('OM', 2022, day29)).toEqual(['2022-05-01']);
    expect(await daysOf('OM', 2024, day29)).toEqual(['2024-04-09']);
    for (const year of [2021, 2022, 2024]) expect(await daysOf('OM', year, day30), String(year)).toEqual([]);
    expect((await check('OM', '2024-04-08')).is_holiday).toBe(false);
    // 2023: thirty days of Ramadan, both days kept.
    expect(await daysOf('OM', 2023, day30)).toEqual(['2023-04-21']);
    expect(await daysOff('OM', '2025-04-03')).toEqual(['Eid al-Fitr Holiday (compensation)']);
  });
});

describe('Jordan: the Prime Minister’s communiqué of 3 June 2019', () => {
  it('Tuesday 4 June 2019, the day before Eid al-Fitr, is a day off; the Eid itself begins on 5 June', async () => {
    expect(await daysOff('JO', '2019-06-04')).toEqual(['Eid al-Fitr Holiday']);
    expect((await daysOf('JO', 2019, 'Eid al-Fitr'))[0]).toBe('2019-06-05');
  });
});

describe('Spain: Ceuta’s and Melilla’s Islamic holidays in the lists of labour holidays (Dirección General de Trabajo)', () => {
  it('Ceuta keeps the Fiesta del Sacrificio (Eid al-Adha), not the Day of Arafat, and since 2009 only', async () => {
    for (const year of [2010, 2020, 2024, 2030]) {
      expect(await inPlaces('ES', year, 'Arafat Day', ['ES-CE']), String(year)).toEqual([]);
      expect(await inPlaces('ES', year, 'Feast of the Sacrifice (Eid al-Adha)', ['ES-CE']), String(year)).toHaveLength(
        1,
      );
    }
    expect(await inPlaces('ES', 2024, 'Feast of the Sacrifice (Eid al-Adha)', ['ES-CE'])).toEqual([
      ['2024-06-17', ['ES-CE', 'ES-ML']],
    ]);
    expect(await inPlaces('ES', 2005, 'Arafat Day', ['ES-CE'])).toEqual([]);
    expect(await inPlaces('ES', 2005, 'Feast of the Sacrifice (Eid al-Adha)', ['ES-ML'])).toEqual([]);
  });

  it('Melilla’s Eid al-Fitr is a holiday from 2022 on, Ceuta’s too (3 May 2022, 22 April 2023, 31 March 2025)', async () => {
    const eid = 'End of Ramadan (Eid al-Fitr)';
    for (const year of [2015, 2020, 2021]) expect(await inPlaces('ES', year, eid, ['ES-ML', 'ES-CE'])).toEqual([]);
    expect(await inPlaces('ES', 2022, eid, ['ES-ML', 'ES-CE'])).toEqual([['2022-05-03', ['ES-CE', 'ES-ML']]]);
    expect(await inPlaces('ES', 2023, eid, ['ES-CE'])).toEqual([['2023-04-22', ['ES-CE']]]);
    expect(await inPlaces('ES', 2025, eid, ['ES-CE'])).toEqual([['2025-03-31', ['ES-CE', 'ES-ML']]]);
  });
});
