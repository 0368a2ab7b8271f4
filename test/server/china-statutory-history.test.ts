// China's statutory days as the holidays rules (全国年节及纪念日放假办法) set
// them in each period, where the rule library keeps the 2008-2013 rules for
// every year, and the days off and makeup working days of the State Council
// General Office's yearly arrangements (2001, 2006-2019): asked for as a client
// asks, through /v3/public-holidays/list and /v3/working-days, on a build
// with the project's own amendments/, workdays/ and reviewed spans
// (sources/calendars/spans.json).
//   1999 rules (to 2007): Spring Festival from the first lunar day to the third,
//     Labour Day 1-3 May, no Qingming, Dragon Boat or Mid-Autumn day off.
//   2007 rules (2008-2013): the eve to the second day; the three festivals.
//   2013 rules (2014-2024): the first to the third day again.

import { describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { DEFAULT_AMENDMENTS_DIR } from '../../sources/amendments.js';
import { DEFAULT_WORKDAYS_DIR } from '../../sources/workdays.js';
import { call, qs, serveOwnDataset } from './helpers.js';

const own = serveOwnDataset('ph-china-history', async (dataDir) => {
  await build({
    outDir: dataDir,
    countries: ['CN'],
    fromYear: 2000,
    toYear: 2019,
    at: '2026-01-01T00:00:00Z',
    keep: 1,
    workers: 1,
    offline: true,
    amendmentsDir: DEFAULT_AMENDMENTS_DIR,
    workdaysDir: DEFAULT_WORKDAYS_DIR,
  });
});

const listed = async (year: number) => {
  const answer = await call(
    own.server.url,
    `/v3/public-holidays/list?${qs({ country: 'CN', year, dataVersion: '3.2.0' })}`,
    { key: own.server.testKeys.key.titan },
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.json.holidays as { date: string; name: string; type: string; sources: string[] }[];
};

/** The days of one holiday in a year that the rule library gives (the statutory days; an arrangement's extra days come from the amendments alone). */
const statutory = async (year: number, name: string) =>
  (await listed(year))
    .filter((holiday) => holiday.name === name && holiday.sources.some((source) => source !== 'amendments'))
    .map((holiday) => holiday.date);

/** The days of one holiday in a year, with their type. */
const days = async (year: number, name: string) =>
  (await listed(year)).filter((holiday) => holiday.name === name).map((holiday) => [holiday.date, holiday.type]);

const workingDays = async (start: string, end: string) => {
  const answer = await call(own.server.url, `/v3/working-days?${qs({ country: 'CN', start, end })}`, {
    key: own.server.testKeys.key.builder,
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.json as { holidayDays: number; workingDays: number; workdays: { date: string; name: string }[] };
};

describe('China: the statutory days of each period of the holidays rules', () => {
  it('Spring Festival: the first to the third lunar day before 2008 and in 2014, the eve to the second day in 2008-2013', async () => {
    // Lunar new year: 5 February 2000, 18 February 2007, 7 February 2008, 10 February 2013, 31 January 2014.
    // No arrangement is on file for 2000: the statutory days alone.
    expect(await days(2000, 'Spring Festival')).toEqual([
      ['2000-02-05', 'public'],
      ['2000-02-06', 'public'],
      ['2000-02-07', 'public'],
    ]);
    // From 2007 the arrangements add the rest of the week; the statutory days are the library's rows (date-holidays among the sources).
    expect(await statutory(2007, 'Spring Festival')).toEqual(['2007-02-18', '2007-02-19', '2007-02-20']);
    expect(await statutory(2008, 'Spring Festival')).toEqual(['2008-02-06', '2008-02-07', '2008-02-08']);
    expect(await statutory(2013, 'Spring Festival')).toEqual(['2013-02-09', '2013-02-10', '2013-02-11']);
    expect(await statutory(2014, 'Spring Festival')).toEqual(['2014-01-31', '2014-02-01', '2014-02-02']);
    // The eve was worked in 2007 and 2014 (Saturday 17 February 2007, Thursday 30 January 2014), off in 2008.
    const dates = async (year: number) => (await days(year, 'Spring Festival')).map(([date]) => date);
    expect(await dates(2007)).not.toContain('2007-02-17');
    expect(await dates(2014)).not.toContain('2014-01-30');
    expect(await dates(2008)).toContain('2008-02-06');
  });

  it('Spring Festival 2015-2019: the statutory third day beside the eve, and the rest of the week the arrangement gave off', async () => {
    // Lunar new year 8 February 2016: the 2015 notice gave the eve (Sunday 7th) to Saturday 13th off, Saturday 6th and Sunday 14th worked.
    expect(await days(2016, 'Spring Festival')).toEqual(
      ['07', '08', '09', '10', '11', '12', '13'].map((day) => [`2016-02-${day}`, 'public']),
    );
    // Nine days: the two worked weekend days, five weekdays off, and the Sunday and the Saturday of the holiday (weekend days).
    const week = await workingDays('2016-02-06', '2016-02-14');
    expect(week).toMatchObject({ days: 9, holidayDays: 5, weekendDays: 2, workingDays: 2 });
    expect(week.workdays).toEqual([
      { date: '2016-02-06', name: 'Working day before Spring Festival' },
      { date: '2016-02-14', name: 'Working day after Spring Festival' },
    ]);
  });

  it('the golden weeks of 2006 (国办发明电〔2005〕35号): seven days each, the weekend days around them worked', async () => {
    expect((await days(2006, 'Spring Festival')).map(([date]) => date)).toEqual([
      '2006-01-29',
      '2006-01-30',
      '2006-01-31',
      '2006-02-01',
      '2006-02-02',
      '2006-02-03',
      '2006-02-04',
    ]);
    // Saturday 28 January to Sunday 5 February: the two weekend days at its ends were worked.
    const week = await workingDays('2006-01-28', '2006-02-05');
    expect(week).toMatchObject({ holidayDays: 5, workingDays: 2 });
    expect(week.workdays.map((day) => day.date)).toEqual(['2006-01-28', '2006-02-05']);
  });

  it('Labour Day: 1-3 May until 2007, 1 May from 2008', async () => {
    expect(await days(2000, 'Labour Day')).toEqual([
      ['2000-05-01', 'public'],
      ['2000-05-02', 'public'],
      ['2000-05-03', 'public'],
    ]);
    expect(await statutory(2008, 'Labour Day')).toEqual(['2008-05-01']);
    // The 2007 golden week: 1-7 May off, Saturday 28 and Sunday 29 April worked; Monday 30 April an ordinary working day.
    expect((await days(2007, 'Labour Day')).map(([date]) => date)).toEqual(
      ['01', '02', '03', '04', '05', '06', '07'].map((day) => `2007-05-${day}`),
    );
    expect(await workingDays('2007-04-28', '2007-05-04')).toMatchObject({ holidayDays: 4, workingDays: 3 });
  });

  it('a one-off holiday of its own notice: 3-5 September 2015, the 70th anniversary of victory in the War of Resistance', async () => {
    expect(await days(2015, 'Victory Day (70th anniversary of the War of Resistance)')).toEqual([
      ['2015-09-03', 'public'],
      ['2015-09-04', 'public'],
      ['2015-09-05', 'public'],
    ]);
    // Monday 31 August to Sunday 6 September: Thursday 3 and Friday 4 off, Sunday 6 worked.
    expect(await workingDays('2015-08-31', '2015-09-06')).toMatchObject({ holidayDays: 2, workingDays: 4 });
  });

  it('Qingming, the Dragon Boat and the Mid-Autumn Festival: observances until 2007, days off from 2008', async () => {
    expect(await days(2007, 'Qingming Festival')).toEqual([['2007-04-05', 'observance']]);
    expect(await statutory(2008, 'Qingming Festival')).toEqual(['2008-04-04']);
    expect(await days(2007, 'Dragon Boat Festival')).toEqual([['2007-06-19', 'observance']]);
    expect(await statutory(2008, 'Dragon Boat Festival')).toEqual(['2008-06-08']);
    expect(await days(2007, 'Mid-Autumn Festival')).toEqual([['2007-09-25', 'observance']]);
    expect(await statutory(2008, 'Mid-Autumn Festival')).toEqual(['2008-09-14']);
    // Thursday 5 April 2007 was a working day.
    expect(await workingDays('2007-04-02', '2007-04-06')).toMatchObject({ holidayDays: 0, workingDays: 5 });
  });
});
