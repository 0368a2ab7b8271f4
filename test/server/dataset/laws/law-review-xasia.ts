// Asia and the Pacific, 2000-2035: the days the cross-check of the whole range
// found the rule library giving against the law of the year (amendments/<CC>.json),
// asked for as a client asks, through /v3/public-holidays/list and /check, on the
// run's full offline build (the project's amendments and committed official feeds). Each test names the
// law its answer rests on.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

// The run's shared full offline build (test/full-build.ts): the project's amendments, workdays and committed feeds.
const own = serveSharedFullBuild();
const { listed, check, daysOff } = lawReviewClient(own);

/** [date, observed] of the holidays of that exact name (or its substitute day) in the year. */
const days = async (country: string, year: number, name: string) =>
  (await listed(country, year))
    .filter((holiday) => holiday.name === name || holiday.name === `${name} (substitute day)`)
    .map((holiday) => [holiday.date, holiday.observed]);

describe('TW: a make-up day for a weekend holiday only from 2015 (紀念日及節日實施辦法, art. 5-1, in force 2015)', () => {
  it('National Day on Sunday 10 October 2010 had no Monday off; on Saturday 10 October 2015 the Friday before', async () => {
    expect(await days('TW', 2010, 'National Day / Double Tenth Day')).toEqual([['2010-10-10', '2010-10-10']]);
    expect(await check('TW', '2010-10-11')).toMatchObject({ is_holiday: false });
    expect(await daysOff('TW', '2015-10-09')).toEqual(['National Day / Double Tenth Day (substitute day)']);
  });

  it('Founding Day on Saturday 1 January 2011 gave no Friday 31 December 2010; on Sunday 1 January 2017 Monday 2 January', async () => {
    expect(await check('TW', '2010-12-31')).toMatchObject({ is_holiday: false });
    expect(await daysOff('TW', '2017-01-02')).toEqual(['Founding of the Republic of China (substitute day)']);
  });

  it('the Spring Festival kept its make-up days before 2015: 4-5 February 2003', async () => {
    expect(await daysOff('TW', '2003-02-04')).toEqual(['The forth day of the Chinese New Year']);
    expect(await daysOff('TW', '2003-02-05')).toEqual(['Chinese New Year Holiday']);
  });
});

describe('KZ: Nauryz and Kurban Ait as the law on holidays of 2001 and the announcements give them', () => {
  it('Nauryz is 22 March alone in 2002-2009, with Monday off for a weekend day (Law No. 267-II, art. 1 and 5); 21-23 March from 2010', async () => {
    expect(await days('KZ', 2005, 'Nauryz')).toEqual([['2005-03-22', '2005-03-22']]);
    expect(await days('KZ', 2008, 'Nauryz')).toEqual([
      ['2008-03-22', '2008-03-24'],
      ['2008-03-24', '2008-03-24'],
    ]);
    expect(await check('KZ', '2008-03-21')).toMatchObject({ is_holiday: false });
    expect((await days('KZ', 2011, 'Nauryz')).map(([date]) => date)).toEqual(
      expect.arrayContaining(['2011-03-21', '2011-03-22', '2011-03-23']),
    );
  });

  it("Kurban Ait's first day was 24 September 2015 and 12 September 2016, as announced", async () => {
    expect(await daysOff('KZ', '2015-09-24')).toEqual(['Eid al-Adha']);
    expect(await daysOff('KZ', '2016-09-12')).toEqual(['Eid al-Adha']);
    expect(await daysOff('KZ', '2016-09-11')).toEqual([]);
  });
});

describe("JP: a day between two national holidays is a Citizens' Holiday (Act on National Holidays, art. 3(3))", () => {
  it('Tuesday 21 September 2032, between Respect-for-the-Aged Day and the equinox', async () => {
    expect(await daysOff('JP', '2032-09-21')).toEqual(["Citizens' Holiday"]);
  });
});

