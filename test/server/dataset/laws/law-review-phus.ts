// The crosscheck's last lines of the Philippines and the United States, 2000-2035 (issue 26 item 3; the records are
// reviews/PH.json and reviews/US.json), asked for as a client asks: through /v3/public-holidays/list and
// /v3/public-holidays/check of the shared full offline build (the project's amendments/ folder). Each test names the
// law or proclamation its answer rests on; amendments/PH.json and amendments/US.json quote them.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed, onDay, dayOff } = lawReviewClient(shared);

/** The places ([] for the whole country) of the records of one name on a day. */
const placesOf = async (country: string, date: string, name: string) =>
  (await listed(country, Number(date.slice(0, 4))))
    .filter((holiday) => holiday.date === date && holiday.name === name)
    .map((holiday) => [holiday.type, holiday.subdivisions]);

describe('Philippines: Black Saturday 2009, Proclamation No. 1752, s. 2009', () => {
  it('Saturday 11 April 2009 is a special (non-working) day throughout the country', async () => {
    expect(await dayOff('PH', '2009-04-11')).toBe(true);
    expect(await onDay('PH', '2009-04-11')).toEqual([['Easter Saturday', 'public']]);
  });
});

describe('United States: Indiana primary election day (IC 1-1-9-1) only in a year with a primary', () => {
  it('no primary, no holiday in 2001, 2005, 2009 and 2013 (no general or municipal election: IC 3-10-1-3)', async () => {
    for (const date of ['2001-05-08', '2005-05-03', '2009-05-05', '2013-05-07']) {
      expect(await placesOf('US', date, 'Primary Election Day'), date).toEqual([]);
    }
  });

  it('the municipal primary of 2011 and the primary of 2012 stay', async () => {
    expect(await placesOf('US', '2011-05-03', 'Primary Election Day')).toEqual([['regional', ['US-IN']]]);
    expect(await placesOf('US', '2012-05-08', 'Primary Election Day')).toContainEqual(['regional', ['US-IN']]);
  });
});

describe('United States: the Friday after Thanksgiving 2000 in Iowa and South Carolina', () => {
  it('Friday 24 November 2000 is a state holiday there (Iowa Code § 1C.2; S.C. Code § 53-5-10 as of 2000 Act No. 246)', async () => {
    const places = (await placesOf('US', '2000-11-24', 'Day After Thanksgiving'))
      .filter(([type]) => type === 'regional')
      .flatMap(([, subdivisions]) => subdivisions as string[]);
    expect(places).toEqual(expect.arrayContaining(['US-IA', 'US-SC']));
  });
});

describe("Maryland: the state's service reduction days of the 2008-2010 furlough plans", () => {
  it('the offices closed on 26 December 2008 and 2 January 2009 (executive order of 16 December 2008)', async () => {
    for (const date of ['2008-12-26', '2009-01-02']) {
      expect(await placesOf('US', date, 'Service Reduction Day'), date).toEqual([['regional', ['US-MD']]]);
    }
  });

  it('and on the five days of the fiscal year 2010 plan (Board of Public Works, 26 August 2009)', async () => {
    for (const date of ['2009-09-04', '2009-11-25', '2009-12-24', '2009-12-31', '2010-05-28']) {
      expect(await placesOf('US', date, 'Service Reduction Day'), date).toEqual([['regional', ['US-MD']]]);
    }
  });
});
