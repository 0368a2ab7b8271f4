// One-off days of Bermuda, Dominica, Guernsey and Jersey (amendments/<CC>.json, helper oneoff-terr), asked as a
// client asks: through /v3/public-holidays/list and /v3/public-holidays/check of the shared full offline build.
// Each day rests on the proclamation, States decision or government notice the entry quotes; the days whose
// decision was not found (Anguilla's, Bermuda's 5 June 2007, Dominica's 2005, 2009 and 2010 days, the Channel
// Islands' 2001 and 2002 days and Jersey's 2012 Spring bank holiday) stay out and are listed in reviews/<CC>.json
// `open`. None of these countries has an estimated day: the year before or after each one-off day keeps its
// ordinary calendar.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { datesOf, dayOff } = lawReviewClient(shared);

describe('oneoff-terr: proclaimed one-off days of Bermuda, Dominica, Guernsey and Jersey', () => {
  it("Bermuda: the Portuguese welcome (4 November 2019), Flora Duffy Day (the Governor's Proclamation, 18 October 2021), the Coronation (8 May 2023)", async () => {
    expect(await datesOf('BM', 2019, 'Portuguese Welcome 170th Anniversary')).toEqual([['2019-11-04', 'public']]);
    expect(await datesOf('BM', 2021, 'Flora Duffy Day')).toEqual([['2021-10-18', 'public']]);
    expect(await datesOf('BM', 2023, 'The Coronation of His Majesty King Charles III')).toEqual([
      ['2023-05-08', 'public'],
    ]);
    expect(await dayOff('BM', '2022-10-17')).toBe(false);
    expect(await dayOff('BM', '2007-06-05')).toBe(false);
  });

  it("Dominica: the President's proclamation of Thursday 19 September 2019 (S.R.O. 35 of 2019), and no such day in 2020", async () => {
    expect(await datesOf('DM', 2019, 'Post-Hurricane Maria Thanksgiving Celebrations')).toEqual([
      ['2019-09-19', 'public'],
    ]);
    expect(await dayOff('DM', '2020-09-18')).toBe(false);
  });

  it("Guernsey: Liberation Day 2010 moved to Monday 10 May; the King's visit on Tuesday 16 July 2024", async () => {
    expect(await datesOf('GG', 2010, 'Liberation Day')).toEqual([['2010-05-10', 'public']]);
    expect(await datesOf('GG', 2011, 'Liberation Day')).toEqual([['2011-05-09', 'public']]);
    expect(await datesOf('GG', 2024, 'The visit of His Majesty King Charles III and Queen Camilla')).toEqual([
      ['2024-07-16', 'public'],
    ]);
    expect(await dayOff('GG', '2024-07-15')).toBe(false);
  });

  it("Jersey: the Royal Wedding (29 April 2011), the Corn Riots anniversary (27 September 2021), the King's visit (15 July 2024)", async () => {
    expect(await datesOf('JE', 2011, 'Royal Wedding')).toEqual([['2011-04-29', 'public']]);
    expect(await datesOf('JE', 2021, 'Corn Riots Anniversary')).toEqual([['2021-09-27', 'public']]);
    expect(await datesOf('JE', 2024, 'The visit of His Majesty King Charles III and Queen Camilla')).toEqual([
      ['2024-07-15', 'public'],
    ]);
    expect(await dayOff('JE', '2024-07-16')).toBe(false);
    expect(await dayOff('JE', '2022-09-26')).toBe(false);
  });
});
