// The crosscheck over 2000-2035 of BR, US, AU, MH, GY and AR and the law review of CA, VE and HT (issue 26
// items 2 and 3), asked for as a client asks: the data fixes of amendments/ through /v3/public-holidays/list
// and /v3/public-holidays/check of the run's shared full offline build (the project's amendments included).
// Each test names the law or decree its answer rests on; the entries in amendments/<CC>.json quote it.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const own = serveSharedFullBuild();
const { listed, dayOff } = lawReviewClient(own);

/** [date, type] of each record of that name in the year kept in that place (a subdivision code, or the whole country). */
const named = async (country: string, year: number, name: string, place?: string) =>
  (await listed(country, year))
    .filter((holiday) => holiday.name === name)
    .filter((holiday) =>
      place === undefined ? holiday.subdivisions.length === 0 : holiday.subdivisions.includes(place),
    )
    .map((holiday) => [holiday.date, holiday.type]);

/** The names of the days off (public or regional) kept in a place on a day. */
const daysOffIn = async (country: string, date: string, place: string) =>
  (await listed(country, Number(date.slice(0, 4))))
    .filter((holiday) => holiday.date === date && ['public', 'regional'].includes(holiday.type))
    .filter((holiday) => holiday.subdivisions.length === 0 || holiday.subdivisions.includes(place))
    .map((holiday) => holiday.name)
    .sort();

/** The names in lower case (a state's own name of the day may differ in case: Texas' 'Day after Christmas'). */
const lowerCase = async (names: Promise<string[]>) => (await names).map((name) => name.toLowerCase());

describe('BR: state holidays of Amapá and Acre by the years of their laws', () => {
  it('AP: 20 November is a state holiday 2008-2023 (Lei estadual nº 1.169/2007), national from 2024', async () => {
    expect(await named('BR', 2007, 'State Black Awareness Day', 'BR-AP')).toEqual([]);
    for (const year of [2008, 2015, 2023])
      expect(await named('BR', year, 'State Black Awareness Day', 'BR-AP'), String(year)).toEqual([
        [`${year}-11-20`, 'regional'],
      ]);
    expect(await named('BR', 2024, 'State Black Awareness Day', 'BR-AP')).toEqual([]);
    expect(await named('BR', 2024, 'Black Awareness Day')).toEqual([['2024-11-20', 'public']]);
  });

  it('AP: São Tiago (25 July) is a holiday 2012-2018 only (Lei estadual nº 1.696/2012, void by STF ADI 4820 of 20 September 2018)', async () => {
    for (const year of [2012, 2018])
      expect(await named('BR', year, "Saint James' Day", 'BR-AP'), String(year)).toEqual([
        [`${year}-07-25`, 'regional'],
      ]);
    expect(await named('BR', 2011, "Saint James' Day", 'BR-AP')).toEqual([]);
    expect(await named('BR', 2019, "Saint James' Day", 'BR-AP')).toEqual([]);
  });

  it('AC: Amazon Day (5 September) is a state holiday before 2004 too (Lei estadual nº 243/1968, art. 2º)', async () => {
    for (const year of [2000, 2003, 2004])
      expect(await named('BR', year, 'Amazon Day', 'BR-AC'), String(year)).toEqual([[`${year}-09-05`, 'regional']]);
  });
});

describe('AU: the states’ Acts before 2020', () => {
  it('Anzac Day on Sunday 25 April 2004 and 2010: Monday 26 April in NSW (Banks and Bank Holidays Act 1912) and SA (Holidays Act 1910) too', async () => {
    for (const date of ['2004-04-26', '2010-04-26'])
      for (const place of ['AU-NSW', 'AU-SA'])
        expect(await daysOffIn('AU', date, place), `${date} ${place}`).toEqual(['Anzac Day (additional day)']);
    // Victoria's Act gives no Monday.
    expect(await daysOffIn('AU', '2004-04-26', 'AU-VIC')).toEqual([]);
  });

  it('Anzac Day on Saturday 25 April 2009: Monday 27 April only in WA (no Monday in the ACT, Holidays Act 1958, or NSW)', async () => {
    expect(await daysOffIn('AU', '2009-04-27', 'AU-WA')).toEqual(['Anzac Day (substitute day)']);
    expect(await daysOffIn('AU', '2009-04-27', 'AU-ACT')).toEqual([]);
    expect(await daysOffIn('AU', '2009-04-27', 'AU-NSW')).toEqual([]);
  });

  it('ACT: Family and Community Day 2007-2013 (Holidays Act 1958, s 3; A2009-46 from 2010)', async () => {
    expect(await named('AU', 2007, 'Family & Community Day', 'AU-ACT')).toEqual([['2007-11-06', 'regional']]);
    expect(await named('AU', 2010, 'Family & Community Day', 'AU-ACT')).toEqual([['2010-09-27', 'regional']]);
    expect(await named('AU', 2011, 'Family & Community Day', 'AU-ACT')).toEqual([['2011-10-10', 'regional']]);
    expect(await named('AU', 2006, 'Family & Community Day', 'AU-ACT')).toEqual([]);
  });

  it("QLD: Monday 11 June 2012 is the Queen's Diamond Jubilee holiday, the Queen's Birthday on 1 October (Holidays Act 1983 as amended in 2011)", async () => {
    expect(await daysOffIn('AU', '2012-06-11', 'AU-QLD')).toEqual(["Queen's Diamond Jubilee"]);
    expect(await named('AU', 2012, "Queen's Birthday", 'AU-QLD')).toEqual([['2012-10-01', 'regional']]);
  });

  it('WA: Boxing Day 2015 on Saturday 26 December with Monday 28 December (Public and Bank Holidays Act 1972), which the data.gov.au file left out', async () => {
    expect(await daysOffIn('AU', '2015-12-26', 'AU-WA')).toEqual(['Boxing Day']);
    expect(await daysOffIn('AU', '2015-12-28', 'AU-WA')).toEqual(['Boxing Day (additional day)']);
  });
});

