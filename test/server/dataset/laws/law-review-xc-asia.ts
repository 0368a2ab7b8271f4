// The cross-check disagreements of Malaysia and the Philippines settled as reviewed data (issue 26 item 3), asked
// for as a client asks: through /v3/public-holidays/list and /v3/public-holidays/check of the shared full offline
// build (test/golden.ts, buildFullOffline: the project's amendments/ folder). Each test names the law or
// proclamation its answer rests on; the entries in amendments/MY.json and amendments/PH.json quote it.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed, datesOf, dayOff, onDay } = lawReviewClient(shared);

/** The states a day of that name is listed in, that year. */
const statesOf = async (year: number, date: string, name: string) =>
  (await listed('MY', year))
    .filter((holiday) => holiday.date === date && holiday.name === name)
    .flatMap((holiday) => holiday.subdivisions);

describe('Malaysia: Awal Muharram on a Sunday gives the Monday off where Sunday is the rest day (Holidays Act 1951, s. 3)', () => {
  it('2011: Awal Muharram on Sunday 27 November, Monday 28 November off in Johor and the States resting on Sunday', async () => {
    expect(await datesOf('MY', 2011, 'Islamic New Year')).toEqual([['2011-11-27', 'public']]);
    const states = await statesOf(2011, '2011-11-28', 'Islamic New Year (substitute day)');
    expect(states).toContain('MY-01');
    expect(states).toContain('MY-10');
    expect(states).toContain('MY-14');
    // Kedah, Kelantan and Terengganu rested on Friday (and Saturday): Sunday was a working day there.
    expect(states).not.toContain('MY-02');
    expect(states).not.toContain('MY-03');
    expect(states).not.toContain('MY-11');
  });

  it('2019: Awal Muharram on Sunday 1 September, Monday 2 September off, not in Johor (resting on Friday 2014-2024)', async () => {
    expect(await datesOf('MY', 2019, 'Islamic New Year')).toEqual([['2019-09-01', 'public']]);
    const states = await statesOf(2019, '2019-09-02', 'Islamic New Year (substitute day)');
    expect(states).toContain('MY-08');
    expect(states).toContain('MY-13');
    expect(states).not.toContain('MY-01');
    expect(states).not.toContain('MY-02');
    expect(states).not.toContain('MY-03');
    expect(states).not.toContain('MY-11');
  });
});

describe('Philippines: the yearly proclamations of 2008-2010 under Republic Act No. 9492 (the Monday nearest)', () => {
  it('2008 (Proclamations No. 1462 and 1463, s. 2008): the EDSA anniversary a day off; four holidays on their Mondays', async () => {
    expect(await dayOff('PH', '2008-02-25')).toBe(true);
    expect(await datesOf('PH', 2008, 'Day of Valor')).toEqual([['2008-04-07', 'public']]);
    expect(await datesOf('PH', 2008, 'Independence Day')).toEqual([['2008-06-09', 'public']]);
    expect(await datesOf('PH', 2008, 'Ninoy Aquino Day')).toEqual([['2008-08-18', 'public']]);
    expect(await datesOf('PH', 2008, 'Bonifacio Day')).toEqual([['2008-12-01', 'public']]);
    expect(await dayOff('PH', '2008-06-12')).toBe(false);
    expect(await dayOff('PH', '2008-08-21')).toBe(false);
  });

  it('2009 (Proclamation No. 1699, s. 2008): Araw ng Kagitingan on Monday 6 April, 9 April being Maundy Thursday', async () => {
    expect(await datesOf('PH', 2009, 'Day of Valor')).toEqual([['2009-04-06', 'public']]);
    expect(await onDay('PH', '2009-04-09')).toEqual([['Maundy Thursday', 'public']]);
  });

  it('2010 (Proclamation No. 1841, s. 2009): Independence Day, Ninoy Aquino Day, Bonifacio Day and Rizal Day on Mondays', async () => {
    expect(await datesOf('PH', 2010, 'Independence Day')).toEqual([['2010-06-14', 'public']]);
    expect(await datesOf('PH', 2010, 'Ninoy Aquino Day')).toEqual([['2010-08-23', 'public']]);
    expect(await datesOf('PH', 2010, 'Bonifacio Day')).toEqual([['2010-11-29', 'public']]);
    expect(await datesOf('PH', 2010, 'Rizal Day')).toEqual([['2010-12-27', 'public']]);
    expect(await dayOff('PH', '2010-11-30')).toBe(false);
    expect(await dayOff('PH', '2010-12-30')).toBe(false);
  });
});
