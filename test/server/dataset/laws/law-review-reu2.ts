// Countries of the Balkans, the Caucasus, Central Asia, Israel and Turkey reviewed against their laws (issue 26
// item 2; the records are reviews/<CC>.json), asked for as a client asks: through /v3/public-holidays/list and
// /v3/public-holidays/check of the shared full offline build (test/golden.ts, buildFullOffline: the project's
// amendments/ folder). Each test names the law its answer rests on; the entries in amendments/<CC>.json quote it.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed, dayOff } = lawReviewClient(shared);

/** The days of a year on which a holiday of that name falls, nationwide, with its type. */
const datesOf = async (country: string, year: number, name: string) =>
  (await listed(country, year))
    .filter((holiday) => holiday.name === name && holiday.subdivisions.length === 0 && !holiday.substitute)
    .map((holiday) => [holiday.date, holiday.type]);

describe('Albania: Law No. 7651 of 21 December 1992 on official holidays, as amended', () => {
  it('Mother Teresa Day is 19 October until 2017 and 5 September (her canonization) from 2018, with a Monday off when it falls on a Sunday', async () => {
    expect(await datesOf('AL', 2017, 'Mother Teresa Day')).toEqual([['2017-10-19', 'public']]);
    expect(await datesOf('AL', 2018, 'Mother Teresa Day')).toEqual([['2018-09-05', 'public']]);
    expect(await datesOf('AL', 2025, 'Mother Teresa Day')).toEqual([['2025-09-05', 'public']]);
    expect(await dayOff('AL', '2025-10-20')).toBe(false); // Monday; 19 October 2025 a Sunday
    expect(await dayOff('AL', '2021-09-06')).toBe(true); // 5 September 2021 a Sunday
  });

  it('Alphabet Day (22 November) is an official holiday from 2024, with a Monday off when it falls on a weekend', async () => {
    expect(await datesOf('AL', 2023, 'Alphabet Day')).toEqual([['2023-11-22', 'observance']]);
    expect(await datesOf('AL', 2024, 'Alphabet Day')).toEqual([['2024-11-22', 'public']]);
    expect(await dayOff('AL', '2025-11-24')).toBe(true); // 22 November 2025 a Saturday
  });

  it('Summer Day (14 March) is an official holiday only from 2004, when the Assembly added it', async () => {
    expect(await dayOff('AL', '2003-03-14')).toBe(false);
    expect(await datesOf('AL', 2004, 'Summer Day')).toEqual([['2004-03-14', 'public']]);
  });
});

describe("Bosnia and Herzegovina: the entities' holiday laws (Republika Srpska Law on Holidays, Sl. glasnik RS 43/07)", () => {
  it('Orthodox New Year (14 January) is no nationwide public holiday: an observance (the RS government declares it a day off by yearly conclusion for some)', async () => {
    expect(await dayOff('BA', '2025-01-14')).toBe(false);
    expect(await datesOf('BA', 2025, 'Orthodox New Year')).toEqual([['2025-01-14', 'observance']]);
  });
});

describe('Montenegro: Law on State and Other Holidays (Sl. list RCG 27/07, as amended)', () => {
  it('Independence Day (21-22 May) is a holiday only from 2007, after the referendum of 21 May 2006', async () => {
    expect(await dayOff('ME', '2005-05-23')).toBe(false); // 21 May 2005 a Saturday, 22 a Sunday
    expect(await dayOff('ME', '2006-05-22')).toBe(false);
    expect(await datesOf('ME', 2007, 'Independence Day')).toEqual([
      ['2007-05-21', 'public'],
      ['2007-05-22', 'public'],
    ]);
  });

  it('Njegoš Day (13 November) is a state holiday from 2022, kept two days from 2023', async () => {
    expect(await dayOff('ME', '2021-11-13')).toBe(false);
    expect(await datesOf('ME', 2024, 'Njegoš Day')).toEqual([
      ['2024-11-13', 'public'],
      ['2024-11-14', 'public'],
    ]);
  });
});

describe('North Macedonia: Law on Holidays (Sl. vesnik 21/98), as amended by 18/2007', () => {
  it('before 2007 the state holidays are two days of New Year and of Labour Day, without 24 May, 23 October and 8 December', async () => {
    expect(await datesOf('MK', 2005, "New Year's Day")).toEqual([
      ['2005-01-01', 'public'],
      ['2005-01-02', 'public'],
    ]);
    expect(await dayOff('MK', '2005-05-02')).toBe(true);
    for (const date of ['2005-05-24', '2005-10-24', '2005-12-08']) expect(await dayOff('MK', date), date).toBe(false);
  });

  it('from 2007 New Year and Labour Day are one day, and 24 May, 23 October, 8 December and Ramazan Bajram are days off for all', async () => {
    expect(await dayOff('MK', '2008-01-02')).toBe(false);
    expect(await dayOff('MK', '2007-05-02')).toBe(false);
    for (const date of ['2007-05-24', '2007-10-23', '2007-12-08']) expect(await dayOff('MK', date), date).toBe(true);
  });
});

describe('Moldova: Labour Code No. 154/2003, art. 111(1), as amended', () => {
  it('25 December is a holiday from 2013 only, beside 7 and 8 January', async () => {
    expect(await dayOff('MD', '2012-12-25')).toBe(false);
    expect(await dayOff('MD', '2013-12-25')).toBe(true);
    expect(await dayOff('MD', '2012-01-09')).toBe(false);
    expect(await dayOff('MD', '2012-01-08')).toBe(true);
  });

  it("1 June, Children's Day, is a non-working holiday from 2024 (the amendment in force 30 June 2023)", async () => {
    expect(await dayOff('MD', '2023-06-01')).toBe(false);
    expect(await datesOf('MD', 2024, "Children's Day")).toEqual([['2024-06-01', 'public']]);
  });
});