describe('US: state holidays set each year', () => {
  it("GA: the April state holiday on the fourth Monday the Governor designated (O.C.G.A. § 1-4-1), Mississippi's on the last", async () => {
    expect(await named('US', 2013, 'Confederate Memorial Day', 'US-GA')).toEqual([['2013-04-22', 'regional']]);
    expect(await named('US', 2013, 'Confederate Memorial Day', 'US-MS')).toEqual([['2013-04-29', 'regional']]);
    expect(await named('US', 2019, 'State Holiday', 'US-GA')).toContainEqual(['2019-04-22', 'regional']);
    expect(await named('US', 2019, 'State Holiday', 'US-GA')).not.toContainEqual(['2019-04-29', 'regional']);
  });

  it('NC: 26 December in the three-day Christmas years before 2013 (G.S. 126-4(5): Christmas on a Tuesday, Wednesday or Thursday)', async () => {
    for (const year of [2001, 2003, 2012])
      expect(await lowerCase(daysOffIn('US', `${year}-12-26`, 'US-NC')), String(year)).toContain('day after christmas');
    expect(await lowerCase(daysOffIn('US', '2009-12-26', 'US-NC'))).not.toContain('day after christmas');
  });
});

describe('CA: the February holidays from the provinces’ laws', () => {
  it('MB: Louis Riel Day from 2008 (The Employment Standards Code as amended in 2007)', async () => {
    expect(await named('CA', 2007, 'Louis Riel Day', 'CA-MB')).toEqual([]);
    expect(await named('CA', 2008, 'Louis Riel Day', 'CA-MB')).toEqual([['2008-02-18', 'regional']]);
  });

  it("Family Day: Alberta's since 1990, Saskatchewan's from 2007, Ontario's from 2008", async () => {
    expect(await named('CA', 2006, 'Family Day', 'CA-AB')).toEqual([['2006-02-20', 'regional']]);
    expect(await named('CA', 2006, 'Family Day', 'CA-SK')).toEqual([]);
    expect(await named('CA', 2007, 'Family Day', 'CA-SK')).toEqual([['2007-02-19', 'regional']]);
    expect(await named('CA', 2007, 'Family Day', 'CA-ON')).toEqual([]);
    expect(await named('CA', 2008, 'Family Day', 'CA-ON')).toEqual([['2008-02-18', 'regional']]);
  });

  it('PE: Islander Day from 2009, on the second Monday (9 February) that year, the third Monday after', async () => {
    expect(await named('CA', 2008, 'Islander Day', 'CA-PE')).toEqual([]);
    expect(await named('CA', 2009, 'Islander Day', 'CA-PE')).toEqual([['2009-02-09', 'regional']]);
    expect(await named('CA', 2010, 'Islander Day', 'CA-PE')).toEqual([['2010-02-15', 'regional']]);
  });
});

describe("VE and HT: the Executive's days", () => {
  it('VE: Monday to Wednesday of Holy Week 2019 are feriados (Decreto N° 3.822), 2018’s are not', async () => {
    for (const date of ['2019-04-15', '2019-04-16', '2019-04-17']) expect(await dayOff('VE', date), date).toBe(true);
    expect(await dayOff('VE', '2018-03-26')).toBe(false);
  });

  it('VE: 19 and 20 October 2025 are days of national jubilation (Decreto N° 5.170)', async () => {
    expect(await dayOff('VE', '2025-10-20')).toBe(true);
    expect(
      await named(
        'VE',
        2025,
        'Day of National Jubilation for the Canonization of José Gregorio Hernández and Mother Carmen Rendiles',
      ),
    ).toEqual([
      ['2025-10-19', 'public'],
      ['2025-10-20', 'public'],
    ]);
  });

  it("HT: Ash Wednesday is a whole day off from 2017 (the government's Carnival notes under the décrets of 1989 and 2024)", async () => {
    expect(await named('HT', 2025, 'Ash Wednesday')).toEqual([['2025-03-05', 'public']]);
    expect(await named('HT', 2017, 'Ash Wednesday')).toEqual([['2017-03-01', 'public']]);
    expect(await named('HT', 2016, 'Ash Wednesday')).toEqual([['2016-02-10', 'religious']]);
  });
});

describe('GY: Youman Nabi 2013', () => {
  it('is Thursday 24 January 2013, the day of the year’s notice', async () => {
    expect(await named('GY', 2013, 'Youman Nabi')).toEqual([['2013-01-24', 'public']]);
  });
});
