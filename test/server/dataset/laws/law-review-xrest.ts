// The crosscheck over 2000-2035 of the Americas', Africa's and Europe's
// remaining countries (issue 26 item 3), asked for as a client asks: the
// data fixes of amendments/ through /v3/public-holidays/list and /check of
// the run's shared full offline build (the project's amendments included).
// Each test names the law its answer rests on.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { amendedFirstYears, DEFAULT_AMENDMENTS_DIR, loadAmendments } from '../../../../sources/amendments.js';
import { call, qs, serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const own = serveSharedFullBuild();
const { listed, check, daysOff } = lawReviewClient(own);

describe('a state younger than the years built is served from its first year (amendments `since`)', () => {
  it('SS: no year before 2011 is published (independence on 9 July 2011; Transitional Constitution, 2011)', async () => {
    const answer = await call(
      own.server.url,
      `/v3/public-holidays/list?${qs({ country: 'SS', year: 2005, dataVersion: '3.2.0' })}`,
      { key: own.server.testKeys.key.titan },
    );
    expect(answer.status, answer.text).toBe(400);
    expect(answer.text).toContain('between 2011 and 2035');
    const check = await call(own.server.url, `/v3/public-holidays/check?${qs({ country: 'SS', date: '2010-07-09' })}`, {
      key: own.server.testKeys.key.titan,
    });
    expect(check.status, check.text).toBe(400);
  });

  it('SS: 2011 is served, with Independence Day on 9 July', async () => {
    const days = (await listed('SS', 2011)).filter((holiday) => holiday.date === '2011-07-09');
    expect(days.map((holiday) => [holiday.name, holiday.type])).toEqual([['Independence Day', 'public']]);
  });

  it('the project has SS from 2011, and a since without its source stops the load naming the field', () => {
    expect(amendedFirstYears(DEFAULT_AMENDMENTS_DIR)).toMatchObject({ SS: 2011 });
    const dir = mkdtempSync(join(tmpdir(), 'xrest-since-'));
    writeFileSync(
      join(dir, 'SS.json'),
      JSON.stringify({ country: 'SS', since: { year: 2011, reason: 'independence' } }),
    );
    expect(() => loadAmendments(dir)).toThrow(/SS\.json: field since\.source/);
    expect(() => amendedFirstYears(dir)).toThrow(/SS\.json: field since\.source/);
    // A country the project defines keeps its first year in countries/.
    rmSync(join(dir, 'SS.json'));
    writeFileSync(
      join(dir, 'TK.json'),
      JSON.stringify({ country: 'TK', since: { year: 2003, reason: 'rules', source: 'Interpretation Rules 2003' } }),
    );
    expect(() => amendedFirstYears(dir)).toThrow(/field since: TK is defined in countries\//);
  });
});

describe('US: state days the holiday statutes give, not the rule library', () => {
  const regional = async (year: number, name: RegExp) =>
    (await listed('US', year))
      .filter((holiday) => name.test(holiday.name))
      .map((holiday) => [holiday.date, holiday.type, holiday.subdivisions]);

  it("Susan B. Anthony Day (15 February) is a legal holiday in Florida only (Fla. Stat. § 683.01); a school observance in Wisconsin (Wis. Stat. § 118.02) and a commemoration in New York, whose public holidays (Gen. Constr. Law § 24) and West Virginia's (W. Va. Code § 2-2-1) have no 15 February", async () => {
    for (const year of [2005, 2024]) {
      const days = await regional(year, /^Susan B\. Anthony Day$/);
      const on = (type: string) =>
        days.filter(([, kind]) => kind === type).flatMap(([, , places]) => places as string[]);
      expect(on('regional'), String(year)).toEqual(['US-FL']);
      expect(on('observance').sort(), String(year)).toEqual(['US-CA', 'US-NY', 'US-WI']);
      expect(
        days.flatMap(([, , places]) => places as string[]),
        String(year),
      ).not.toContain('US-WV');
    }
  });

  it("Wisconsin's Primary Election Day is the partisan primary's: second Tuesday in September of even years to 2010, second Tuesday in August of even years from 2012 (Wis. Stat. § 995.20; 2011 Wisconsin Act 75)", async () => {
    const wisconsin = async (year: number) =>
      (await regional(year, /^Primary Election Day$/))
        .filter(([, , places]) => (places as string[]).includes('US-WI'))
        .map(([date]) => date);
    expect(await wisconsin(2008)).toEqual(['2008-09-09']);
    expect(await wisconsin(2009)).toEqual([]);
    expect(await wisconsin(2023)).toEqual([]);
    expect(await wisconsin(2024)).toEqual(['2024-08-13']);
    expect(await wisconsin(2030)).toEqual(['2030-08-13']);
    // Indiana's primary stays (IC 1-1-9-1).
    expect((await regional(2024, /^Primary Election Day$/)).map(([date, , places]) => [date, places])).toContainEqual([
      '2024-05-07',
      ['US-IN'],
    ]);
  });
});

describe('ZA: the public holidays the President declared (Public Holidays Act 36 of 1994, s. 2A)', () => {
  it('the election days and the special days of 2000-2019 are public holidays', async () => {
    const days: [string, string][] = [
      ['2000-01-02', 'Y2K Changeover'],
      ['2000-01-03', 'Y2K Changeover (substitute day)'],
      ['2004-04-14', 'National and Provincial Elections'],
      ['2008-05-02', 'Public Holiday by Presidential Decree'],
      ['2011-05-18', 'Local Government Elections'],
      ['2011-12-27', 'Public Holiday by Presidential Decree'],
      ['2019-05-08', 'National and Provincial Elections'],
    ];
    for (const [date, name] of days) {
      const answer = await check('ZA', date);
      expect(answer.is_holiday, date).toBe(true);
      expect(
        answer.holidays.map((holiday) => [holiday.name, holiday.type]),
        date,
      ).toContainEqual([name, 'public']);
    }
    // 2 January 2001 was no holiday.
    expect((await check('ZA', '2001-01-02')).is_holiday).toBe(false);
  });
});

describe('KY and MG: days of the yearly orders and decrees', () => {
  it('KY 2009: 6 November declared (Public Holidays Order 2009); Boxing Day on Monday 28 December, not Saturday 26 (Order of 22 December 2009)', async () => {
    expect(await daysOff('KY', '2009-11-06')).toEqual(['Constitution Commencement Day']);
    expect(await daysOff('KY', '2009-12-26')).toEqual([]);
    expect(await daysOff('KY', '2009-12-28')).toEqual(['Boxing Day']);
    expect(await daysOff('KY', '2019-03-28')).toEqual(['Royal Visit']);
  });

  it('MG: 25 May (Africa Day) is no public holiday in the yearly lists of 2012-2020 (Madagascar Tribune, 2012; décret n° 2016-058)', async () => {
    for (const date of ['2012-05-25', '2014-05-25', '2016-05-25', '2024-05-25'])
      expect(await daysOff('MG', date), date).toEqual([]);
  });
});

describe('TN: the public service days of the decree of 1961 before 2011', () => {
  it('2005: two days of Eid al-Fitr and two of Eid al-Adha (Décret n° 61-144, art. 1); three and two from 2011 (Décret n° 2011-317)', async () => {
    const eid = async (year: number, name: RegExp) =>
      (await listed('TN', year)).filter((holiday) => name.test(holiday.name)).map((holiday) => holiday.date);
    expect(await eid(2005, /Eid al-Fitr/)).toEqual(['2005-11-03', '2005-11-04']);
    expect(await eid(2005, /Eid al-Adha/)).toEqual(['2005-01-21', '2005-01-22']);
    expect(await eid(2015, /Eid al-Fitr/)).toHaveLength(3);
  });
});
