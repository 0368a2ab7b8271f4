// GET /v3/working-days over a dataset of its own (2021-2022): the year
// boundary with a substitute day in the other year, a Friday-Saturday weekend,
// the UAE's 2022 weekend change, regional days, weekend holidays counted once,
// bank days, nationwide and regional (not days off), one-day spans, gating
// and the 400s.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import {
  CLDR_FALLBACK,
  cldrWeekend,
  currentWeekend,
  weekendHistory,
  weekendOn,
  weekendPeriods,
} from '../../core/weekend.js';
import { call, child, parseXml, schemaErrors, serveOwnDataset } from './helpers.js';

const own = serveOwnDataset('ph-working-days', async (dataDir) => {
  await build({
    outDir: dataDir,
    countries: ['US', 'AE', 'SA', 'DE', 'CH'],
    fromYear: 2021,
    toYear: 2022,
    at: '2026-01-01T00:00:00Z',
    keep: 1,
    workers: 1,
  });
});

interface Holiday {
  date: string;
  observed: string;
  name: string;
  substitute: boolean;
}

const workingDays = async (query: string, key = own.server.testKeys.key.builder) => {
  const answer = await call(own.server.url, `/v3/working-days?${query}`, { key });
  expect(answer.status, answer.text).toBe(200);
  expect(schemaErrors(/dataVersion=([\d.]+)/.exec(query)?.[1] ?? '3.1.0', answer.json.holidays)).toEqual([]);
  return answer.json;
};

const brief = (holidays: Holiday[]) =>
  holidays.map(({ date, observed, name, substitute }) => ({ date, observed, name, substitute }));

