// Caribbean and Atlantic countries and territories reviewed against their holiday laws (issue 26 item 2; the
// records are reviews/<CC>.json), asked for as a client asks: through /v3/public-holidays/list and
// /v3/public-holidays/check of the shared full offline build (test/golden.ts, buildFullOffline: the project's
// amendments/ folder). Each test names the law its answer rests on; the entries in amendments/<CC>.json quote it.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed, daysOff, datesOf } = lawReviewClient(shared);

describe('TT: Public Holidays and Festivals Act (Chap. 19:05)', () => {
  it('Easter Monday is a public holiday and Easter Sunday is not (the Schedule)', async () => {
    expect(await datesOf('TT', 2021, 'Easter Monday')).toEqual([['2021-04-05', 'public']]);
    expect(await datesOf('TT', 2030, 'Easter Monday')).toEqual([['2030-04-22', 'public']]);
    expect(await datesOf('TT', 2005, 'Easter Monday')).toEqual([['2005-03-28', 'public']]);
    expect(await daysOff('TT', '2021-04-04')).toEqual([]);
  });

  it('s. 3(2): two public holidays on one day give the next day off (31 May 2013, Saturday 31 March 2018)', async () => {
    expect(await daysOff('TT', '2013-05-31')).toEqual([
      'Public Holiday (Indian Arrival Day and Corpus Christi on the same day)',
    ]);
    expect(await daysOff('TT', '2018-03-31')).toEqual([
      'Public Holiday (Good Friday and Spiritual Baptist Liberation Day on the same day)',
    ]);
    expect(await daysOff('TT', '2013-06-01')).toEqual([]);
  });
});

describe('BS: Public Holidays Act (Ch. 352) as amended by the Majority Rule (Public Holiday) Act 2013 and the National Heroes Act 2007 (in force 11 October 2013)', () => {
  it('National Heroes Day is the second Monday of October from 2013; Discovery Day (12 October) before', async () => {
    expect(await datesOf('BS', 2013, 'National Heroes Day')).toEqual([['2013-10-14', 'public']]);
    expect(await datesOf('BS', 2023, 'National Heroes Day')).toEqual([['2023-10-09', 'public']]);
    expect(await datesOf('BS', 2030, 'National Heroes Day')).toEqual([['2030-10-14', 'public']]);
    expect(await daysOff('BS', '2023-10-12')).toEqual([]);
    expect(await datesOf('BS', 2012, 'Discovery Day')).toEqual([['2012-10-12', 'public']]);
  });

  it('Majority Rule Day (10 January) is a holiday from 2014 only', async () => {
    expect(await datesOf('BS', 2013, 'Majority Rule Day')).toEqual([]);
    expect(await daysOff('BS', '2012-01-10')).toEqual([]);
    expect(await datesOf('BS', 2014, 'Majority Rule Day')).toEqual([['2014-01-10', 'public']]);
  });

  it('the Cabinet Office list of 2011: New Year kept on Monday 3 January, Discovery Day on Friday 14 October', async () => {
    expect(await daysOff('BS', '2011-01-03')).toEqual(["New Year's Day (substitute day)"]);
    expect(await datesOf('BS', 2011, 'Discovery Day')).toEqual([['2011-10-14', 'public']]);
    expect(await daysOff('BS', '2011-10-12')).toEqual([]);
  });

  it('Monday 19 September 2022, the state funeral of Queen Elizabeth II, is a public holiday (Cabinet Office, 13 September 2022)', async () => {
    expect(await daysOff('BS', '2022-09-19')).toEqual(['State Funeral of Queen Elizabeth II']);
  });
});

