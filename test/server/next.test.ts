// GET /v3/public-holidays/next over a dataset of its own (2021-2027, so that
// today is inside it): across the new year, regions, types, the default day,
// the end of the published years, and the 400s.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { dayInZone } from '../../server/endpoints/next.js';
import { call, schemaErrors, serveOwnDataset } from './helpers.js';

const own = serveOwnDataset('ph-next', async (dataDir) => {
  await build({ outDir: dataDir, countries: ['US', 'GB'], fromYear: 2021, toYear: 2027, at: '2026-01-01T00:00:00Z', keep: 1, workers: 2 });
});
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
    expect(dates(answer.holidays)).toEqual(["2021-12-31 New Year's Day (substitute day)", "2022-01-01 New Year's Day", '2022-01-17 Martin Luther King Jr. Day']);
    expect(answer.holidays[1].observed).toBe('2021-12-31');

    // The day itself is included; the default count is one.
    const one = await next('country=GB&date=2022-01-03');
    expect(dates(one.holidays)).toEqual(["2022-01-03 New Year's Day (substitute day)"]);
  });

  it('keeps nationwide statutory days without regions, adds a region’s with it, any type with type', async () => {
    const nationwide = await next('country=GB&date=2021-12-29&count=3');
    expect(dates(nationwide.holidays)).toEqual(["2022-01-01 New Year's Day", "2022-01-03 New Year's Day (substitute day)", '2022-04-15 Good Friday']);
    expect(nationwide.holidays.every((holiday: Holiday) => holiday.type === 'public' && holiday.subdivisions.length === 0)).toBe(true);

    const scotland = await next('country=GB&date=2021-12-29&count=4&regions=GB-SCT', own.server.testKeys.key.builder);
    expect(scotland.holidays.map((holiday: Holiday) => [holiday.date, holiday.name, holiday.subdivisions.join(',')])).toEqual([
      ['2022-01-01', "New Year's Day", ''],
      ['2022-01-01', "New Year's Day", 'GB-SCT'],
      ['2022-01-02', 'January 2nd', 'GB-SCT'],
      ['2022-01-03', 'January 2nd (substitute day)', 'GB-SCT'],
    ]);

    const observances = await next('country=US&date=2022-02-01&count=1&type=observance', own.server.testKeys.key.builder);
    expect(dates(observances.holidays)).toEqual(["2022-02-14 Valentine's Day"]);

    const german = await next('country=US&date=2022-07-01&language=de', own.server.testKeys.key.growth);
    expect(german.holidays.map((holiday: Holiday) => holiday.date)).toEqual(['2022-07-04']);
    expect(german.holidays[0].name).not.toBe('Independence Day');
  });

  it('starts from today in the country’s time zone by default', async () => {
    const answer = await next('country=US&count=2');
    const today = dayInZone(Date.now(), 'America/New_York');
    // A request made just around midnight may see the day before or after.
    const expectedFor = (day: string) => {
      const found: string[] = [];
      for (let year = Number(day.slice(0, 4)); year <= 2027 && found.length < 2; year++) {
        const file = JSON.parse(readFileSync(join(dataDir, 'current', '3.1.0', 'US', `${year}.json`), 'utf8')) as { holidays: Holiday[] };
        for (const holiday of file.holidays) {
          if (found.length < 2 && holiday.date >= day && !holiday.deprecated && holiday.type === 'public' && holiday.subdivisions.length === 0) found.push(`${holiday.date} ${holiday.name}`);
        }
      }
      return found;
    };
    expect([today, dayInZone(Date.now() - 60_000, 'America/New_York')]).toContain(answer.date);
    expect(dates(answer.holidays)).toEqual(expectedFor(answer.date));
    expect(answer.holidays).toHaveLength(2);
  });

  it('stops at the end of the published years', async () => {
    const answer = await next('country=US&date=2027-12-20&count=5');
    expect(dates(answer.holidays)).toEqual(['2027-12-24 Christmas Day (substitute day)', '2027-12-25 Christmas Day', "2027-12-31 New Year's Day (substitute day)"]);
  });

  it('refuses a bad count, a day outside the data and gated parameters', async () => {
    const key = own.server.testKeys.key.titan;
    for (const count of ['0', '51', 'x']) {
      const answer = await call(own.server.url, `/v3/public-holidays/next?country=US&count=${count}`, { key });
      expect(answer.status).toBe(400);
      expect(answer.json.errors).toEqual([{ parameter: 'count', message: `count must be a number 1-50; got "${count}"` }]);
    }
    const outside = await call(own.server.url, '/v3/public-holidays/next?country=US&date=2020-12-31', { key });
    expect(outside.status).toBe(400);
    expect(outside.json.errors).toEqual([{ parameter: 'date', message: 'date must be a day in 2021-2027 (the years published for US); got "2020-12-31"' }]);
    const missing = await call(own.server.url, '/v3/public-holidays/next?date=2022-01-01', { key });
    expect(missing.json.error.code).toBe('missing_parameter');
    const gated = await call(own.server.url, '/v3/public-holidays/next?country=US&regions=US-CA', { key: own.server.testKeys.key.explorer });
    expect(gated.status).toBe(403);
    expect(gated.json.error.message).toContain('Builder');
  });
});
