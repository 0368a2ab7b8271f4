// Holidays as the laws make them, from the project's reviewed data
// (amendments/), asked for as a client asks: through
// /v3/public-holidays/list, /v3/public-holidays/check and /v3/working-days.
// The answers come from the run's shared full offline build (test/full-build.ts:
// what `make data` publishes without network, the project's amendments
// included). Each test names the law its answer rests on.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const own = serveSharedFullBuild();
const { listed, check, workingDays, daysOff } = lawReviewClient(own);

/** [date, name, type, subdivisions] of the holidays whose name matches, in the year. */
const named = async (country: string, year: number, name: RegExp) =>
  (await listed(country, year))
    .filter((holiday) => name.test(holiday.name))
    .map((holiday) => [holiday.date, holiday.name, holiday.type, holiday.subdivisions]);

describe('national law that binds every subdivision keeps a holiday nationwide', () => {
  it('US: Columbus Day 2026 is a public holiday in every state (5 U.S.C. § 6103(a))', async () => {
    const answer = await check('US', '2026-10-12');
    expect(answer.is_holiday).toBe(true);
    expect(answer.holiday).toMatchObject({ name: 'Columbus Day', type: 'public', subdivisions: [] });
    // One version of the holiday on the day: the states' own listings give way to the federal one.
    expect(await named('US', 2026, /^Columbus Day$/)).toEqual([['2026-10-12', 'Columbus Day', 'public', []]]);
  });

  it('US: 2026 has 250 federal working days (5 U.S.C. § 6103(a): eleven legal public holidays, Independence Day observed Friday 3 July)', async () => {
    expect(await workingDays('US', '2026-01-01', '2026-12-31')).toMatchObject({
      days: 365,
      weekendDays: 104,
      holidayDays: 11,
      workingDays: 250,
    });
  });

  it("SO: New Year's Day 2024 is national, kept in all 18 regions (the Federal Republic's national holidays; Provisional Constitution 2012, art. 7)", async () => {
    expect(await named('SO', 2024, /^New Year's Day$/)).toEqual([['2024-01-01', "New Year's Day", 'public', []]]);
    expect(await daysOff('SO', '2024-01-01')).toEqual(["New Year's Day"]);
    // Somaliland's own days stay with its five regions.
    expect((await named('SO', 2024, /Restoration of Somaliland/))[0]![3]).toEqual([
      'SO-AW',
      'SO-SA',
      'SO-SO',
      'SO-TO',
      'SO-WO',
    ]);
  });
});

describe('days the laws make, not the rule library', () => {
  it('SZ: Incwala is one public holiday a year, not six days (Public Holidays Act, 1938, Schedule: Incwala Day)', async () => {
    for (const year of [2021, 2024, 2030]) {
      const incwala = await named('SZ', year, /Incwala/);
      expect(incwala, String(year)).toHaveLength(1);
      expect(incwala[0]![2]).toBe('public');
    }
    expect(await check('SZ', '2025-01-02')).toMatchObject({ is_holiday: false });
  });

  it('LI: no "Bridge Day" is public (Arbeitsgesetz Art. 18 Abs. 2 does not list the Fridays after Ascension and Corpus Christi)', async () => {
    for (const year of [2020, 2024, 2030]) expect(await named('LI', year, /Bridge Day/)).toEqual([]);
    expect(await check('LI', '2020-05-22')).toMatchObject({ is_holiday: false });
  });

  it("LI: Candlemas and St Joseph's Day are public (Arbeitsgesetz Art. 18 Abs. 2)", async () => {
    expect(await daysOff('LI', '2024-02-02')).toEqual(['Candlemas']);
    expect(await daysOff('LI', '2024-03-19')).toEqual(['Saint Joseph']);
  });

  it("IE: St Brigid's Day 2023 is Monday 6 February only, the first Monday in February (Organisation of Working Time Act 1997, Schedule 2, as amended in 2022)", async () => {
    expect(await named('IE', 2023, /Brigid/)).toEqual([['2023-02-06', 'St. Brigid’s Day', 'public', []]]);
    expect(await check('IE', '2023-02-01')).toMatchObject({ is_holiday: false });
    // 1 February 2030 is a Friday: the holiday keeps that day.
    expect((await named('IE', 2030, /Brigid/)).map(([date]) => date)).toEqual(['2030-02-01']);
  });
});

describe('substitute and in-lieu laws', () => {
  it("TH: New Year's Day 2022 and Songkran 2023 have their days in lieu, 3 January and 17 April (Labour Protection Act B.E. 2541, Section 29)", async () => {
    expect(await daysOff('TH', '2022-01-03')).toEqual(["New Year's Day (substitute day)"]);
    expect(await daysOff('TH', '2023-04-17')).toEqual(['Songkran Festival (substitute day)']);
    // Songkran 2024, Saturday to Monday: one day in lieu, Tuesday 16 April, and no second one.
    expect(
      (await listed('TH', 2024))
        .filter((holiday) => holiday.substitute && /Songkran/.test(holiday.name))
        .map((holiday) => holiday.date),
    ).toEqual(['2024-04-16']);
  });

  it('XK: Eid al-Fitr on Sunday 30 March 2025 is observed on Monday 31 March (Law No. 03/L-064 on Official Holidays)', async () => {
    expect(await daysOff('XK', '2025-03-31')).toEqual(['End of Ramadan (Eid al-Fitr) (substitute day)']);
  });

  it('EC: the rest of the Battle of Pichincha, Tuesday 24 May 2022, is on Monday 23 May; Labour Day, Sunday 1 May 2022, on Monday 2 May (Código del Trabajo, Art. 65, as amended in 2016)', async () => {
    expect(await daysOff('EC', '2022-05-23')).toEqual(['The Battle of Pichincha (substitute day)']);
    expect(await daysOff('EC', '2022-05-02')).toEqual(['Labour Day (substitute day)']);
    expect((await check('EC', '2022-05-24')).holiday).toMatchObject({
      name: 'The Battle of Pichincha',
      observed: '2022-05-23',
    });
  });

  it("EC: Guayaquil's independence is 9 October (Código del Trabajo, Art. 65)", async () => {
    // 9 October 2023 is a Monday: the rest stays on the day.
    expect(await named('EC', 2023, /Guayaquil/)).toEqual([['2023-10-09', 'Independence of Guayaquil', 'public', []]]);
    expect(await check('EC', '2023-09-10')).toMatchObject({ is_holiday: false });
  });

  it('NG: Boxing Day on Saturday 26 December 2020 is observed on Monday 28 December (Public Holidays Act, Cap. P40; Minister of Interior, December 2020)', async () => {
    expect(await daysOff('NG', '2020-12-28')).toEqual(['Boxing Day (substitute day)']);
    // Days the Act does not list get no day in lieu: Children's Day is an observance.
    expect((await named('NG', 2024, /Children's Day/)).map(([date, , type]) => [date, type])).toEqual([
      ['2024-05-27', 'observance'],
    ]);
  });
});

describe('rules of single countries', () => {
  it('AG: Labour Day 2024 is the first Monday in May, 6 May (Public Holidays (Amendment) Act 2005); Carnival is the first Monday and Tuesday of August', async () => {
    expect(await named('AG', 2024, /Labour Day/)).toEqual([['2024-05-06', 'Labour Day', 'public', []]]);
    expect(await check('AG', '2024-05-01')).toMatchObject({ is_holiday: false });
    expect(await named('AG', 2023, /Carnival/)).toEqual([
      ['2023-08-07', 'Carnival Monday', 'public', []],
      ['2023-08-08', 'Carnival Tuesday', 'public', []],
    ]);
  });

  it("AE: Arafat Day is public on 15 June 2024 (the Cabinet's official holidays for 2024)", async () => {
    expect(await daysOff('AE', '2024-06-15')).toEqual(['Arafat Day']);
  });

  it("BN: Armed Forces Day is 31 May (the Prime Minister's Office's list of public holidays)", async () => {
    expect(await named('BN', 2024, /^Armed Forces Day$/)).toEqual([['2024-05-31', 'Armed Forces Day', 'public', []]]);
  });

  it('VU: Unity Day is 29 November, and no "Public Holiday" follows other holidays (Public Holidays Act, Cap. 113)', async () => {
    expect(await named('VU', 2024, /Unity/)).toEqual([['2024-11-29', 'National Unity Day', 'public', []]]);
    expect(await named('VU', 2024, /^Public Holiday$/)).toEqual([]);
  });
});

describe("laws that changed a holiday's status", () => {
  it("TW: Confucius' Birthday and Retrocession Day are national holidays from 2025 (紀念日及節日實施條例, 2025)", async () => {
    expect(await daysOff('TW', '2025-09-28')).toEqual(["Teachers' Day"]);
    expect(await daysOff('TW', '2025-10-25')).toEqual(['Taiwan Retrocession Day']);
    expect(await daysOff('TW', '2025-12-25')).toEqual(['Constitution Day']);
  });

  it('CN: 2 May 2027 is a statutory Labour Day holiday (全国年节及纪念日放假办法 as amended by 国务院令第795号, from 2025)', async () => {
    expect(await daysOff('CN', '2027-05-02')).toEqual(['Labour Day']);
  });

  it('AZ: Novruz 2028 is five days, 20-24 March (Labour Code, Art. 105)', async () => {
    expect((await named('AZ', 2028, /Spring Festival/)).map(([date, , type]) => [date, type])).toEqual(
      ['2028-03-20', '2028-03-21', '2028-03-22', '2028-03-23', '2028-03-24'].map((date) => [date, 'public']),
    );
  });
});

describe('names the laws give', () => {
  it('DE: 3 October is German Unity Day (Einigungsvertrag Art. 2 Abs. 2) and 26 December the Second Day of Christmas (the Länder holiday laws), not "National Holiday" and "Boxing Day"', async () => {
    expect(await named('DE', 2026, /^(German Unity Day|National Holiday)$/)).toEqual([
      ['2026-10-03', 'German Unity Day', 'public', []],
    ]);
    expect(await named('DE', 2026, /^(Second Day of Christmas|Boxing Day)$/)).toEqual([
      ['2026-12-26', 'Second Day of Christmas', 'public', []],
    ]);
  });
});
