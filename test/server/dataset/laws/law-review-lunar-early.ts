// The lunar holidays before the first yearly list on file (issue 26 item 2; reviews/KH.json, LA.json, MM.json,
// BT.json, MY.json, RU.json): the laws held them before 2020, and the calendar engines give their days as estimates
// (sources/calendars/khmer.json, burmese.json, tibetan.json, hindu.json, each entry citing the law and the engine's
// reference table); Laos's notices of 2011, 2016 and 2019 as dated rules (countries/LA.json); Russia's weekend
// days worked for the moved days off of 2000, 2002 and 2003 (workdays/RU.json). Asked as a client asks: through
// /v3/public-holidays/list and /v3/working-days of the shared full offline build.

import { describe, expect, it } from 'vitest';
import { call, qs, serveSharedFullBuild } from '../../helpers.js';
import { type Listed, lawReviewClient } from '../../law-review-client.js';

const shared = serveSharedFullBuild();
const { listed, datesOf, workingDays } = lawReviewClient(shared);

type Estimated = Listed & { estimated?: boolean };
/** [date, estimated] of the nationwide records of that name in the year. */
const estimatesOf = async (country: string, year: number, name: string) =>
  ((await listed(country, year)) as Estimated[])
    .filter((holiday) => holiday.name === name && holiday.subdivisions.length === 0)
    .map((holiday) => [holiday.date, holiday.estimated === true]);

describe('Cambodia before 2020: the sub-decrees held the lunar holidays and the New Year (the Khmer engine, estimates)', () => {
  it("2017 gives the days of that year's list (Pulse Asia): Meak Bochea 11 February, New Year 14-16 April, Visak Bochea 10 May, Royal Ploughing 14 May, Pchum Ben 19-21 September, Water Festival 2-4 November", async () => {
    const pub = (dates: string[]) => dates.map((date) => [date, 'public']);
    expect(await datesOf('KH', 2017, 'Meak Bochea Day')).toEqual(pub(['2017-02-11']));
    expect(await datesOf('KH', 2017, 'Khmer New Year')).toEqual(pub(['2017-04-14', '2017-04-15', '2017-04-16']));
    expect(await datesOf('KH', 2017, 'Visak Bochea Day')).toEqual(pub(['2017-05-10']));
    expect(await datesOf('KH', 2017, 'Royal Ploughing Ceremony')).toEqual(pub(['2017-05-14']));
    expect(await datesOf('KH', 2017, 'Pchum Ben')).toEqual(pub(['2017-09-19', '2017-09-20', '2017-09-21']));
    expect(await datesOf('KH', 2017, 'Water Festival')).toEqual(pub(['2017-11-02', '2017-11-03', '2017-11-04']));
  });

  it('2019 the sub-decree of 4 October 2018 (ECCC): Meak Bochea 19 February, Visak Bochea 18 May, Pchum Ben from 27 September, dated rules and no estimates (countries/KH.json); every year 2000-2019 has its New Year and Water Festival', async () => {
    expect(await estimatesOf('KH', 2019, 'Meak Bochea Day')).toEqual([['2019-02-19', false]]);
    expect(await estimatesOf('KH', 2019, 'Visak Bochea Day')).toEqual([['2019-05-18', false]]);
    expect((await estimatesOf('KH', 2019, 'Pchum Ben'))[0]).toEqual(['2019-09-27', false]);
    for (let year = 2000; year <= 2019; year++) {
      // Three days, or four when the Sun is still in the first degree of Aries (13-16 April 2001 and 2016, as in 2020 and 2024).
      expect((await estimatesOf('KH', year, 'Khmer New Year')).length, String(year)).toBe(
        year === 2001 || year === 2016 ? 4 : 3,
      );
      expect(await estimatesOf('KH', year, 'Water Festival'), String(year)).toHaveLength(3);
    }
  });

  it('Meak Bochea ends with 2019 (the sub-decree of 2 August 2019 cut it from 2020)', async () => {
    expect(await datesOf('KH', 2020, 'Meak Bochea Day')).toEqual([]);
    expect(await datesOf('KH', 2027, 'Meak Bochea Day')).toEqual([]);
  });
});