describe('working days', () => {
  it('counts a day off whose holiday belongs to the next year (US New Year 2022 observed 2021-12-31)', async () => {
    const answer = await workingDays('country=US&start=2021-12-27&end=2022-01-07');
    expect(Object.keys(answer)).toEqual([
      'workingDays',
      'weekendDays',
      'holidayDays',
      'days',
      'holidays',
      'workdays',
      'weekend',
      'weekendPeriods',
      'query',
      'requestId',
      'status',
    ]);
    // 12 days: Saturday 1 and Sunday 2 January are the weekend, Friday 31 December the day off; no makeup working day (no workdays file).
    expect(answer).toMatchObject({
      workingDays: 9,
      weekendDays: 2,
      holidayDays: 1,
      days: 12,
      workdays: [],
      weekend: [6, 0],
      query: 'country=US&start=2021-12-27&end=2022-01-07',
    });
    expect(brief(answer.holidays)).toEqual([
      { date: '2021-12-31', observed: '2021-12-31', name: "New Year's Day (substitute day)", substitute: true },
      { date: '2022-01-01', observed: '2021-12-31', name: "New Year's Day", substitute: false },
    ]);

    // Within 2021 alone, the 2022 record is still found: its day off is in 2021.
    const lastDay = await workingDays('country=US&start=2021-12-31&end=2021-12-31');
    expect(lastDay).toMatchObject({ workingDays: 0, weekendDays: 0, holidayDays: 1, days: 1 });
    expect(lastDay.holidays.map((holiday: Holiday) => holiday.date)).toEqual(['2021-12-31', '2022-01-01']);

    // And New Year's Day itself (a Saturday) removes no working day in 2022.
    const newYear = await workingDays('country=US&start=2022-01-01&end=2022-01-03');
    expect(newYear).toMatchObject({ workingDays: 1, weekendDays: 2, holidayDays: 0, holidays: [] });
  });

  it('uses a Friday-Saturday weekend in Saudi Arabia, and counts holidays on it once', async () => {
    // Eid al-Fitr 2021: Wednesday 12 to Saturday 15 May.
    const answer = await workingDays('country=SA&start=2021-05-09&end=2021-05-15');
    expect(answer).toMatchObject({ workingDays: 3, weekendDays: 2, holidayDays: 2, days: 7, weekend: [5, 6] });
    expect(answer.weekendPeriods).toEqual([{ from: '2021-05-09', to: '2021-05-15', weekend: [5, 6] }]);
    expect(brief(answer.holidays)).toEqual([
      { date: '2021-05-12', observed: '2021-05-12', name: 'End of Ramadan (Eid al-Fitr)', substitute: false },
      { date: '2021-05-13', observed: '2021-05-13', name: 'End of Ramadan (Eid al-Fitr)', substitute: false },
    ]);
  });

  it('follows the UAE from its Friday-Saturday weekend to Saturday-Sunday on 2022-01-01', async () => {
    const across = await workingDays('country=AE&start=2021-12-26&end=2022-01-08');
    // Friday 31 December under the old weekend; Saturday 1, Sunday 2 and Saturday 8 January under the new one.
    expect(across).toMatchObject({ workingDays: 10, weekendDays: 4, holidayDays: 0, days: 14, weekend: [6, 0] });
    expect(across.weekendPeriods).toEqual([
      { from: '2021-12-26', to: '2021-12-31', weekend: [5, 6] },
      { from: '2022-01-01', to: '2022-01-08', weekend: [6, 0] },
    ]);
    // Eid al-Fitr 2021 (Thursday to Saturday): only Thursday was a working day.
    const eid2021 = await workingDays('country=AE&start=2021-05-09&end=2021-05-15');
    expect(eid2021).toMatchObject({ workingDays: 4, weekendDays: 2, holidayDays: 1, weekend: [5, 6] });
    expect(eid2021.holidays.map((holiday: Holiday) => holiday.date)).toEqual(['2021-05-13']);
    // Eid al-Fitr 2022 (Monday to Wednesday) in a Sunday-to-Saturday week.
    const eid2022 = await workingDays('country=AE&start=2022-05-01&end=2022-05-07');
    expect(eid2022).toMatchObject({ workingDays: 2, weekendDays: 2, holidayDays: 3, weekend: [6, 0] });
  });

  it('counts a regional holiday only with its region, and only statutory days', async () => {
    // Epiphany (Thursday 6 January 2022) is statutory in DE-BW, DE-BY and DE-ST.
    const nationwide = await workingDays('country=DE&start=2022-01-03&end=2022-01-07');
    expect(nationwide).toMatchObject({ workingDays: 5, holidayDays: 0, holidays: [] });
    const bavaria = await workingDays('country=DE&start=2022-01-03&end=2022-01-07&regions=DE-BY');
    expect(bavaria).toMatchObject({ workingDays: 4, holidayDays: 1 });
    expect(bavaria.holidays.map((holiday: Holiday & { type: string }) => [holiday.name, holiday.type])).toEqual([
      ['Epiphany', 'regional'],
    ]);
    const berlin = await workingDays('country=DE&start=2022-01-03&end=2022-01-07&subdivision=DE-BE');
    expect(berlin).toMatchObject({ workingDays: 5, holidayDays: 0 });
    // Candlemas (Wednesday 2 February 2022) is listed for DE-BY, but as a religious day: no day off.
    const candlemas = await workingDays('country=DE&start=2022-01-31&end=2022-02-04&regions=DE-BY');
    expect(candlemas).toMatchObject({ workingDays: 5, holidayDays: 0 });
  });

  it('does not count a bank day as a day off: Christmas Eve and New Year’s Eve 2021 in Germany (Fridays)', async () => {
    // The dataset has both as nationwide bank days.
    const file = JSON.parse(readFileSync(join(own.dataDir, 'current', '3.1.0', 'DE', '2021.json'), 'utf8')) as {
      holidays: (Holiday & { type: string; subdivisions: string[] })[];
    };
    const banks = file.holidays.filter(
      (holiday) => holiday.type === 'bank' && holiday.subdivisions.length === 0 && holiday.date >= '2021-12-20',
    );
    expect(banks.map((holiday) => holiday.observed)).toEqual(['2021-12-24', '2021-12-31']);
    // Monday 20 to Friday 31 December: Christmas Day and Boxing Day fall on the weekend, the two Fridays are worked.
    const answer = await workingDays('country=DE&start=2021-12-20&end=2021-12-31');
    expect(answer).toMatchObject({ workingDays: 10, weekendDays: 2, holidayDays: 0, days: 12 });
  });

  it('does not count a regional bank day as a day off in its region: Valais, Monday after the Federal Fast, 20 September 2021 (a holiday in Vaud)', async () => {
    const file = JSON.parse(readFileSync(join(own.dataDir, 'current', '3.1.0', 'CH', '2021.json'), 'utf8')) as {
      holidays: (Holiday & { type: string; subdivisions: string[] })[];
    };
    // The same Monday is a statutory holiday in Vaud, a bank day in Valais, and an observance in Neuchâtel.
    const monday = file.holidays.filter((holiday) => holiday.observed === '2021-09-20');
    expect(monday.map((holiday) => [holiday.type, holiday.subdivisions])).toEqual([
      ['regional', ['CH-VD']],
      ['bank', ['CH-VS']],
      ['observance', ['CH-NE']],
    ]);
    const valais = await workingDays('country=CH&start=2021-09-20&end=2021-09-24&regions=CH-VS');
    expect(valais).toMatchObject({ workingDays: 5, holidayDays: 0, holidays: [] });
    const vaud = await workingDays('country=CH&start=2021-09-20&end=2021-09-24&regions=CH-VD');
    expect(vaud).toMatchObject({ workingDays: 4, holidayDays: 1 });
  });

  it('counts a day with two records once, and a holiday on the weekend as a weekend day only', async () => {
    // US Christmas 2021 (Saturday) is observed on Friday 24th, which also has its substitute record.
    const christmas = await workingDays('country=US&start=2021-12-24&end=2021-12-26');
    expect(christmas).toMatchObject({ workingDays: 0, weekendDays: 2, holidayDays: 1, days: 3 });
    expect(brief(christmas.holidays)).toEqual([
      { date: '2021-12-24', observed: '2021-12-24', name: 'Christmas Day (substitute day)', substitute: true },
      { date: '2021-12-25', observed: '2021-12-24', name: 'Christmas Day', substitute: false },
    ]);
    // UAE New Year's Day 2022 is a Saturday, not shifted: a weekend day, not a holiday day.
    const aeNewYear = await workingDays('country=AE&start=2022-01-01&end=2022-01-01');
    expect(aeNewYear).toMatchObject({ workingDays: 0, weekendDays: 1, holidayDays: 0, days: 1, holidays: [] });
  });

  it('answers one-day spans', async () => {
    expect(await workingDays('country=US&start=2022-01-04&end=2022-01-04')).toMatchObject({
      workingDays: 1,
      weekendDays: 0,
      holidayDays: 0,
      days: 1,
      holidays: [],
    });
    expect(await workingDays('country=SA&start=2021-09-23&end=2021-09-23')).toMatchObject({
      workingDays: 0,
      weekendDays: 0,
      holidayDays: 1,
      days: 1,
    });
    expect(await workingDays('country=SA&start=2021-09-24&end=2021-09-24')).toMatchObject({
      workingDays: 0,
      weekendDays: 1,
      holidayDays: 0,
      days: 1,
    });
  });

  it('answers in XML and in contract 3.1.2 too', async () => {
    const xml = await call(own.server.url, '/v3/working-days?country=AE&start=2021-12-30&end=2022-01-02&format=xml', {
      key: own.server.testKeys.key.growth,
    });
    expect(xml.status).toBe(200);
    const root = parseXml(xml.text);
    expect(child(root, 'workingDays')!.text).toBe('1');
    expect(child(root, 'weekendPeriods')!.children.map((period) => child(period, 'from')!.text)).toEqual([
      '2021-12-30',
      '2022-01-01',
    ]);
    const revised = await workingDays('country=US&start=2021-12-31&end=2021-12-31&dataVersion=3.1.2');
    expect(revised.holidays.every((holiday: { revision: number }) => holiday.revision >= 1)).toBe(true);
  });
});

