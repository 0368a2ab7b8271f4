// South Korea's reviewed days (amendments/KR.json), asked for as a client
// asks: through /v3/public-holidays/list and /v3/working-days. The election
// days of term-expiry elections and the temporary public holidays the State
// Council designated, which the rule library lacks, Labour Day, a public
// holiday from 2026, and the national days whose status the law changed
// (Arbor Day until 2005, Constitution Day until 2007, Hangul Day from 2013).

import { describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { DEFAULT_AMENDMENTS_DIR } from '../../sources/amendments.js';
import { call, qs, serveOwnDataset } from './helpers.js';

const own = serveOwnDataset('ph-korea', async (dataDir) => {
  await build({
    outDir: dataDir,
    countries: ['KR'],
    fromYear: 2000,
    toYear: 2027,
    at: '2026-01-01T00:00:00Z',
    keep: 1,
    workers: 1,
    offline: true,
    amendmentsDir: DEFAULT_AMENDMENTS_DIR,
  });
});

const listed = async (year: number) => {
  const answer = await call(
    own.server.url,
    `/v3/public-holidays/list?${qs({ country: 'KR', year, dataVersion: '3.2.0' })}`,
    { key: own.server.testKeys.key.titan },
  );
  expect(answer.status, answer.text).toBe(200);
  return answer.json.holidays as {
    date: string;
    name: string;
    name_local: string;
    localLanguage: string;
    type: string;
    sources: string[];
  }[];
};

// Every day the amendments add, by year: [date, name, Korean name]; the
// national days of STATUS_CHANGED are checked in a test of their own below.
const STATUS_CHANGED = new Set(['Arbor Day', 'Constitution Day', 'Hangul Day']);

const ADDED: Record<number, [string, string, string][]> = {
  2000: [['2000-04-13', 'National Assembly Election Day', '국회의원선거일']],
  2001: [],
  2002: [
    ['2002-06-13', 'Local Elections Day', '전국동시지방선거일'],
    ['2002-07-01', 'Temporary Public Holiday', '임시공휴일'],
    ['2002-12-19', 'Presidential Election Day', '대통령선거일'],
  ],
  2003: [],
  2004: [['2004-04-15', 'National Assembly Election Day', '국회의원선거일']],
  2005: [],
  2006: [['2006-05-31', 'Local Elections Day', '전국동시지방선거일']],
  2007: [['2007-12-19', 'Presidential Election Day', '대통령선거일']],
  2008: [['2008-04-09', 'National Assembly Election Day', '국회의원선거일']],
  2009: [],
  2010: [['2010-06-02', 'Local Elections Day', '전국동시지방선거일']],
  2011: [],
  2012: [
    ['2012-04-11', 'National Assembly Election Day', '국회의원선거일'],
    ['2012-12-19', 'Presidential Election Day', '대통령선거일'],
  ],
  2013: [],
  2014: [['2014-06-04', 'Local Elections Day', '전국동시지방선거일']],
  2015: [['2015-08-14', 'Temporary Public Holiday', '임시공휴일']],
  2016: [
    ['2016-04-13', 'National Assembly Election Day', '국회의원선거일'],
    ['2016-05-06', 'Temporary Public Holiday', '임시공휴일'],
  ],
  2017: [
    ['2017-05-09', 'Presidential Election Day', '대통령선거일'],
    ['2017-10-02', 'Temporary Public Holiday', '임시공휴일'],
  ],
  2018: [['2018-06-13', 'Local Elections Day', '전국동시지방선거일']],
  2019: [],
  2020: [
    ['2020-04-15', 'National Assembly Election Day', '국회의원선거일'],
    ['2020-08-17', 'Temporary Public Holiday', '임시공휴일'],
  ],
  2021: [],
  2022: [
    ['2022-03-09', 'Presidential Election Day', '대통령선거일'],
    ['2022-06-01', 'Local Elections Day', '전국동시지방선거일'],
  ],
  2023: [['2023-10-02', 'Temporary Public Holiday', '임시공휴일']],
  2024: [
    ['2024-04-10', 'National Assembly Election Day', '국회의원선거일'],
    ['2024-10-01', 'Temporary Public Holiday', '임시공휴일'],
  ],
  2025: [
    ['2025-01-27', 'Temporary Public Holiday', '임시공휴일'],
    ['2025-06-03', 'Presidential Election Day', '대통령선거일'],
  ],
  2026: [
    ['2026-05-01', 'Labour Day', '노동절'],
    ['2026-06-03', 'Local Elections Day', '전국동시지방선거일'],
  ],
};

describe('South Korea: election days and temporary public holidays', () => {
  it.each(Object.entries(ADDED).map(([year, days]) => [Number(year), days] as const))(
    '%i: the added days, public, from the amendments',
    async (year, days) => {
      // The national days whose status an entry changes (or, for Arbor Day, restores) are checked below.
      const fromAmendments = (await listed(year)).filter(
        (holiday) => holiday.sources.includes('amendments') && !STATUS_CHANGED.has(holiday.name),
      );
      expect(
        fromAmendments.map((holiday) => [
          holiday.date,
          holiday.name,
          holiday.name_local,
          holiday.localLanguage,
          holiday.type,
          holiday.sources,
        ]),
      ).toEqual(days.map(([date, name, nameLocal]) => [date, name, nameLocal, 'ko', 'public', ['amendments']]));
    },
  );

  it("keeps the library's days beside them (2025: Seollal after the temporary holiday of 27 January)", async () => {
    const january = (await listed(2025)).filter(
      (holiday) => holiday.date.startsWith('2025-01-2') || holiday.date.startsWith('2025-01-3'),
    );
    expect(january.map((holiday) => [holiday.date, holiday.name])).toEqual([
      ['2025-01-27', 'Temporary Public Holiday'],
      ['2025-01-28', 'Korean New Year'],
      ['2025-01-29', 'Korean New Year'],
      ['2025-01-30', 'Korean New Year'],
    ]);
  });

  it('counts the election day out of the working days', async () => {
    // 8-12 April 2024: five weekdays, one of them the National Assembly election day.
    const answer = await call(
      own.server.url,
      `/v3/working-days?${qs({ country: 'KR', start: '2024-04-08', end: '2024-04-14' })}`,
      { key: own.server.testKeys.key.builder },
    );
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({ days: 7, weekendDays: 2, holidayDays: 1, workingDays: 4 });
  });

  it('counts Labour Day 2026 out of the working days, and not 1 May 2025 (a paid day off under the Labour Standards Act, not a public holiday)', async () => {
    // 27 April-8 May 2026: ten weekdays, two of them Labour Day (Friday 1 May) and Children's Day (Tuesday 5 May).
    const in2026 = await call(
      own.server.url,
      `/v3/working-days?${qs({ country: 'KR', start: '2026-04-27', end: '2026-05-08' })}`,
      { key: own.server.testKeys.key.builder },
    );
    expect(in2026.status, in2026.text).toBe(200);
    expect(in2026.json).toMatchObject({ days: 12, weekendDays: 2, holidayDays: 2, workingDays: 8 });
    // 28 April-2 May 2025: five weekdays and no public holiday.
    const in2025 = await call(
      own.server.url,
      `/v3/working-days?${qs({ country: 'KR', start: '2025-04-28', end: '2025-05-02' })}`,
      { key: own.server.testKeys.key.builder },
    );
    expect(in2025.status, in2025.text).toBe(200);
    expect(in2025.json).toMatchObject({ days: 5, weekendDays: 0, holidayDays: 0, workingDays: 5 });
  });

  it('gives each national day the status the law gave it that year: Arbor Day public until 2005, Constitution Day until 2007, Hangul Day again from 2013', async () => {
    const status = async (year: number, name: string) =>
      (await listed(year)).filter((holiday) => holiday.name === name).map((holiday) => [holiday.date, holiday.type]);
    expect(await status(2005, 'Arbor Day')).toEqual([['2005-04-05', 'public']]);
    expect(await status(2006, 'Arbor Day')).toEqual([]);
    expect(await status(2007, 'Constitution Day')).toEqual([['2007-07-17', 'public']]);
    expect(await status(2008, 'Constitution Day')).toEqual([['2008-07-17', 'observance']]);
    expect(await status(2026, 'Constitution Day')).toEqual([['2026-07-17', 'public']]);
    expect(await status(2012, 'Hangul Day')).toEqual([['2012-10-09', 'observance']]);
    expect(await status(2013, 'Hangul Day')).toEqual([['2013-10-09', 'public']]);
    // A working week of 2012 with Hangul Day in it: no holiday; the same week of 2013 has one.
    const week = async (start: string, end: string) =>
      (
        await call(own.server.url, `/v3/working-days?${qs({ country: 'KR', start, end })}`, {
          key: own.server.testKeys.key.builder,
        })
      ).json;
    expect(await week('2012-10-08', '2012-10-12')).toMatchObject({ holidayDays: 0, workingDays: 5 });
    expect(await week('2013-10-07', '2013-10-11')).toMatchObject({ holidayDays: 1, workingDays: 4 });
  });

  it('gives Labour Day its substitute day when it falls on a weekend: Saturday 1 May 2027, Monday 3 May off', async () => {
    const answer = await call(own.server.url, `/v3/public-holidays/list?${qs({ country: 'KR', year: 2027 })}`, {
      key: own.server.testKeys.key.titan,
    });
    expect(answer.status, answer.text).toBe(200);
    const may = (answer.json.holidays as { date: string; observed: string; name: string }[]).filter(
      (holiday) => holiday.date.startsWith('2027-05-0') && holiday.name.startsWith('Labour Day'),
    );
    expect(may.map((holiday) => [holiday.date, holiday.observed, holiday.name])).toEqual([
      ['2027-05-01', '2027-05-03', 'Labour Day'],
      ['2027-05-03', '2027-05-03', 'Labour Day (substitute day)'],
    ]);
  });
});