describe("Laos before 2020: the New Year (Pi Mai Lao), by the notices on file and the Khmer engine's Sangkran between", () => {
  it('the notices: 13-15 April 2011; 13-16 April 2016 with 12 April in lieu; 14-16 April 2019 with 17 April in lieu, none estimated', async () => {
    expect(await estimatesOf('LA', 2011, 'Lao New Year')).toEqual([
      ['2011-04-13', false],
      ['2011-04-14', false],
      ['2011-04-15', false],
    ]);
    expect(await estimatesOf('LA', 2016, 'Lao New Year (compensation)')).toEqual([['2016-04-12', false]]);
    expect(await estimatesOf('LA', 2016, 'Lao New Year')).toHaveLength(4);
    expect(await estimatesOf('LA', 2019, 'Lao New Year')).toEqual([
      ['2019-04-14', false],
      ['2019-04-15', false],
      ['2019-04-16', false],
    ]);
    expect(await estimatesOf('LA', 2019, 'Lao New Year (compensation)')).toEqual([['2019-04-17', false]]);
  });

  it('the other years three estimated days from the Sangkran: 14-16 April 2005, 13-15 April 2012', async () => {
    expect(await estimatesOf('LA', 2005, 'Lao New Year')).toEqual([
      ['2005-04-14', true],
      ['2005-04-15', true],
      ['2005-04-16', true],
    ]);
    expect((await estimatesOf('LA', 2012, 'Lao New Year')).map(([date]) => date)).toEqual([
      '2012-04-13',
      '2012-04-14',
      '2012-04-15',
    ]);
  });
});

describe('Myanmar before 2020: the full moons, Thadingyut, Tazaungdaing, National Day, Kayin New Year and Thingyan (the Burmese engine, estimates)', () => {
  it("Kayin New Year 2019 twice, on the embassy's list's days (6 January, the State Counsellor's Kayin New Year Day message; 26 December, the Union Government's 2019 list)", async () => {
    expect(await estimatesOf('MM', 2019, 'Kayin New Year')).toEqual([
      ['2019-01-06', false],
      ['2019-12-26', false],
    ]);
  });

  it('every year 2000-2019 has the Kason full moon, Thadingyut (the full moon alone to 2016, three days from 2017, five in 2019) and Thingyan from Akyo to New Year’s Day', async () => {
    for (let year = 2000; year <= 2019; year++) {
      expect(await estimatesOf('MM', year, 'Full Moon Day of Kason'), String(year)).toHaveLength(1);
      // 2017: the President's Office added the days either side of the full moon; 2019: the five days of Notification
      // No. 4/2019 (test/server/dataset/calendars/announced-mm-4.ts).
      expect(await estimatesOf('MM', year, 'Thadingyut holidays'), String(year)).toHaveLength(
        year === 2019 ? 5 : year >= 2017 ? 3 : 1,
      );
      const thingyan = await estimatesOf('MM', year, 'Myanmar New Year (Thingyan)');
      expect(thingyan.length, String(year)).toBeGreaterThanOrEqual(4);
      // 2017: the President's Office's 13-17 April; 2015, 2016 and 2019: the Union Government's lists (countries/MM.json).
      expect(
        thingyan.every(([, estimated]) => estimated === ![2015, 2016, 2017, 2019].includes(year)),
        String(year),
      ).toBe(true);
    }
  });
});

