// GET /v3/public-holidays/next over a dataset of its own (2021-2027), on a
// server whose clock is fixed inside it: across the new year, regions, types, bank days,
// the default day (today by that clock, in the country's zone), the end of
// the published years, and the 400s.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { dayInZone } from '../../server/endpoints/next.js';
import { call, schemaErrors, serveOwnDataset } from './helpers.js';

/** The server's clock: 3 a.m. UTC on 11 March 2026, still 10 March in New York. */
const NOW = Date.parse('2026-03-11T03:00:00Z');

const own = serveOwnDataset(
  'ph-next',
  async (dataDir) => {
    await build({
      outDir: dataDir,
      countries: ['US', 'GB', 'DE'],
      fromYear: 2021,
      toYear: 2027,
      at: '2026-01-01T00:00:00Z',
      keep: 1,
      workers: 1,
    });
  },
  { now: () => NOW },
);
const { dataDir } = own;

interface Holiday {
  date: string;
  observed: string;
  name: string;
  type: string;
  subdivisions: string[];
  deprecated: boolean;
}

const next = async (query: string, key = own.server.testKeys.key.explorer) => {
  const answer = await call(own.server.url, `/v3/public-holidays/next?${query}`, { key });
  expect(answer.status, answer.text).toBe(200);
  expect(schemaErrors('3.1.0', answer.json.holidays)).toEqual([]);
  return answer.json;
};

const dates = (holidays: Holiday[]) => holidays.map((holiday) => `${holiday.date} ${holiday.name}`);

describe('next holidays', () => {
  it('reads on into the next year', async () => {
    const answer = await next('country=US&date=2021-12-27&count=3');
    expect(Object.keys(answer)).toEqual(['date', 'holidays', 'query', 'requestId', 'status']);
    expect(answer.date).toBe('2021-12-27');
    expect(answer.query).toBe('country=US&date=2021-12-27&count=3');
    expect(dates(answer.holidays)).toEqual([
      "2021-12-31 New Year's Day (substitute day)",
      "2022-01-01 New Year's Day",
      '2022-01-17 Martin Luther King Jr. Day',
    ]);
    expect(answer.holidays[1].observed).toBe('2021-12-31');

    // The day itself is included; the default count is one.
    const one = await next('country=GB&date=2022-04-15');
    expect(dates(one.holidays)).toEqual(['2022-04-15 Good Friday']);
  });

  it('keeps nationwide statutory days without regions, adds a region’s with it, any type with type', async () => {
    // New Year 2022 is observed on the 3rd in England, Wales and Northern Ireland and on the 4th in Scotland: not nationwide;
    // nor is Easter Monday, which Scotland does not keep.
    const nationwide = await next('country=GB&date=2021-12-29&count=3');
    expect(dates(nationwide.holidays)).toEqual([
      '2022-04-15 Good Friday',
      '2022-05-02 Early May bank holiday',
      '2022-06-02 Spring bank holiday',
    ]);
    expect(
      nationwide.holidays.every((holiday: Holiday) => holiday.type === 'public' && holiday.subdivisions.length === 0),
    ).toBe(true);

    const scotland = await next('country=GB&date=2021-12-29&count=4&regions=GB-SCT', own.server.testKeys.key.builder);
    expect(
      scotland.holidays.map((holiday: Holiday) => [holiday.date, holiday.name, holiday.subdivisions.join(',')]),
    ).toEqual([
      ['2022-01-01', "New Year's Day", 'GB-SCT'],
      ['2022-01-02', 'January 2nd', 'GB-SCT'],
      ['2022-01-03', 'January 2nd (substitute day)', 'GB-SCT'],
      ['2022-01-04', "New Year's Day (substitute day)", 'GB-SCT'],
    ]);

    const observances = await next(
      'country=US&date=2022-02-01&count=1&type=observance',
      own.server.testKeys.key.builder,
    );
    expect(dates(observances.holidays)).toEqual(["2022-02-14 Valentine's Day"]);

    const german = await next('country=US&date=2022-07-01&language=de', own.server.testKeys.key.growth);
    expect(german.holidays.map((holiday: Holiday) => holiday.date)).toEqual(['2022-07-04']);
    expect(german.holidays[0].name).not.toBe('Independence Day');
  });

  it('passes over a bank day unless type asks for it (German Christmas Eve, Tuesday 24 December 2024)', async () => {
    const banks = await next('country=DE&date=2024-12-20&count=1&type=bank', own.server.testKeys.key.builder);
    expect(banks.holidays.map((holiday: Holiday) => [holiday.date, holiday.type, holiday.subdivisions.length])).toEqual(
      [['2024-12-24', 'bank', 0]],
    );
    const daysOff = await next('country=DE&date=2024-12-20&count=2');
    expect(daysOff.holidays.map((holiday: Holiday) => [holiday.date, holiday.type])).toEqual([
      ['2024-12-25', 'public'],
      ['2024-12-26', 'public'],
    ]);
  });

  it('starts from today in the country’s time zone, by the server’s clock, by default', async () => {
    const answer = await next('country=US&count=2');
    expect(dayInZone(NOW, 'UTC')).toBe('2026-03-11');
    expect(answer.date).toBe('2026-03-10');
    const file = JSON.parse(readFileSync(join(dataDir, 'current', '3.1.0', 'US', '2026.json'), 'utf8')) as {
      holidays: Holiday[];
    };
    const expected = file.holidays
      .filter(
        (holiday) =>
          holiday.date >= '2026-03-10' &&
          !holiday.deprecated &&
          holiday.type === 'public' &&
          holiday.subdivisions.length === 0,
      )
      .slice(0, 2)
      .map((holiday) => `${holiday.date} ${holiday.name}`);
    expect(dates(answer.holidays)).toEqual(expected);
    expect(expected).toHaveLength(2);
    expect((await next('country=GB&count=1')).date).toBe('2026-03-11');
  });

  it('stops at the end of the published years', async () => {
    const answer = await next('country=US&date=2027-12-20&count=5');
    expect(dates(answer.holidays)).toEqual([
      '2027-12-24 Christmas Day (substitute day)',
      '2027-12-25 Christmas Day',
      "2027-12-31 New Year's Day (substitute day)",
    ]);
  });

  it('refuses a bad count, a day outside the data and gated parameters', async () => {
    const key = own.server.testKeys.key.titan;
    for (const count of ['0', '51', 'x']) {
      const answer = await call(own.server.url, `/v3/public-holidays/next?country=US&count=${count}`, { key });
      expect(answer.status).toBe(400);
      expect(answer.json.errors).toEqual([
        { parameter: 'count', message: `count must be a number 1-50; got "${count}"` },
      ]);
    }
    const outside = await call(own.server.url, '/v3/public-holidays/next?country=US&date=2020-12-31', { key });
    expect(outside.status).toBe(400);
    expect(outside.json.errors).toEqual([
      { parameter: 'date', message: 'date must be a day in 2021-2027 (the years published for US); got "2020-12-31"' },
    ]);
    const missing = await call(own.server.url, '/v3/public-holidays/next?date=2022-01-01', { key });
    expect(missing.json.error.code).toBe('missing_parameter');
    const gated = await call(own.server.url, '/v3/public-holidays/next?country=US&regions=US-CA', {
      key: own.server.testKeys.key.explorer,
    });
    expect(gated.status).toBe(403);
    expect(gated.json.error.message).toContain('Builder');
  });
});
