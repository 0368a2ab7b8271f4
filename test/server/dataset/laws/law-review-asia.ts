// Asian countries reviewed against their laws and official lists (issue 26),
// asked for as a client asks: through /v3/public-holidays/list and
// /v3/public-holidays/check of the shared full offline build (test/golden.ts,
// buildFullOffline: the project's amendments/ and sources/calendars/ files).
// Each test names the law, gazette or announcement its answer rests on; the
// entries in amendments/<CC>.json and sources/calendars/announced.json quote
// them.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed, daysOff } = lawReviewClient(shared);

/** The days of the records of that name in a country's year, nationwide ones only. */
const daysOf = async (country: string, year: number, name: string) =>
  (await listed(country, year))
    .filter((holiday) => holiday.name === name && holiday.subdivisions.length === 0)
    .map((holiday) => holiday.date)
    .sort();

describe('Sri Lanka: Holidays Act No. 29 of 1971 and the yearly Gazettes', () => {
  it("the Islamic holidays are the Gazette's days, not the rule library's 2026 days every year", async () => {
    // Gazette 2024: Id-Ul-Fitr 11 April, Id-Ul-Alha 17 June, Milad-Un-Nabi 16 September.
    expect(await daysOf('LK', 2024, 'Id-Ul-Fitr (Ramazan Festival Day)')).toEqual(['2024-04-11']);
    expect(await daysOf('LK', 2024, 'Id-Ul-Alha (Hadji Festival Day)')).toEqual(['2024-06-17']);
    expect(await daysOf('LK', 2024, "Milad-Un-Nabi (Holy Prophet's Birthday)")).toEqual(['2024-09-16']);
    // Gazette 2026: the library's days, kept.
    expect(await daysOf('LK', 2026, 'Id-Ul-Fitr (Ramazan Festival Day)')).toEqual(['2026-03-21']);
    // No Gazette of 2028 on file: the estimate, the day after the Umm al-Qura day (26 February).
    expect(await daysOf('LK', 2028, 'Id-Ul-Fitr (Ramazan Festival Day)')).toEqual(['2028-02-27']);
  });
});

describe('Singapore: Holidays Act 1998 and the Ministry of Manpower lists', () => {
  it('a Hijri holiday on a Sunday gives the Monday off (s. 4(2)): Hari Raya Puasa 2020, Hari Raya Haji 2022', async () => {
    expect(await daysOff('SG', '2020-05-25')).toEqual(['Hari Raya Puasa (substitute day)']);
    expect(await daysOff('SG', '2022-07-11')).toEqual(['Hari Raya Haji (substitute day)']);
    // Vesak 2022 (Sunday 15 May) has its one Monday, 16 May, not a second one on the Tuesday.
    expect(await daysOff('SG', '2022-05-17')).toEqual([]);
  });

  it('Hari Raya Haji 2024 was Monday 17 June; 2027: Hari Raya Puasa 10 March, Hari Raya Haji 17 May, Vesak Day 20 May (MOM)', async () => {
    expect(await daysOf('SG', 2024, 'Hari Raya Haji')).toEqual(['2024-06-17']);
    expect(await daysOf('SG', 2027, 'Hari Raya Puasa')).toEqual(['2027-03-10']);
    expect(await daysOf('SG', 2027, 'Hari Raya Haji')).toEqual(['2027-05-17']);
    expect(await daysOf('SG', 2027, 'Vesak Day')).toEqual(['2027-05-20']);
  });

  it('Polling Day of the 2020 and 2025 general elections was a public holiday (MOM press releases)', async () => {
    expect(await daysOff('SG', '2020-07-10')).toEqual(['Polling Day']);
    expect(await daysOf('SG', 2025, 'Polling Day')).toEqual(['2025-05-03']);
  });
});

describe("Philippines: Republic Acts No. 9177 and 9849 and the President's proclamations", () => {
  it("Eid'l Fitr and Eid'l Adha on the proclaimed days: Proclamations No. 944 (2020), 1356 (2022), 579 (2024), 839 (2025)", async () => {
    expect(await daysOf('PH', 2020, 'End of Ramadan (Eid al-Fitr)')).toEqual(['2020-05-25']);
    expect(await daysOf('PH', 2022, 'End of Ramadan (Eid al-Fitr)')).toEqual(['2022-05-03']);
    expect(await daysOf('PH', 2024, 'Feast of the Sacrifice (Eid al-Adha)')).toEqual(['2024-06-17']);
    expect(await daysOf('PH', 2025, 'End of Ramadan (Eid al-Fitr)')).toEqual(['2025-04-01']);
  });
});

