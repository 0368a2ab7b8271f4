// The British Virgin Islands' and Honduras' holidays as their laws make them
// (amendments/VG.json, amendments/HN.json), asked for as a client asks:
// through /v3/public-holidays/list and /v3/public-holidays/check of the full
// offline build the golden files come from (test/full-build.ts), so this file
// costs the suite no build of its own. Each test names the law its answer
// rests on.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed, check, daysOff } = lawReviewClient(shared);

/** [date, name, type] of the holidays whose name matches, in the year. */
const named = async (country: string, year: number, name: RegExp) =>
  (await listed(country, year))
    .filter((holiday) => name.test(holiday.name))
    .map((holiday) => [holiday.date, holiday.name, holiday.type]);
/** The days of the year someone is off work for a public holiday: the day itself unless it is observed on another, and every substitute day. */
const publicDaysOff = async (country: string, year: number) =>
  (await listed(country, year))
    .filter(
      (holiday) =>
        holiday.type === 'public' &&
        holiday.subdivisions.length === 0 &&
        (holiday.substitute || holiday.observed === holiday.date),
    )
    .map((holiday) => `${holiday.date} ${holiday.name}`)
    .sort();

describe('VG: the 2021 holiday reform (Cabinet decision of 2 December 2020; Public Holidays (Amendment) Act, 2021)', () => {
  it('Virgin Islands Day is the first Monday in July from 2021; before, Territory Day on 1 July (or its day in lieu)', async () => {
    expect(await named('VG', 2023, /Virgin Islands Day|Territory Day/)).toEqual([
      ['2023-07-03', 'Virgin Islands Day', 'public'],
    ]);
    expect(await daysOff('VG', '2023-06-30')).toEqual([]);
    expect(await named('VG', 2026, /Virgin Islands Day/)).toEqual([['2026-07-06', 'Virgin Islands Day', 'public']]);
    // 2020, under the Act before the reform: Wednesday 1 July, kept on Monday 29 June (the 2020 list).
    expect(await daysOff('VG', '2020-06-29')).toEqual(['Territory Day (substitute day)']);
    expect(await named('VG', 2020, /Virgin Islands Day/)).toEqual([]);
  });

  it("Heroes and Foreparents Day, the third Monday in October, replaces St. Ursula's Day (21 October)", async () => {
    expect(await named('VG', 2022, /Heroes|Ursula/)).toEqual([['2022-10-17', 'Heroes and Foreparents Day', 'public']]);
    expect(await daysOff('VG', '2022-10-21')).toEqual([]);
    expect(await named('VG', 2026, /Heroes|Ursula/)).toEqual([['2026-10-19', 'Heroes and Foreparents Day', 'public']]);
    expect((await named('VG', 2021, /Heroes|Ursula/)).map(([date, name]) => [date, name])).toEqual([
      ['2021-10-18', 'Heroes and Foreparents Day'],
    ]);
    // 2020: St. Ursula's Day, Wednesday 21 October, kept on Friday 23 October.
    expect(await daysOff('VG', '2020-10-23')).toEqual(['St. Ursula’s Day (substitute day)']);
  });

  it('the Great March of 1949 and Restoration Day: the fourth Monday in November from 2022, Monday 8 November in its first year', async () => {
    expect(await daysOff('VG', '2021-11-08')).toEqual(['The Great March of 1949 and Restoration Day']);
    expect(await daysOff('VG', '2022-11-28')).toEqual(['The Great March of 1949 and Restoration Day']);
    expect(await named('VG', 2024, /Great March/)).toEqual([
      ['2024-11-25', 'The Great March of 1949 and Restoration Day', 'public'],
    ]);
    expect(await named('VG', 2030, /Great March/)).toEqual([
      ['2030-11-25', 'The Great March of 1949 and Restoration Day', 'public'],
    ]);
  });

  it('Commonwealth Day is no public holiday from 2021; the August festival is Emancipation, no longer Festival, Monday to Wednesday', async () => {
    expect(await named('VG', 2020, /Commonwealth/)).toEqual([['2020-03-09', 'Commonwealth Day', 'public']]);
    for (const year of [2021, 2025, 2030]) expect(await named('VG', year, /Commonwealth/), String(year)).toEqual([]);
    expect(await daysOff('VG', '2020-08-04')).toEqual(['Festival Tuesday']);
    expect(await daysOff('VG', '2021-08-03')).toEqual(['Emancipation Tuesday']);
  });

  it('2022 as the Cabinet-approved revised list has it: New Year on Monday 3 January in lieu of Saturday 1 January, the Platinum Jubilee on 3 June, 14 days off in all', async () => {
    expect(await daysOff('VG', '2022-01-03')).toEqual(["New Year's Day (substitute day)"]);
    expect(await daysOff('VG', '2022-06-03')).toEqual(["Queen Elizabeth II's Platinum Jubilee"]);
    expect(await publicDaysOff('VG', 2022)).toEqual([
      "2022-01-03 New Year's Day (substitute day)",
      '2022-03-07 The Anniversary of the Birth of Hamilton Lavity Stoutt',
      '2022-04-15 Good Friday',
      '2022-04-18 Easter Monday',
      "2022-06-03 Queen Elizabeth II's Platinum Jubilee",
      '2022-06-06 Whit Monday',
      '2022-06-10 Sovereign’s Birthday',
      '2022-07-04 Virgin Islands Day',
      '2022-08-01 Emancipation Monday',
      '2022-08-02 Emancipation Tuesday',
      '2022-08-03 Emancipation Wednesday',
      '2022-10-17 Heroes and Foreparents Day',
      '2022-11-28 The Great March of 1949 and Restoration Day',
      '2022-12-26 Boxing Day',
      '2022-12-27 Christmas Day (substitute day)',
    ]);
  });

  it("2023: the King's Coronation on 8 May and the Sovereign's Birthday on 16 June (Government of the Virgin Islands, 2023)", async () => {
    expect(await daysOff('VG', '2023-05-08')).toEqual(["The King's Coronation"]);
    expect(await named('VG', 2023, /Sovereign/)).toEqual([['2023-06-16', 'Sovereign’s Birthday', 'public']]);
  });
});