describe('working days: access and errors', () => {
  const error = async (query: string, key = own.server.testKeys.key.titan) => {
    const answer = await call(own.server.url, `/v3/working-days?${query}`, { key });
    expect(answer.json.requestId).toBe(answer.headers['x-request-id']);
    return answer;
  };

  it('needs the Builder plan', async () => {
    const explorer = await error('country=US&start=2022-01-03&end=2022-01-07', own.server.testKeys.key.explorer);
    expect(explorer.status).toBe(403);
    expect(explorer.json.error.code).toBe('plan_restricted');
    expect(explorer.json.error.message).toContain('/v3/working-days needs the Builder plan or above');
    expect(explorer.headers['x-ratelimit-limit']).toBe('100');
    expect((await error('country=US&start=2022-01-03&end=2022-01-07', own.server.testKeys.key.starter)).status).toBe(
      200,
    );
  });

  it('refuses end before start, too long spans, days outside the data, bad days and missing ones', async () => {
    const reversed = await error('country=US&start=2022-01-07&end=2022-01-03');
    expect(reversed.status).toBe(400);
    expect(reversed.json.errors).toEqual([
      { parameter: 'end', message: 'end must not be before start (2022-01-07); got "2022-01-03"' },
    ]);

    const outside = await error('country=US&start=2020-12-31&end=2021-01-05');
    expect(outside.status).toBe(400);
    expect(outside.json.errors).toEqual([
      {
        parameter: 'start',
        message: 'start must be a day in 2021-2022 (the years published for US); got "2020-12-31"',
      },
    ]);

    // 2021-01-01 to 2031-01-08 is 3660 days: the longest span (refused here only for its end's year).
    const longest = await error('country=US&start=2021-01-01&end=2031-01-08');
    expect(longest.json.errors).toEqual([
      { parameter: 'end', message: 'end must be a day in 2021-2022 (the years published for US); got "2031-01-08"' },
    ]);
    const tooLong = await error('country=US&start=2021-01-01&end=2031-01-09');
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors).toEqual([
      { parameter: 'end', message: 'end must be a day in 2021-2022 (the years published for US); got "2031-01-09"' },
      {
        parameter: 'end',
        message:
          'the span from start to end is 3661 days; at most 3660 days are accepted: split longer spans into several requests',
      },
    ]);

    const bad = await error('country=US&start=2021-02-30');
    expect(bad.status).toBe(400);
    expect(bad.json.error.code).toBe('missing_parameter');
    expect(bad.json.errors.map((entry: { parameter: string }) => entry.parameter)).toEqual(['end', 'start']);

    const region = await error('country=US&start=2022-01-03&end=2022-01-07&regions=DE-BY');
    expect(region.status).toBe(400);
    expect(region.json.error.message).toContain('/v3/public-holidays/countries?code=US');
    expect((await error('country=US&start=2022-01-03&end=2022-01-07&year=2022')).json.error.code).toBe(
      'unknown_parameter',
    );
  });
});

