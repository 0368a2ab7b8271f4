// The Philippines' Chinese New Year and Black Saturday after the last yearly proclamation on file (Proclamation
// No. 1006, s. 2025, the list of 2026): each has been a special (non-working) day in every proclamation since
// 2012 (Chinese New Year, but 2013 and 2023) and 2003 (Black Saturday), and the rule library lists both only as
// optional days. amendments/PH.json forecasts them for 2027-2035 as days off marked `estimated` (Chinese New Year
// on the Chinese calendar's New Year day, Black Saturday the day before Easter Sunday). Asked for as a client asks:
// through /v3/public-holidays/list (3.2.0) of the shared full offline build.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed } = lawReviewClient(shared);

/** [date, type, estimated] of the nationwide records of one name in a year. */
const named = async (year: number, name: string) =>
  (await listed('PH', year))
    .filter((holiday) => holiday.name === name && holiday.subdivisions.length === 0)
    .map((holiday) => [holiday.date, holiday.type, (holiday as { estimated?: boolean }).estimated ?? false]);

describe('PH: Chinese New Year and Black Saturday past the last proclamation on file, estimated days off', () => {
  it('2026 as Proclamation No. 1006, s. 2025 lists them: days off, not estimates', async () => {
    expect(await named(2026, 'Chinese New Year')).toEqual([['2026-02-17', 'public', false]]);
    expect(await named(2026, 'Easter Saturday')).toEqual([['2026-04-04', 'public', false]]);
  });

  it('2027, 2031 and 2035: Chinese New Year on the first day of the Chinese year, estimated days off', async () => {
    expect(await named(2027, 'Chinese New Year')).toEqual([['2027-02-06', 'public', true]]);
    expect(await named(2031, 'Chinese New Year')).toEqual([['2031-01-23', 'public', true]]);
    expect(await named(2035, 'Chinese New Year')).toEqual([['2035-02-08', 'public', true]]);
  });

  it('2027, 2031 and 2035: Black Saturday the day before Easter Sunday, estimated days off', async () => {
    expect(await named(2027, 'Easter Saturday')).toEqual([['2027-03-27', 'public', true]]);
    expect(await named(2031, 'Easter Saturday')).toEqual([['2031-04-12', 'public', true]]);
    expect(await named(2035, 'Easter Saturday')).toEqual([['2035-03-24', 'public', true]]);
  });

  it('before the first proclamations the days are not days off: Chinese New Year 2011 (first in Proclamation No. 295, s. 2011, for 2012), none in 2013', async () => {
    expect(await named(2011, 'Chinese New Year')).toEqual([['2011-02-03', 'observance', false]]);
    expect(await named(2013, 'Chinese New Year')).toEqual([['2013-02-10', 'observance', false]]);
  });
});