describe('Kosovo: Law No. 03/L-064 on Official Holidays and Memorial Days', () => {
  it('Independence Day (17 February) and Constitution Day (9 April) are holidays only from 2008', async () => {
    expect(await dayOff('XK', '2007-02-17')).toBe(false);
    expect(await dayOff('XK', '2007-04-09')).toBe(false);
    expect(await datesOf('XK', 2010, 'Independence Day')).toEqual([['2010-02-17', 'public']]);
    expect(await datesOf('XK', 2010, 'Constitution Day')).toEqual([['2010-04-09', 'public']]);
  });

  it('a holiday on a Saturday or Sunday is a day off on the next working day (Eid al-Fitr, Sunday 30 March 2025)', async () => {
    expect(await dayOff('XK', '2025-03-31')).toBe(true);
  });

  it('New Year is 1 and 2 January (art. 2.1(a)): Saturday 2 January 2021 gives Monday 4 January off', async () => {
    expect(await datesOf('XK', 2024, "New Year's Day")).toEqual([
      ['2024-01-01', 'public'],
      ['2024-01-02', 'public'],
    ]);
    expect(await dayOff('XK', '2021-01-04')).toBe(true);
  });
});

describe('Georgia: Labour Code of Georgia, art. 27, as amended by Organic Law No. 4455 (2024)', () => {
  it('17 May, Day of Family Sanctity and Respect for Parents, is a public holiday from 2025; in 2024 a day off of the administrative bodies by Decree No. 167', async () => {
    expect(await datesOf('GE', 2025, 'Day of Family Sanctity and Respect for Parents')).toEqual([
      ['2025-05-17', 'public'],
    ]);
    expect(await datesOf('GE', 2024, 'Day off (administrative bodies)')).toContainEqual(['2024-05-17', 'governmental']);
    expect(await dayOff('GE', '2024-05-17')).toBe(false);
    expect(await dayOff('GE', '2023-05-17')).toBe(false);
  });
});

describe('Armenia: Law HO-200 on Holidays and Memorial Days (2001), as amended', () => {
  it('3-5 January and 7 January are non-working days only 2010-2021 (HO-221 of 2009, HO-362-N of 2021)', async () => {
    expect(await dayOff('AM', '2009-01-05')).toBe(false);
    expect(await dayOff('AM', '2015-01-05')).toBe(true);
    expect(await datesOf('AM', 2015, 'Day of Remembrance of the Dead')).toEqual([['2015-01-07', 'public']]);
    expect(await dayOff('AM', '2022-01-05')).toBe(false);
    expect(await dayOff('AM', '2022-01-07')).toBe(false);
    expect(await dayOff('AM', '2022-01-06')).toBe(true);
  });

  it('27 January is a memorial non-working day from 2026 (HO-1-N of 20 January 2026)', async () => {
    expect(await dayOff('AM', '2025-01-27')).toBe(false);
    expect(await dayOff('AM', '2026-01-27')).toBe(true);
  });

  it("24 April is Genocide Remembrance Day, not Mother's Day", async () => {
    expect(await datesOf('AM', 2025, 'Genocide Remembrance Day')).toEqual([['2025-04-24', 'public']]);
    expect(await datesOf('AM', 2025, "Mother's Day")).toEqual([]);
  });
});

describe('Azerbaijan: Labour Code, art. 105', () => {
  it('State Flag Day (9 November) is a non-working day from 2010 only (the order of 17 November 2009)', async () => {
    expect(await dayOff('AZ', '2009-11-09')).toBe(false);
    expect(await dayOff('AZ', '2008-11-10')).toBe(false); // 9 November 2008 a Sunday
    expect(await datesOf('AZ', 2010, 'Flag Day')).toEqual([['2010-11-09', 'public']]);
  });

  it('20 January, the Day of Nationwide Mourning, is not a working day, and on a weekend it is not moved', async () => {
    expect(await datesOf('AZ', 2025, "Martyrs' Day")).toEqual([['2025-01-20', 'public']]);
    expect(await dayOff('AZ', '2025-01-20')).toBe(true);
    expect(await dayOff('AZ', '2024-01-22')).toBe(false); // 20 January 2024 a Saturday
  });
});

describe('Turkey: Law No. 2429 on National Holidays and General Holidays (1981), as amended', () => {
  it('1 May is a general holiday from 2009 (Law No. 5892) and 15 July from 2017', async () => {
    expect(await dayOff('TR', '2008-05-01')).toBe(false);
    expect(await datesOf('TR', 2009, 'Labour and Solidarity Day')).toEqual([['2009-05-01', 'public']]);
    expect(await dayOff('TR', '2016-07-15')).toBe(false);
    expect(await datesOf('TR', 2017, 'Democracy and National Unity Day')).toEqual([['2017-07-15', 'public']]);
  });
});

describe('Israel: Knesset Elections Law [Consolidated Version] 5729-1969, section 10', () => {
  it('a Knesset election day is a day of rest: 1 November 2022 and the elections of 2003-2013', async () => {
    for (const date of ['2003-01-28', '2006-03-28', '2009-02-10', '2013-01-22', '2022-11-01'])
      expect(await dayOff('IL', date), date).toBe(true);
    expect(await dayOff('IL', '2022-11-02')).toBe(false);
  });
});