describe('HK: the days in place of a Sunday holiday before the 2011 Amendment Ordinance (General Holidays Ordinance, Schedule, as in force until 23 February 2012)', () => {
  it("Lunar New Year's Day on Sunday 29 January 2006 gave the day before, Saturday 28 January, not the fourth day", async () => {
    expect(await daysOff('HK', '2006-01-28')).toEqual(['The day preceding Lunar New Year’s Day']);
    expect(await check('HK', '2006-02-01')).toMatchObject({ is_holiday: false });
  });

  it('the day following the Mid-Autumn Festival on Sunday 22 September 2002 gave the day of the Festival, Saturday 21 September', async () => {
    expect(await daysOff('HK', '2002-09-21')).toEqual(['The Chinese Mid-Autumn Festival']);
    expect(await check('HK', '2002-09-23')).toMatchObject({ is_holiday: false });
  });

  it('from 2012 the fourth day of the Lunar New Year: Lunar New Year’s Day 2034 (a Sunday) is named as such, its day off on 22 February', async () => {
    expect((await check('HK', '2034-02-19')).holiday).toMatchObject({
      name: 'Lunar New Year’s Day',
      observed: '2034-02-22',
    });
  });
});

describe('MY: the federal and State holiday lists where the rule library has none (Holidays Act 1951)', () => {
  it('Deepavali 2013 on Saturday 2 November in every State but Sarawak; Thaipusam 2012 on 7 February in the States that keep it', async () => {
    const deepavali = (await listed('MY', 2013)).filter((holiday) => holiday.name === 'Deepavali');
    expect(deepavali.map((holiday) => holiday.date)).toEqual(['2013-11-02']);
    expect(deepavali[0]!.subdivisions).not.toContain('MY-13');
    expect(deepavali[0]!.subdivisions).toContain('MY-10');
    const thaipusam = (await listed('MY', 2012)).filter((holiday) => holiday.name === 'Thaipusam');
    expect(thaipusam.map((holiday) => [holiday.date, holiday.subdivisions.includes('MY-10')])).toEqual([
      ['2012-02-07', true],
    ]);
  });

  it('Wesak Day 2014 was Tuesday 13 May, not 15 May', async () => {
    expect(await daysOff('MY', '2014-05-13')).toEqual(['Vesak Day']);
    expect(await check('MY', '2014-05-15')).toMatchObject({ is_holiday: false });
  });
});

describe("PH: each year's proclamation of the special days and of the Eid days (Administrative Code of 1987, Sec. 26; RA 9177, RA 9849)", () => {
  it('Chinese New Year and Black Saturday 2016 were special (non-working) days (Proclamation No. 1105, s. 2015)', async () => {
    expect(await daysOff('PH', '2016-02-08')).toEqual(['Chinese New Year']);
    expect(await daysOff('PH', '2016-03-26')).toEqual(['Easter Saturday']);
  });

  it("All Souls' Day and Christmas Eve 2009 were additional special days (Proclamation No. 1699, s. 2008), 2 November 2010 was none (No. 1841, s. 2009)", async () => {
    expect(await daysOff('PH', '2009-11-02')).toEqual(["All Souls' Day"]);
    expect(await daysOff('PH', '2009-12-24')).toEqual(['Christmas Eve']);
    expect(await daysOff('PH', '2010-11-02')).toEqual([]);
  });

  it("Eid'l Adha 2016 was Monday 12 September (Proclamation No. 56, s. 2016); Eid'l Fitr 2019 Wednesday 5 June (No. 729, s. 2019)", async () => {
    expect(await daysOff('PH', '2016-09-12')).toEqual(['Feast of the Sacrifice (Eid al-Adha)']);
    expect(await check('PH', '2016-09-11')).toMatchObject({ is_holiday: false });
    expect(await daysOff('PH', '2019-06-05')).toEqual(['End of Ramadan (Eid al-Fitr)']);
  });
});
