// The 2000-2011 gap check's triage (session of 2026-11-29): the one gap found, asked for as a client asks, through
// /v3/public-holidays/list of the shared full offline build (test/golden.ts, buildFullOffline: the project's
// amendments/ folder). Each test names the law or decision its answer rests on; amendments/AZ.json quotes it.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { datesOf } = lawReviewClient(shared);

const novruz = (year: number) => [20, 21, 22, 23, 24].map((day) => [`${year}-03-${day}`, 'public'] as [string, string]);

describe('Azerbaijan: Novruz, five days from 2007 (Law No. 194-IIIQD of 8 December 2006, Labour Code art. 105.1)', () => {
  it('2009: 20-24 March, as the Cabinet of Ministers gave them (APA, 27 February 2009); 20 March was missing 2007-2010', async () => {
    expect(await datesOf('AZ', 2009, 'Spring Festival')).toEqual(novruz(2009));
  });

  it('2007, 2010 and 2014 (Cabinet resolution of 17 December 2013): 20-24 March', async () => {
    expect(await datesOf('AZ', 2007, 'Spring Festival')).toEqual(novruz(2007));
    expect(await datesOf('AZ', 2010, 'Spring Festival')).toEqual(novruz(2010));
    expect(await datesOf('AZ', 2014, 'Spring Festival')).toEqual(novruz(2014));
  });
});