describe('weekend conventions', () => {
  it('agree with the countries file today, and CLDR with its fallback table', async () => {
    const answer = await call(own.server.url, '/v3/countries', { key: own.server.testKeys.key.explorer });
    for (const country of answer.json.countries as { code: string; weekend: number[] }[]) {
      expect([country.code, currentWeekend(country.code)]).toEqual([country.code, country.weekend]);
    }
    for (const [country, weekend] of Object.entries(CLDR_FALLBACK))
      expect([country, cldrWeekend(country)]).toEqual([country, weekend]);
  });

  it("have a reviewed history (core/weekend-history.json): every weekend cited, oldest first, today's CLDR's unless the entry says why not", () => {
    const countries = Object.entries(weekendHistory());
    expect(countries.length).toBeGreaterThanOrEqual(4);
    for (const [country, entries] of countries) {
      expect(country).toMatch(/^[A-Z]{2}$/);
      entries.forEach((entry, index) => {
        const where = `${country} weekend ${index + 1}`;
        expect(entry.citation.length, `${where}: cited`).toBeGreaterThan(20);
        expect(entry.days.length, where).toBeGreaterThan(0);
        for (const day of entry.days) expect(day >= 0 && day <= 6, where).toBe(true);
        if (index === 0) expect(entry.since, `${where}: the first weekend has no since`).toBeUndefined();
        else
          expect(entry.since! > (entries[index - 1]!.since ?? ''), `${where}: since, after the one before`).toBe(true);
      });
      const today = entries.at(-1)!;
      if (!today.cldrDiffers)
        expect([country, [...cldrWeekend(country)].sort()]).toEqual([country, [...today.days].sort()]);
    }
  });

  it('know the weekends before a change', () => {
    expect(weekendOn('AE', '2006-08-31')).toEqual([4, 5]);
    expect(weekendOn('AE', '2021-12-31')).toEqual([5, 6]);
    expect(weekendOn('AE', '2022-01-01')).toEqual([6, 0]);
    expect(weekendOn('SA', '2013-06-28')).toEqual([4, 5]);
    expect(weekendOn('SA', '2013-06-29')).toEqual([5, 6]);
    expect(weekendPeriods('AE', '2006-01-01', '2022-12-31').map((period) => period.from)).toEqual([
      '2006-01-01',
      '2006-09-01',
      '2022-01-01',
    ]);
  });
});