describe('BZ: Holidays Act (Cap. 289), the 2021 amendment and the yearly lists', () => {
  it('George Price Day and Emancipation Day are holidays from 2021 only', async () => {
    expect(await datesOf('BZ', 2020, 'George Price Day')).toEqual([]);
    expect(await datesOf('BZ', 2020, 'Emancipation Day')).toEqual([]);
    expect(await datesOf('BZ', 2022, 'George Price Day')).toEqual([['2022-01-15', 'public']]);
    expect(await datesOf('BZ', 2022, 'Emancipation Day')).toEqual([['2022-08-01', 'public']]);
  });

  it('Commonwealth Day (24 May) to 2021, kept on a Monday (the 2012 list: 21 May in lieu of Thursday 24 May)', async () => {
    expect(await daysOff('BZ', '2012-05-21')).toEqual(['Commonwealth Day (substitute day)']);
    expect(
      (await listed('BZ', 2012))
        .filter((holiday) => holiday.name === 'Commonwealth Day')
        .map((holiday) => [holiday.date, holiday.observed]),
    ).toEqual([['2012-05-24', '2012-05-21']]);
    expect(await datesOf('BZ', 2010, 'Commonwealth Day')).toEqual([['2010-05-24', 'public']]);
    expect(await datesOf('BZ', 2023, 'Commonwealth Day')).toEqual([]);
  });

  it('12 October is Pan American Day before 2021; a Sunday New Year is kept on the Monday (2 January 2012 and 2023)', async () => {
    expect(await daysOff('BZ', '2012-10-15')).toEqual(['Pan American Day (substitute day)']);
    expect(await daysOff('BZ', '2012-01-02')).toEqual(["New Year's Day (substitute day)"]);
    expect(await daysOff('BZ', '2023-01-02')).toEqual(["New Year's Day (substitute day)"]);
  });

  it('the 2023 and 2024 lists: Emancipation Day on Monday 31 July 2023, Labour Day on Monday 29 April 2024', async () => {
    expect(await datesOf('BZ', 2023, 'Emancipation Day')).toEqual([['2023-07-31', 'public']]);
    expect(await daysOff('BZ', '2023-08-01')).toEqual([]);
    expect(await datesOf('BZ', 2024, 'Labour Day')).toEqual([['2024-04-29', 'public']]);
  });
});

describe('AG: Public Holidays Act (Cap. 354) and its amendments of 2004, 2005 and 2019', () => {
  it('9 December is a holiday from 2004 (2004 amendment), National Heroes Day 2005-2013 (No. 8 of 2005)', async () => {
    expect(await daysOff('AG', '2003-12-09')).toEqual([]);
    expect(await datesOf('AG', 2004, 'V.C Bird Day')).toEqual([['2004-12-09', 'public']]);
    expect(await datesOf('AG', 2010, 'National Heroes Day')).toEqual([['2010-12-09', 'public']]);
  });

  it('Monday 28 December 2020 by proclamation (Boxing Day on a Saturday); the day after the general election of 18 January 2023 (No. 23 of 2019)', async () => {
    expect(await daysOff('AG', '2020-12-28')).toEqual(['Boxing Day (substitute day)']);
    expect(await daysOff('AG', '2023-01-19')).toEqual(['Day after the General Election']);
  });
});

describe("GD: Bank Holidays Act (Cap. 25) and the Government's days", () => {
  it("National Heroes' Day, 19 October, is a public holiday from 2023 only", async () => {
    expect(await datesOf('GD', 2023, "National Heroes' Day")).toEqual([['2023-10-19', 'public']]);
    expect(await datesOf('GD', 2030, "National Heroes' Day")).toEqual([['2030-10-19', 'public']]);
    expect(await daysOff('GD', '2022-10-19')).toEqual([]);
  });

  it('Tuesday 4 July 2023 by proclamation under s. 7 (CARICOM 50th anniversary)', async () => {
    expect(await daysOff('GD', '2023-07-04')).toEqual(['CARICOM Day (50th anniversary)']);
  });
});

describe('KN: Public Holidays Act (Cap. 23.23), Schedule', () => {
  it('Christmas on a Sunday gives Monday and Tuesday (26-27 December 2022); Christmas on a Saturday gives Boxing Day on the Monday (27 December 2021)', async () => {
    expect(await daysOff('KN', '2022-12-27')).toEqual(['Christmas Day (substitute day)']);
    expect(await daysOff('KN', '2021-12-27')).toEqual(['Boxing Day (substitute day)']);
    expect(await daysOff('KN', '2020-12-28')).toEqual([]);
  });

  it('New Year on a Sunday with the Carnival Day on Monday 2 January: Tuesday 3 January 2023 off', async () => {
    expect(await daysOff('KN', '2023-01-03')).toEqual(["New Year's Day (substitute day)"]);
  });

  it('Culturama Day is the Tuesday after the first Monday of August: 8 August 2023, not 1 August', async () => {
    expect(await datesOf('KN', 2023, 'Culturama Day')).toEqual([['2023-08-08', 'public']]);
    expect(await daysOff('KN', '2023-08-01')).toEqual([]);
    expect(await datesOf('KN', 2024, 'Culturama Day')).toEqual([['2024-08-06', 'public']]);
  });
});

