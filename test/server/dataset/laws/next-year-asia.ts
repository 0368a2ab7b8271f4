// The 2027 lists of Korea, Taiwan and Hong Kong, published in 2026, asked for
// as a client asks: through /v3/public-holidays/list and /v3/working-days of
// the shared full offline build (test/golden.ts, buildFullOffline: the
// project's amendments/ and workdays/ folders). Each test names the list its
// answer rests on; reviews/KR.json, reviews/TW.json and reviews/HK.json
// record how it was read. China's, Vietnam's and Thailand's 2027 lists were
// not found (reviews/CN.json, VN.json, TH.json, open).

import { describe, expect, it } from 'vitest';
import { serveSharedFullBuild } from '../../helpers.js';
import { lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed, workingDays } = lawReviewClient(shared);

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The distinct days of a year's nationwide records of those types, Sundays (and Saturdays) left out where asked. */
const days = async (country: string, year: number, types: string[], leaveOut: number[] = []) =>
  [
    ...new Set(
      (await listed(country, year))
        .filter((holiday) => types.includes(holiday.type) && holiday.subdivisions.length === 0)
        .map((holiday) => holiday.date)
        .filter((date) => !leaveOut.includes(weekday(date))),
    ),
  ].sort();

describe('Korea 2027: 우주항공청 공고 제2026-0078호, 「2027년도 월력요항」 (29 June 2026)', () => {
  it('the public days are the notice’s 24: Seollal 6-8 February with 9 February, and the substitute days of Labour Day (3 May), Constitution Day (19 July), Liberation Day (16 August), National Foundation Day (4 October), Hangul Day (11 October) and Christmas (27 December)', async () => {
    expect(await days('KR', 2027, ['public'])).toEqual([
      '2027-01-01',
      '2027-02-06',
      '2027-02-07',
      '2027-02-08',
      '2027-02-09',
      '2027-03-01',
      '2027-05-01',
      '2027-05-03',
      '2027-05-05',
      '2027-05-13',
      '2027-06-06',
      '2027-07-17',
      '2027-07-19',
      '2027-08-15',
      '2027-08-16',
      '2027-09-14',
      '2027-09-15',
      '2027-09-16',
      '2027-10-03',
      '2027-10-04',
      '2027-10-09',
      '2027-10-11',
      '2027-12-25',
      '2027-12-27',
    ]);
  });
});

describe("Taiwan 2027: the DGPA's 中華民國116年政府行政機關辦公日曆表", () => {
  it('the weekday days off are the calendar’s 17: 4-5 and 8-10 February, 1 March, 5-6 April, 30 April, 9 June, 15 and 28 September, 11 and 25 October, 24 and 31 December', async () => {
    expect(await days('TW', 2027, ['public', 'bank'], [0, 6])).toEqual([
      '2027-01-01',
      '2027-02-04',
      '2027-02-05',
      '2027-02-08',
      '2027-02-09',
      '2027-02-10',
      '2027-03-01',
      '2027-04-05',
      '2027-04-06',
      '2027-04-30',
      '2027-06-09',
      '2027-09-15',
      '2027-09-28',
      '2027-10-11',
      '2027-10-25',
      '2027-12-24',
      '2027-12-31',
    ]);
  });

  it('no Saturday is worked in 2027 (the calendar has no 補行上班 day) and the 4 February to 10 February run counts no working day', async () => {
    expect((await workingDays('TW', '2027-01-01', '2027-12-31')).workdays).toEqual([]);
    expect(await workingDays('TW', '2027-02-04', '2027-02-10')).toMatchObject({ workingDays: 0, workdays: [] });
  });
});

describe('Hong Kong 2027: the general holidays for 2027 (GovHK)', () => {
  it('the general holidays other than Sundays are the list’s 17: the fourth day of Lunar New Year on 9 February, Good Friday to Easter Monday 26-29 March, Chung Yeung on 8 October, the first weekday after Christmas on Monday 27 December', async () => {
    expect(await days('HK', 2027, ['public', 'bank'], [0])).toEqual([
      '2027-01-01',
      '2027-02-06',
      '2027-02-08',
      '2027-02-09',
      '2027-03-26',
      '2027-03-27',
      '2027-03-29',
      '2027-04-05',
      '2027-05-01',
      '2027-05-13',
      '2027-06-09',
      '2027-07-01',
      '2027-09-16',
      '2027-10-01',
      '2027-10-08',
      '2027-12-25',
      '2027-12-27',
    ]);
  });
});