describe('Bhutan 2007-2019: the Tibetan-calendar days of the lists (the Bhutanese version, estimates)', () => {
  it('Losar 22-23 February 2012 and the Traditional Day of Offering 24 January 2012 (E. Henning’s Bhutanese calendar)', async () => {
    expect(await estimatesOf('BT', 2012, 'Losar')).toEqual([
      ['2012-02-22', true],
      ['2012-02-23', true],
    ]);
    expect(await estimatesOf('BT', 2012, 'Traditional Day of Offering')).toEqual([['2012-01-24', true]]);
  });

  it('every year 2007-2019 has Losar and Dashain; 2006, before the first list found, is not served (countries/BT.json since)', async () => {
    for (let year = 2007; year <= 2019; year++) {
      expect(await estimatesOf('BT', year, 'Losar'), String(year)).toHaveLength(2);
      expect(await estimatesOf('BT', year, 'Dashain'), String(year)).toHaveLength(1);
    }
    const answer = await call(
      shared.server.url,
      `/v3/public-holidays/list?${qs({ country: 'BT', year: 2006, dataVersion: '3.2.0' })}`,
      { key: shared.server.testKeys.key.titan },
    );
    expect(answer.status, answer.text).toBe(400);
    expect(answer.text).toContain('between 2007 and 2035');
  });
});

describe('Malaysia: Thaipusam 2000-2010 in the States that keep it (Hindu engine, the Pushya rule at Kuala Lumpur)', () => {
  const thaipusam = async (year: number) =>
    ((await listed('MY', year)) as Estimated[]).filter((holiday) => holiday.name === 'Thaipusam');

  it('30 January 2010 in Selangor, Kuala Lumpur, Penang, Perak, Negeri Sembilan, Johor and Putrajaya, not Kedah, an estimate', async () => {
    const days = await thaipusam(2010);
    expect([...new Set(days.map((holiday) => holiday.date))]).toEqual(['2010-01-30']);
    expect(days.flatMap((holiday) => holiday.subdivisions).sort()).toEqual([
      'MY-01',
      'MY-05',
      'MY-07',
      'MY-08',
      'MY-10',
      'MY-14',
      'MY-16',
    ]);
    expect(days.every((holiday) => holiday.estimated === true)).toBe(true);
  });

  it('every year 2000-2010 has it; Putrajaya from 2001, a Federal Territory from 1 February 2001', async () => {
    for (let year = 2000; year <= 2010; year++) expect((await thaipusam(year)).length, String(year)).toBeGreaterThan(0);
    expect((await thaipusam(2000)).flatMap((holiday) => holiday.subdivisions)).not.toContain('MY-16');
    expect((await thaipusam(2001)).flatMap((holiday) => holiday.subdivisions)).toContain('MY-16');
  });
});

describe("Russia: the weekend days worked for the Government's moved days off of 2000, 2002 and 2003", () => {
  it('2000: Saturdays 6 May, 4 November and 9 December', async () => {
    expect((await workingDays('RU', '2000-01-01', '2000-12-31')).workdays.map((day) => day.date)).toEqual([
      '2000-05-06',
      '2000-11-04',
      '2000-12-09',
    ]);
  });

  it('2002: Saturdays 27 April and 18 May, Sundays 10 November and 15 December', async () => {
    expect((await workingDays('RU', '2002-01-01', '2002-12-31')).workdays.map((day) => day.date)).toEqual([
      '2002-04-27',
      '2002-05-18',
      '2002-11-10',
      '2002-12-15',
    ]);
  });

  it('2003: Saturday 4 and Sunday 5 January (3 and 6 January off), Saturday 21 June (13 June off)', async () => {
    const january = await workingDays('RU', '2003-01-01', '2003-01-07');
    expect(january.workdays.map((day) => day.date)).toEqual(['2003-01-04', '2003-01-05']);
    // 1-3 January and 6-7 January off; the weekend of 4-5 January worked.
    expect(january.workingDays).toBe(2);
    expect((await workingDays('RU', '2003-06-01', '2003-06-30')).workdays.map((day) => day.date)).toEqual([
      '2003-06-21',
    ]);
  });
});