describe('LC: the public holidays of Saint Lucia', () => {
  it('Carnival is no public holiday (Chamber of Commerce, 11 July 2018): an observance', async () => {
    expect(await daysOff('LC', '2018-07-16')).toEqual([]);
    expect((await datesOf('LC', 2023, 'Carnival')).map(([, type]) => type)).toEqual([
      'observance',
      'observance',
      'observance',
      'observance',
    ]);
    expect(await datesOf('LC', 2023, 'Emancipation Day')).toEqual([['2023-08-01', 'public']]);
  });
});

describe('VC: the 2020 Carnival holidays replaced by proclamation', () => {
  it('Monday 3 and Tuesday 4 August 2020 are public holidays, Monday 6 and Tuesday 7 July 2020 are not', async () => {
    expect(await daysOff('VC', '2020-08-03')).toEqual(['Public Holiday']);
    expect(await daysOff('VC', '2020-08-04')).toEqual(['Public Holiday']);
    expect(await daysOff('VC', '2020-07-06')).toEqual([]);
    expect(await daysOff('VC', '2020-07-07')).toEqual([]);
  });
});

describe('SR: Besluit Vrije Dagen 1971 as amended in 2012 and February 2021', () => {
  it('25 February is no national day off from 2021 (S.B. 2021); it was one in 2020', async () => {
    expect(await daysOff('SR', '2021-02-25')).toEqual([]);
    expect(await daysOff('SR', '2025-02-25')).toEqual([]);
    expect(await daysOff('SR', '2020-02-25')).toEqual(['Day of Liberation and Innovation']);
  });

  it('Chinese New Year is a national day off from 2022, not in the 2012 list', async () => {
    expect(await datesOf('SR', 2019, 'Chinese New Year')).toEqual([]);
    expect(await datesOf('SR', 2022, 'Chinese New Year')).toEqual([['2022-02-01', 'public']]);
  });
});

describe('BM: Public Holidays Act 1947 and its amendments of 2017 and 2020', () => {
  it('Bermuda Day: 24 May (a weekend day kept on the Monday) to 2017, the last Friday of May 2018, 24 May 2019 by proclamation, the Friday before the last Monday of May from 2021', async () => {
    expect(await datesOf('BM', 2016, 'Bermuda Day')).toEqual([['2016-05-24', 'public']]);
    expect(await daysOff('BM', '2015-05-25')).toEqual(['Bermuda Day (substitute day)']);
    expect(await datesOf('BM', 2018, 'Bermuda Day')).toEqual([['2018-05-25', 'public']]);
    expect(await datesOf('BM', 2019, 'Bermuda Day')).toEqual([['2019-05-24', 'public']]);
    expect(await datesOf('BM', 2024, 'Bermuda Day')).toEqual([['2024-05-24', 'public']]);
    expect(await datesOf('BM', 2025, 'Bermuda Day')).toEqual([['2025-05-23', 'public']]);
    expect(await daysOff('BM', '2024-05-31')).toEqual([]);
  });

  it("Somers' Day is Mary Prince Day from 2020; 19 September 2022 by proclamation", async () => {
    expect(await datesOf('BM', 2023, 'Mary Prince Day')).toEqual([['2023-08-04', 'public']]);
    expect(await datesOf('BM', 2019, "Somers' Day")).toEqual([['2019-08-02', 'public']]);
    expect(await daysOff('BM', '2022-09-19')).toEqual(['State Funeral of Queen Elizabeth II']);
  });
});

describe('PR: the official holidays (Ley Núm. 88 de 1969; Ley 26-2017, art. 2.05)', () => {
  it('Good Friday is an official holiday (18 April 2014, 29 March 2024)', async () => {
    expect(await daysOff('PR', '2014-04-18')).toEqual(['Good Friday']);
    expect(await datesOf('PR', 2024, 'Good Friday')).toEqual([['2024-03-29', 'public']]);
  });
});
