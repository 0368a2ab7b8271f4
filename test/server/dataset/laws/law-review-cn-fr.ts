// China's 2004 and 2005 holiday arrangements and the 2025 Dragon Boat
// holiday (amendments/CN.json, workdays/CN.json), found missing by the
// cross-check with chinese-days (issue 26, item 3), asked for as a client
// asks: through /v3/public-holidays/list, /v3/public-holidays/check and
// /v3/working-days of the shared full offline build (test/full-build.ts).
// Each test names the notice its answer rests on.

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed, daysOff, workingDays } = lawReviewClient(shared);

/** The nationwide public days off of a year, `date name`, in date order. */
const publicDaysOff = async (country: string, year: number) =>
  (await listed(country, year))
    .filter((holiday) => holiday.type === 'public' && holiday.subdivisions.length === 0)
    .map((holiday) => `${holiday.observed} ${holiday.name}`)
    .sort();

const week = (name: string, dates: string[]) => dates.map((date) => `${date} ${name}`);

describe('CN 2004 and 2005: the State Council General Office notices on the holiday arrangements', () => {
  it('2004: New Year on 1 January; Spring Festival 22-28 January, Labour Day 1-7 May, National Day 1-7 October', async () => {
    expect(await publicDaysOff('CN', 2004)).toEqual([
      "2004-01-01 New Year's Day",
      ...week(
        'Spring Festival',
        ['22', '23', '24', '25', '26', '27', '28'].map((day) => `2004-01-${day}`),
      ),
      ...week(
        'Labour Day',
        ['01', '02', '03', '04', '05', '06', '07'].map((day) => `2004-05-${day}`),
      ),
      ...week(
        'National Day',
        ['01', '02', '03', '04', '05', '06', '07'].map((day) => `2004-10-${day}`),
      ),
    ]);
  });

  it('2005: New Year 1-3 January; Spring Festival 9-15 February, Labour Day 1-7 May, National Day 1-7 October', async () => {
    expect(await publicDaysOff('CN', 2005)).toEqual([
      ...week("New Year's Day", ['2005-01-01', '2005-01-02', '2005-01-03']),
      ...week(
        'Spring Festival',
        ['09', '10', '11', '12', '13', '14', '15'].map((day) => `2005-02-${day}`),
      ),
      ...week(
        'Labour Day',
        ['01', '02', '03', '04', '05', '06', '07'].map((day) => `2005-05-${day}`),
      ),
      ...week(
        'National Day',
        ['01', '02', '03', '04', '05', '06', '07'].map((day) => `2005-10-${day}`),
      ),
    ]);
  });

  it('the weekend days worked for them (上班) count as working days: 17-18 January 2004, 30 April and 8 May 2005', async () => {
    const january = await workingDays('CN', '2004-01-12', '2004-01-18');
    expect(january.workdays.map((day) => day.date)).toEqual(['2004-01-17', '2004-01-18']);
    expect(january.workingDays).toBe(7);
    const may = await workingDays('CN', '2005-04-25', '2005-05-08');
    expect(may.workdays.map((day) => day.date)).toEqual(['2005-04-30', '2005-05-08']);
    // 25-29 April and the two makeup days; 1-7 May off.
    expect(may.workingDays).toBe(7);
    for (const [start, end, days] of [
      ['2004-05-08', '2004-05-09', ['2004-05-08', '2004-05-09']],
      ['2004-10-09', '2004-10-10', ['2004-10-09', '2004-10-10']],
      ['2005-02-05', '2005-02-06', ['2005-02-05', '2005-02-06']],
      ['2005-10-08', '2005-10-09', ['2005-10-08', '2005-10-09']],
    ] as const)
      expect((await workingDays('CN', start, end)).workdays.map((day) => day.date)).toEqual(days);
  });
});

describe('CN 2025: the Dragon Boat Festival 31 May-2 June (国办发明电〔2024〕12号: 5月31日（周六）至6月2日（周一）放假)', () => {
  it('Sunday 1 June is a day of the holiday, between the festival and the Monday', async () => {
    expect(await daysOff('CN', '2025-06-01')).toEqual(['Dragon Boat Festival']);
    expect(await daysOff('CN', '2025-05-31')).toEqual(['Dragon Boat Festival']);
    expect(await daysOff('CN', '2025-06-02')).toEqual(['Dragon Boat Festival']);
  });
});
