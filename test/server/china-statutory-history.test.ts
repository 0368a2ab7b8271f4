// China's statutory days as the holidays rules (全国年节及纪念日放假办法) set
// them in each period, where the rule library keeps the 2008-2013 rules for
// every year: asked for as a client asks, through /v3/public-holidays/list
// and /v3/working-days, on a build with the project's own amendments/ and
// reviewed spans (sources/calendars/spans.json).
//   1999 rules (to 2007): Spring Festival from the first lunar day to the third,
//     Labour Day 1-3 May, no Qingming, Dragon Boat or Mid-Autumn day off.
//   2007 rules (2008-2013): the eve to the second day; the three festivals.
//   2013 rules (2014-2024): the first to the third day again.

import { describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { DEFAULT_AMENDMENTS_DIR } from '../../sources/amendments.js';
import { call, qs, serveOwnDataset } from './helpers.js';

const own = serveOwnDataset('ph-china-history', async (dataDir) => {
  await build({ outDir: dataDir, countries: ['CN'], fromYear: 2000, toYear: 2016, at: '2026-01-01T00:00:00Z', keep: 1, workers: 1, offline: true, amendmentsDir: DEFAULT_AMENDMENTS_DIR });
});

const listed = async (year: number) => {
  const answer = await call(own.server.url, `/v3/public-holidays/list?${qs({ country: 'CN', year })}`, { key: own.server.testKeys.key.titan });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.holidays as { date: string; name: string; type: string }[];
};

/** The days of one holiday in a year, with their type. */
const days = async (year: number, name: string) => (await listed(year)).filter((holiday) => holiday.name === name).map((holiday) => [holiday.date, holiday.type]);

const workingDays = async (start: string, end: string) => {
  const answer = await call(own.server.url, `/v3/working-days?${qs({ country: 'CN', start, end })}`, { key: own.server.testKeys.key.builder });
  expect(answer.status, answer.text).toBe(200);
  return answer.json as { holidayDays: number; workingDays: number };
};

describe('China: the statutory days of each period of the holidays rules', () => {
  it('Spring Festival: the first to the third lunar day before 2008 and in 2014, the eve to the second day in 2008-2013', async () => {
    // Lunar new year: 5 February 2000, 18 February 2007, 7 February 2008, 10 February 2013, 31 January 2014.
    expect(await days(2000, 'Spring Festival')).toEqual([['2000-02-05', 'public'], ['2000-02-06', 'public'], ['2000-02-07', 'public']]);
    expect(await days(2007, 'Spring Festival')).toEqual([['2007-02-18', 'public'], ['2007-02-19', 'public'], ['2007-02-20', 'public']]);
    expect(await days(2008, 'Spring Festival')).toEqual([['2008-02-06', 'public'], ['2008-02-07', 'public'], ['2008-02-08', 'public']]);
    expect(await days(2013, 'Spring Festival')).toEqual([['2013-02-09', 'public'], ['2013-02-10', 'public'], ['2013-02-11', 'public']]);
    expect(await days(2014, 'Spring Festival')).toEqual([['2014-01-31', 'public'], ['2014-02-01', 'public'], ['2014-02-02', 'public']]);
  });

  it('Spring Festival 2015-2019: the statutory third day beside the eve the arrangements gave off', async () => {
    // Lunar new year 8 February 2016: the eve (Sunday 7th) to the third day (Wednesday 10th).
    expect(await days(2016, 'Spring Festival')).toEqual([['2016-02-07', 'public'], ['2016-02-08', 'public'], ['2016-02-09', 'public'], ['2016-02-10', 'public']]);
    // Monday 8 to Friday 12 February 2016: the first to the third day are off.
    expect(await workingDays('2016-02-08', '2016-02-12')).toMatchObject({ holidayDays: 3, workingDays: 2 });
  });

  it('Labour Day: 1-3 May until 2007, 1 May from 2008', async () => {
    expect(await days(2007, 'Labour Day')).toEqual([['2007-05-01', 'public'], ['2007-05-02', 'public'], ['2007-05-03', 'public']]);
    expect(await days(2008, 'Labour Day')).toEqual([['2008-05-01', 'public']]);
    // Tuesday 1 to Thursday 3 May 2007 off; Friday the 4th a working day here (the arrangement's bridge days are not on file before 2020).
    expect(await workingDays('2007-04-30', '2007-05-04')).toMatchObject({ holidayDays: 3, workingDays: 2 });
  });

  it('Qingming, the Dragon Boat and the Mid-Autumn Festival: observances until 2007, days off from 2008', async () => {
    expect(await days(2007, 'Qingming Festival')).toEqual([['2007-04-05', 'observance']]);
    expect(await days(2008, 'Qingming Festival')).toEqual([['2008-04-04', 'public']]);
    expect(await days(2007, 'Dragon Boat Festival')).toEqual([['2007-06-19', 'observance']]);
    expect(await days(2008, 'Dragon Boat Festival')).toEqual([['2008-06-08', 'public']]);
    expect(await days(2007, 'Mid-Autumn Festival')).toEqual([['2007-09-25', 'observance']]);
    expect(await days(2008, 'Mid-Autumn Festival')).toEqual([['2008-09-14', 'public']]);
    // Thursday 5 April 2007 was a working day.
    expect(await workingDays('2007-04-02', '2007-04-06')).toMatchObject({ holidayDays: 0, workingDays: 5 });
  });
});
