// The crosscheck's last lines of Africa and Europe 2000-2035 and West/Central African law reviews (issue 26 items 2
// and 3; the records are reviews/<CC>.json), asked for as a client asks: through /v3/public-holidays/list and
// /v3/public-holidays/check of the shared full offline build (test/golden.ts, buildFullOffline: the project's
// amendments/ folder). Each test names the law or practice its answer rests on; amendments/<CC>.json quotes it.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from './helpers.js';
import { lawReviewClient } from './law-review-client.js';

const shared = serveSharedFullBuild();
const { onDay, dayOff } = lawReviewClient(shared);

describe('São Tomé and Príncipe: the weekend day off, a government practice recorded from 2020', () => {
  it('before 2020 a holiday on a Saturday or a Sunday has no day off on the Friday or the Monday', async () => {
    // Labour Day on Saturday 1 May 2004, Christmas on Sunday 25 December 2005, São Tomé Day on Saturday 21 December 2013.
    for (const date of ['2004-04-30', '2005-12-26', '2013-12-20']) expect(await dayOff('ST', date), date).toBe(false);
    expect(await onDay('ST', '2004-05-01')).toEqual([['Labour Day', 'public']]);
  });

  it('from 2020 it has: Friday 30 April 2021 for Labour Day, Monday 13 July 2020 for Independence Day', async () => {
    expect(await onDay('ST', '2021-04-30')).toEqual([['Labour Day (substitute day)', 'public']]);
    expect(await onDay('ST', '2020-07-13')).toEqual([['Independence Day (substitute day)', 'public']]);
  });
});

describe("Madagascar: Africa Day (25 May) is on none of the yearly decrees' lists read, 2011 the first", () => {
  it('25 May 2011 is an observance, no day off', async () => {
    expect(await onDay('MG', '2011-05-25')).toEqual([['Africa Day', 'observance']]);
    expect(await dayOff('MG', '2011-05-25')).toBe(false);
  });
});