describe('HN: the Morazán week (Decreto Legislativo No. 78-2015; Decreto No. 126-2020)', () => {
  it('the holidays of 3, 12 and 21 October are the Wednesday, Thursday and Friday from the first Wednesday of October (Decreto 78-2015)', async () => {
    const week = async (year: number) => (await named('HN', year, /Morazán/)).map(([date, , type]) => [date, type]);
    expect(await week(2023)).toEqual([
      ['2023-10-04', 'public'],
      ['2023-10-05', 'public'],
      ['2023-10-06', 'public'],
    ]);
    // 1 October 2025 is a Wednesday; 1 October 2026 a Thursday, so the first Wednesday is the 7th.
    expect(await week(2025)).toEqual([
      ['2025-10-01', 'public'],
      ['2025-10-02', 'public'],
      ['2025-10-03', 'public'],
    ]);
    expect(await week(2026)).toEqual([
      ['2026-10-07', 'public'],
      ['2026-10-08', 'public'],
      ['2026-10-09', 'public'],
    ]);
    expect(await daysOff('HN', '2026-10-08')).toEqual(['Morazán Week']);
    // The three civic days stay on their dates as commemorations, no longer days off.
    for (const date of ['2026-10-12', '2026-10-21']) expect(await daysOff('HN', date), date).toEqual([]);
    expect(await named('HN', 2026, /^(Soldier's Day|Columbus Day|Armed forces Day)$/)).toEqual([
      ['2026-10-03', "Soldier's Day", 'observance'],
      ['2026-10-12', 'Columbus Day', 'observance'],
      ['2026-10-21', 'Armed forces Day', 'observance'],
    ]);
  });

  it('2020: the week moved to 4-6 November by Decreto No. 126-2020', async () => {
    expect((await named('HN', 2020, /Morazán/)).map(([date]) => date)).toEqual([
      '2020-11-04',
      '2020-11-05',
      '2020-11-06',
    ]);
    expect(await daysOff('HN', '2020-10-07')).toEqual([]);
  });
});

describe('HN: the Labour Code and Decreto No. 50-2003', () => {
  it('Holy Saturday is a public holiday (Código del Trabajo, art. 339: the Thursday, Friday and Saturday of Holy Week)', async () => {
    expect(await daysOff('HN', '2024-03-30')).toEqual(['Holy Saturday']);
    expect(await daysOff('HN', '2026-04-04')).toEqual(['Holy Saturday']);
  });

  it('the Day of the Americas (14 April) on another day than Monday is rested on the Monday after (Decreto No. 50-2003, art. 1)', async () => {
    expect(await daysOff('HN', '2026-04-20')).toEqual(['Day of the Americas (substitute day)']);
    expect((await check('HN', '2026-04-14')).holiday).toMatchObject({
      name: 'Day of the Americas',
      observed: '2026-04-20',
    });
    expect(await daysOff('HN', '2023-04-17')).toEqual(['Day of the Americas (substitute day)']);
    // 14 April 2025 is a Monday: rested on its day, with no other.
    expect(
      (await listed('HN', 2025))
        .filter((holiday) => /Americas/.test(holiday.name))
        .map((holiday) => [holiday.date, holiday.observed]),
    ).toEqual([['2025-04-14', '2025-04-14']]);
  });
});