describe("Malaysia: Holidays Act 1951 and the Prime Minister's Department lists", () => {
  it('Awal Muharram 2021 on 10 August, Maulidur Rasul 2023 on 28 September (the declared days)', async () => {
    expect(await daysOf('MY', 2021, 'Islamic New Year')).toEqual(['2021-08-10']);
    expect(await daysOf('MY', 2023, 'Birthday of Muhammad (Mawlid)')).toEqual(['2023-09-28']);
  });

  it('Hari Raya Puasa 2023 on 22-23 April (21 April an additional day), Hari Raya Qurban on 29 June 2023 and 17 June 2024, the second day in Kedah after it', async () => {
    expect(await daysOf('MY', 2023, 'End of Ramadan (Eid al-Fitr)')).toEqual(['2023-04-22', '2023-04-23']);
    expect(await daysOf('MY', 2023, 'Additional Hari Raya Puasa holiday')).toEqual(['2023-04-21']);
    expect(await daysOf('MY', 2023, 'Feast of the Sacrifice (Eid al-Adha)')).toEqual(['2023-06-29']);
    expect(await daysOf('MY', 2024, 'Feast of the Sacrifice (Eid al-Adha)')).toEqual(['2024-06-17']);
    const secondDay = (await listed('MY', 2023)).filter(
      (holiday) => holiday.name === 'Feast of the Sacrifice (Eid al-Adha)' && holiday.subdivisions.includes('MY-02'),
    );
    expect(secondDay.map((holiday) => holiday.date)).toEqual(['2023-06-30']);
  });

  it('a Sunday holiday gives the Monday off only where Sunday is the rest day (Holidays Act 1951, s. 3): Awal Muharram 2024', async () => {
    const monday = (await listed('MY', 2024)).find((holiday) => holiday.date === '2024-07-08');
    expect(monday?.name).toBe('Islamic New Year (substitute day)');
    expect(monday?.subdivisions).toContain('MY-10');
    expect(monday?.subdivisions).not.toContain('MY-03');
  });

  it("the Agong's official birthday of 2020 was moved to Monday 8 June", async () => {
    expect(await daysOf('MY', 2020, "Yang di-Pertuan Agong's Birthday")).toEqual(['2020-06-08']);
  });
});

describe('Hong Kong: Holidays Ordinance (Cap. 149), a Sunday holiday keeps its name', () => {
  it('Sunday 7 February 2027 is the second day of the Lunar New Year, Sunday 3 February 2030 its first day', async () => {
    const names2027 = (await listed('HK', 2027)).filter((holiday) => holiday.date === '2027-02-07');
    expect(names2027.map((holiday) => holiday.name)).toEqual(['The second day of Lunar New Year']);
    const names2030 = (await listed('HK', 2030)).filter((holiday) => holiday.date === '2030-02-03');
    expect(names2030.map((holiday) => holiday.name)).toEqual(['Lunar New Year’s Day']);
  });
});

describe('Taiwan: 紀念日及節日實施條例 (2025)', () => {
  it('from 2026, Labour Day and the day before Chinese New Year’s Eve are holidays for everyone', async () => {
    expect(await daysOff('TW', '2026-05-01')).toEqual(['Labour Day']);
    expect(await daysOff('TW', '2026-02-15')).toEqual(["Day before Chinese New Year's Eve"]);
  });

  it('the fourth and fifth days of the lunar year on a weekend are no holidays (2025: 1 and 2 February)', async () => {
    expect(await daysOff('TW', '2025-02-01')).toEqual([]);
    expect(await daysOff('TW', '2025-02-02')).toEqual([]);
  });
});

describe('China: the State Council’s 2025 arrangement (国办发明电〔2024〕12号)', () => {
  it('the Dragon Boat Festival holiday is 31 May to 2 June 2025, Sunday 1 June included', async () => {
    expect(await daysOf('CN', 2025, 'Dragon Boat Festival')).toEqual(['2025-05-31', '2025-06-01', '2025-06-02']);
  });
});
