// The countries the project defines itself (countries/), asked for as a
// client asks: through /v3/public-holidays/list and /v3/public-holidays/countries
// of the full offline build (test/full-build.ts). Each country's cited days
// are in test/fixtures/country-expectations/<CC>.json: its national day and a
// holiday of each calendar it keeps, on the day the government kept it, each
// with the law or announcement it rests on.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { definitionsInEffect } from '../../../../sources/country-definitions.js';
import { call, qs, serveSharedFullBuild } from '../../helpers.js';

interface Check {
  date: string;
  name: string;
  type: string;
  citation: string;
}
interface Expectations {
  country: string;
  checks: Check[];
  noHolidays?: boolean;
}

const EXPECTATIONS_DIR = join(import.meta.dirname, '..', '..', '..', 'fixtures', 'country-expectations');
const expectations: Expectations[] = existsSync(EXPECTATIONS_DIR)
  ? readdirSync(EXPECTATIONS_DIR)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => JSON.parse(readFileSync(join(EXPECTATIONS_DIR, name), 'utf8')) as Expectations)
  : [];
const defined = definitionsInEffect();

const shared = serveSharedFullBuild();

const listed = async (country: string, year: number) => {
  const answer = await call(shared.server.url, `/v3/public-holidays/list?${qs({ country, year })}`, {
    key: shared.server.testKeys.key.titan,
  });
  expect(answer.status, `${country} ${year}: ${answer.text}`).toBe(200);
  return answer.json.holidays as { date: string; name: string; type: string; subdivisions: string[] }[];
};

describe('countries the project defines (countries/), through the API', () => {
  it('every defined country has its cited checks, and every check file a definition', () => {
    expect(expectations.map((entry) => entry.country)).toEqual(defined.map((definition) => definition.country));
    for (const entry of expectations) {
      const definition = defined.find((candidate) => candidate.country === entry.country)!;
      if (definition.noHolidays)
        expect(entry, `${entry.country} has no holidays of its own`).toMatchObject({ noHolidays: true, checks: [] });
      else
        expect(
          entry.checks.length,
          `${entry.country}: its national day and a holiday of each calendar it keeps`,
        ).toBeGreaterThanOrEqual(2);
      for (const check of entry.checks)
        expect(check.citation.length, `${entry.country} ${check.date} ${check.name}: cited`).toBeGreaterThan(20);
    }
  });

  it.each(expectations.filter((entry) => entry.checks.length > 0).map((entry) => [entry.country, entry] as const))(
    '%s: each cited day is listed, on its day, with its type',
    async (_country, entry) => {
      for (const check of entry.checks) {
        const holidays = await listed(entry.country, Number(check.date.slice(0, 4)));
        const found = holidays.filter((holiday) => holiday.date === check.date && holiday.name === check.name);
        expect(
          found.map((holiday) => [holiday.date, holiday.name, holiday.type]),
          `${entry.country}: ${check.name} on ${check.date} (${check.citation})`,
        ).toEqual([[check.date, check.name, check.type]]);
      }
    },
  );

  it('a territory with no holidays of its own answers 200 with an empty list, not a 400', async () => {
    for (const definition of defined.filter((candidate) => candidate.noHolidays))
      expect(await listed(definition.country, 2024), definition.country).toEqual([]);
  });

  it('the countries endpoint lists 250 or more codes, and every one answers a list request with 200', async () => {
    const answer = await call(shared.server.url, '/v3/public-holidays/countries', {
      key: shared.server.testKeys.key.titan,
    });
    expect(answer.status, answer.text).toBe(200);
    const codes = (answer.json.countries as { code: string }[]).map((country) => country.code);
    expect(codes.length).toBeGreaterThanOrEqual(250);
    for (const definition of defined) expect(codes).toContain(definition.country);
    for (const code of codes) {
      const list = await call(shared.server.url, `/v3/public-holidays/list?${qs({ country: code, year: 2025 })}`, {
        key: shared.server.testKeys.key.titan,
      });
      expect([code, list.status]).toEqual([code, 200]);
    }
  });
});
