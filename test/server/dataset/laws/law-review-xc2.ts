// The crosscheck over 2000-2035 of BR, ST, AR, KY, MG, BG and MZ (issue 26
// item 3), asked for as a client asks: the data fixes of amendments/ for the
// years before 2020 through /v3/public-holidays/list of the run's shared full
// offline build (the project's amendments included). Each test names the law
// its answer rests on.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const own = serveSharedFullBuild();
const { listed } = lawReviewClient(own);

/** [date, type, subdivisions] of each record of that name in the year (in that subdivision, if given), substitute days left out. */
const named = async (country: string, year: number, name: string, place?: string) =>
  (await listed(country, year))
    .filter((holiday) => holiday.name === name && !holiday.substitute)
    .filter((holiday) => place === undefined || holiday.subdivisions.includes(place))
    .map((holiday) => [holiday.date, holiday.type, holiday.subdivisions]);

describe("KY: the Queen's Birthday before 2016 (Public Holidays Act (2007 Revision), Schedule)", () => {
  it('is kept every year on the Monday after the UK official birthday, as the Deputy Governor announced it', async () => {
    const expected: Record<number, string> = {
      2000: '2000-06-12',
      2005: '2005-06-13',
      2007: '2007-06-18', // UK birthday on Saturday 16 June
      2011: '2011-06-13', // Deputy Governor's list of 2011
      2012: '2012-06-18', // '2012 Public Holidays' (GIS, 23 June 2011)
      2013: '2013-06-17', // Deputy Governor's update of 4 January 2013
      2015: '2015-06-15',
    };
    for (const [year, date] of Object.entries(expected)) {
      expect(await named('KY', Number(year), "Queen's Birthday"), year).toEqual([[date, 'public', []]]);
    }
  });

  it('2016 on keeps the rule library’s days (no second record)', async () => {
    expect(await named('KY', 2016, "Queen's Birthday")).toEqual([['2016-06-13', 'public', []]]);
  });
});

describe('BR: state holidays older than the rule library’s first year', () => {
  it("RO: 4 January is Rondônia's holiday in 2000-2009 (Decreto-Lei nº 39/1982) and from 2011 (Lei nº 2.291/2010), not in 2010", async () => {
    for (const year of [2000, 2005, 2009]) {
      expect(await named('BR', year, 'State Creation Day', 'BR-RO'), String(year)).toEqual([
        [`${year}-01-04`, 'regional', ['BR-RO']],
      ]);
    }
    // Decreto nº 14.765/2009 declared 4 January 2010 no holiday for the executive.
    expect(await named('BR', 2010, 'State Creation Day', 'BR-RO')).toEqual([]);
    expect(await named('BR', 2011, 'State Creation Day', 'BR-RO')).toEqual([['2011-01-04', 'regional', ['BR-RO']]]);
  });

  it("AC: 17 November (the Treaty of Petrópolis) is Acre's holiday before 2012 too (Lei estadual nº 57/1965)", async () => {
    for (const year of [2000, 2008, 2011, 2012]) {
      expect(await named('BR', year, 'Signing of the Treaty of Petrópolis', 'BR-AC'), String(year)).toEqual([
        [`${year}-11-17`, 'regional', ['BR-AC']],
      ]);
    }
  });
});
