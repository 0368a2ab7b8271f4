// GET /v3/public-holidays/list against the published test dataset: every
// parameter, every contract version, time zones and languages.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_VERSIONS } from '../../core/contracts.js';
import {
  call,
  child,
  parseXml,
  qs,
  schemaErrors,
  sharedDataset,
  startTestServer,
  stopServer,
  type Dataset,
  type TestServer,
} from './helpers.js';

let dataset: Dataset;
let server: TestServer;
let titan: string;

beforeAll(async () => {
  dataset = await sharedDataset();
  server = await startTestServer(dataset.dataDir);
  titan = server.testKeys.key.titan;
});
afterAll(() => stopServer(server));

interface Holiday {
  country: string;
  date: string;
  observed: string;
  start: string;
  end: string;
  id: string;
  name: string;
  name_local: string;
  public: boolean;
  subdivisions: string[];
  regions?: { code: string; type: string }[];
  type: string;
  substitute: boolean;
  deprecated: boolean;
  dataVersion: string;
  weekday: { date: { name: string; numeric: number }; observed: { name: string; numeric: number } };
  localLanguage?: string;
  variant?: number;
  revision?: number;
  updatedAt?: string;
}

/** A list answer's holidays; every one is checked against its contract schema on the way. */
async function list(params: Record<string, string | number>, key = titan): Promise<Holiday[]> {
  const answer = await call(server.url, `/v3/public-holidays/list?${qs(params)}`, { key });
  expect(answer.status, answer.text).toBe(200);
  expect(schemaErrors(String(params.dataVersion ?? '3.1.0'), answer.json.holidays)).toEqual([]);
  return answer.json.holidays as Holiday[];
}

const named = (holidays: Holiday[], name: string) => holidays.filter((holiday) => holiday.name === name);

describe('list: the envelope and the default answer', () => {
  it('counts the holidays of the answer in total, in every contract version, filtered or not, as published or presented', async () => {
    expect(CONTRACT_VERSIONS).toContain('3.2.0');
    for (const dataVersion of CONTRACT_VERSIONS) {
      for (const extra of ['', '&month=12', '&type=public', '&timezone=Asia/Tokyo', '&includeDeprecated=true']) {
        const answer = await call(
          server.url,
          `/v3/public-holidays/list?country=US&year=2025&dataVersion=${dataVersion}${extra}`,
          { key: titan },
        );
        expect(answer.status, `${dataVersion}${extra}`).toBe(200);
        expect(answer.json.holidays.length, `${dataVersion}${extra}`).toBeGreaterThan(0);
        expect(answer.json.total, `${dataVersion}${extra}`).toBe(answer.json.holidays.length);
      }
    }
  });

  it('returns US 2025 with Independence Day on 2025-07-04, in the contract envelope', async () => {
    const answer = await call(server.url, '/v3/public-holidays/list?country=US&year=2025', { key: titan });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Object.keys(answer.json)).toEqual(['holidays', 'total', 'query', 'requestId', 'status']);
    expect(answer.json.total).toBe(answer.json.holidays.length);
    expect(answer.json.status).toBe(200);
    expect(answer.json.query).toBe('country=US&year=2025');
    expect(answer.json.requestId).toBe(answer.headers['x-request-id']);
    const independence = named(answer.json.holidays, 'Independence Day');
    expect(independence).toHaveLength(1);
    expect(independence[0]).toMatchObject({
      country: 'US',
      date: '2025-07-04',
      observed: '2025-07-04',
      type: 'public',
      public: true,
      subdivisions: [],
      dataVersion: '3.1.0',
    });
    expect(independence[0]!.weekday).toEqual({
      date: { name: 'Friday', numeric: 5 },
      observed: { name: 'Friday', numeric: 5 },
    });
    expect(independence[0]!.start).toBe('2025-07-04T00:00:00Z');
    expect(independence[0]!.end).toBe('2025-07-04T23:59:59Z');
    expect(schemaErrors('3.1.0', answer.json.holidays)).toEqual([]);
    const dates = (answer.json.holidays as Holiday[]).map((holiday) => holiday.date);
    expect(dates.every((date) => date.startsWith('2025-'))).toBe(true);
    expect([...dates].sort()).toEqual(dates);
  });

  it('accepts a lower-case country code', async () => {
    const upper = await list({ country: 'US', year: 2025 });
    const lower = await list({ country: 'us', year: 2025 });
    expect(lower.map((holiday) => holiday.id)).toEqual(upper.map((holiday) => holiday.id));
  });

  it('hides the soft-removed record unless includeDeprecated=true', async () => {
    const { deprecated } = dataset;
    const hidden = await list({ country: 'US', year: 2025 });
    expect(hidden.some((holiday) => holiday.id === deprecated.id)).toBe(false);
    const shown = await list({ country: 'US', year: 2025, includeDeprecated: 'true' });
    expect(shown.find((holiday) => holiday.id === deprecated.id)).toMatchObject({
      name: "Valentine's Day",
      deprecated: true,
      date: '2025-02-14',
    });
    expect(shown).toHaveLength(hidden.length + 1);
    const explicitFalse = await list({ country: 'US', year: 2025, includeDeprecated: 'false' });
    expect(explicitFalse).toHaveLength(hidden.length);
  });
});

describe('list: date filters (on `date`)', () => {
  it('month keeps one month', async () => {
    const july = await list({ country: 'US', year: 2025, month: 7 });
    expect(july.length).toBeGreaterThan(0);
    expect(july.every((holiday) => holiday.date.slice(5, 7) === '07')).toBe(true);
    expect(named(july, 'Independence Day')).toHaveLength(1);
  });

  it('month and day keep one day; day alone keeps that day of every month', async () => {
    const christmas = await list({ country: 'US', year: 2025, month: 12, day: 25 });
    expect(christmas.map((holiday) => holiday.name)).toContain('Christmas Day');
    expect(christmas.every((holiday) => holiday.date === '2025-12-25')).toBe(true);
    const twentyFifths = await list({ country: 'US', year: 2025, day: '25' });
    expect(new Set(twentyFifths.map((holiday) => holiday.date.slice(8)))).toEqual(new Set(['25']));
    expect(new Set(twentyFifths.map((holiday) => holiday.date.slice(5, 7))).size).toBeGreaterThan(1);
  });

  it('after and before are exclusive bounds', async () => {
    const july = await list({ country: 'US', year: 2025, after: '2025-06-30', before: '2025-08-01' });
    expect(july.every((holiday) => holiday.date > '2025-06-30' && holiday.date < '2025-08-01')).toBe(true);
    expect(named(july, 'Independence Day')).toHaveLength(1);
    const afterTheFourth = await list({ country: 'US', year: 2025, after: '2025-07-04' });
    expect(named(afterTheFourth, 'Independence Day')).toHaveLength(0);
    expect(afterTheFourth.every((holiday) => holiday.date > '2025-07-04')).toBe(true);
  });

  it('legacy after=1 / before=1 compare with year-month-day instead of filtering by month and day', async () => {
    const after = await list({ country: 'US', year: 2025, month: 7, day: 4, after: 1 });
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((holiday) => holiday.date > '2025-07-04')).toBe(true);
    expect(new Set(after.map((holiday) => holiday.date.slice(5, 7))).size).toBeGreaterThan(1);
    const before = await list({ country: 'US', year: 2025, month: 7, day: 4, before: 1 });
    expect(before.every((holiday) => holiday.date < '2025-07-04')).toBe(true);
    expect(named(before, "New Year's Day")).toHaveLength(1);
    const off = await list({ country: 'US', year: 2025, after: 0, before: 0 });
    expect(off).toHaveLength((await list({ country: 'US', year: 2025 })).length);
  });
});

describe('list: scope, type and public filters', () => {
  it('regions keeps nationwide holidays plus those of the listed codes; subdivision is an alias', async () => {
    const california = await list({ country: 'US', year: 2025, regions: 'US-CA' });
    expect(
      california.every((holiday) => holiday.subdivisions.length === 0 || holiday.subdivisions.includes('US-CA')),
    ).toBe(true);
    expect(
      california.some((holiday) => holiday.name === 'César Chávez Day' && holiday.subdivisions.includes('US-CA')),
    ).toBe(true);
    expect(named(california, 'Pioneer Day')).toHaveLength(0);
    expect(named(california, 'Independence Day')).toHaveLength(1);
    const alias = await list({ country: 'US', year: 2025, subdivision: 'us-ca' });
    expect(alias.map((holiday) => holiday.id)).toEqual(california.map((holiday) => holiday.id));
    const all = await list({ country: 'US', year: 2025 });
    expect(named(all, 'Pioneer Day')).toHaveLength(1);
  });

  it('regions mixes ISO subdivision codes and city codes', async () => {
    const mixed = await list({ country: 'US', year: 2025, regions: 'US-UT,US-LOS-ANGELES' });
    expect(named(mixed, 'Kobe Bryant Day')[0]).toMatchObject({
      date: '2025-08-24',
      subdivisions: ['US-LOS-ANGELES'],
      regions: [{ code: 'US-LOS-ANGELES', type: 'city' }],
    });
    expect(named(mixed, 'Pioneer Day')).toHaveLength(1);
    expect(
      mixed.some((holiday) => holiday.subdivisions.includes('US-CA') && !holiday.subdivisions.includes('US-UT')),
    ).toBe(false);
  });

  it('type takes one type or a comma-separated list', async () => {
    const publicOnly = await list({ country: 'GB', year: 2025, type: 'public' });
    expect(publicOnly.length).toBeGreaterThan(0);
    expect(publicOnly.every((holiday) => holiday.type === 'public')).toBe(true);
    const two = await list({ country: 'GB', year: 2025, type: 'public,regional' });
    expect(new Set(two.map((holiday) => holiday.type))).toEqual(new Set(['public', 'regional']));
    expect(two.length).toBeGreaterThan(publicOnly.length);
  });

  it('public and public_only keep holidays whose `public` is true, with the meaning of the contract version', async () => {
    const all = await list({ country: 'US', year: 2025 });
    const legacy = await list({ country: 'US', year: 2025, public: 1 });
    const only = await list({ country: 'US', year: 2025, public_only: 'true' });
    expect(legacy.length).toBeGreaterThan(0);
    expect(
      legacy.every((holiday) => holiday.public && holiday.type === 'public' && holiday.subdivisions.length === 0),
    ).toBe(true);
    expect(only.map((holiday) => holiday.id)).toEqual(legacy.map((holiday) => holiday.id));
    expect(legacy.length).toBe(all.filter((holiday) => holiday.public).length);
    // 3.1.1: statutory within scope, so regional holidays count too.
    const inScope = await list({ country: 'US', year: 2025, public_only: 1, dataVersion: '3.1.1' });
    expect(inScope.some((holiday) => holiday.type === 'regional')).toBe(true);
    expect(inScope.length).toBeGreaterThan(legacy.length);
    expect(await list({ country: 'US', year: 2025, public: 0 })).toHaveLength(all.length);
  });
});

describe('list: contract versions', () => {
  it('serves each version in its own shape, valid against its schema', async () => {
    for (const version of ['3.1.0', '3.1.1', '3.1.2', '3.0.0']) {
      const answer = await call(server.url, `/v3/public-holidays/list?country=DE&year=2025&dataVersion=${version}`, {
        key: titan,
      });
      expect(answer.status).toBe(200);
      const holidays = answer.json.holidays as Holiday[];
      expect(holidays.length).toBeGreaterThan(10);
      expect(holidays.every((holiday) => holiday.dataVersion === version)).toBe(true);
      expect(schemaErrors(version, holidays)).toEqual([]);
    }
  });

  it('3.1.1 marks a regional holiday public where 3.1.0 does not', async () => {
    const v310 = await list({ country: 'DE', year: 2025, dataVersion: '3.1.0' });
    const v311 = await list({ country: 'DE', year: 2025, dataVersion: '3.1.1' });
    const epiphany310 = v310.find((holiday) => holiday.type === 'regional' && holiday.date === '2025-01-06')!;
    const epiphany311 = v311.find((holiday) => holiday.id === epiphany310.id)!;
    expect(epiphany310.public).toBe(false);
    expect(epiphany311.public).toBe(true);
  });

  it('3.1.2 adds variant, revision and updatedAt; 3.0.0 drops regions and localLanguage and echoes query as an object', async () => {
    const [v312] = await list({ country: 'US', year: 2025, month: 7, day: 4, dataVersion: '3.1.2' });
    expect(v312).toMatchObject({ variant: 1, revision: 1, updatedAt: '2026-01-01T00:00:00Z' });
    const answer = await call(
      server.url,
      '/v3/public-holidays/list?country=US&year=2025&month=7&day=4&dataVersion=3.0.0',
      { key: titan },
    );
    expect(answer.json.query).toEqual({ country: 'US', year: '2025', month: '7', day: '4', dataVersion: '3.0.0' });
    const v300 = answer.json.holidays[0] as Holiday;
    expect(v300.name).toBe('Independence Day');
    expect(v300).not.toHaveProperty('regions');
    expect(v300).not.toHaveProperty('localLanguage');
  });
});

describe('list: language', () => {
  it('language names the holiday in that language and keeps name_local', async () => {
    const german = await list({ country: 'DE', year: 2025, month: 12, day: 25, language: 'de' });
    expect(german[0]).toMatchObject({ name: '1. Weihnachtstag', name_local: '1. Weihnachtstag' });
    const french = await list({ country: 'DE', year: 2025, month: 12, day: 25, language: 'fr' });
    expect(french[0]!.name).toBe('Noël');
    expect(schemaErrors('3.1.0', french)).toEqual([]);
  });

  it('lang is an alias; language wins when both are sent; a region suffix is reduced', async () => {
    const lang = await list({ country: 'DE', year: 2025, month: 12, day: 25, lang: 'de' });
    expect(lang[0]!.name).toBe('1. Weihnachtstag');
    const both = await list({ country: 'DE', year: 2025, month: 12, day: 25, language: 'fr', lang: 'de' });
    expect(both[0]!.name).toBe('Noël');
    const portuguese = await list({ country: 'DE', year: 2025, month: 12, day: 25, language: 'pt-BR' });
    expect(portuguese[0]!.name).toBe('Natal');
  });

  it('a language without translations falls back to English, not an error', async () => {
    const english = await list({ country: 'JP', year: 2025, month: 1, day: 1 });
    const unknown = await list({ country: 'JP', year: 2025, month: 1, day: 1, language: 'xx' });
    expect(unknown[0]!.name).toBe("New Year's Day");
    expect(unknown.map((holiday) => holiday.name)).toEqual(english.map((holiday) => holiday.name));
    const japanese = await list({ country: 'JP', year: 2025, month: 1, day: 1, language: 'ja' });
    expect(japanese[0]!.name).toBe('元日');
  });
});

describe('list: time zones', () => {
  it('a Japanese New Year seen from New York starts on 31 December at 10:00-05:00', async () => {
    const [newYear] = await list({ country: 'JP', year: 2026, month: 1, day: 1, timezone: 'America/New_York' });
    expect(newYear).toMatchObject({
      name: "New Year's Day",
      date: '2025-12-31',
      observed: '2025-12-31',
      start: '2025-12-31T10:00:00-05:00',
      end: '2026-01-01T09:59:59-05:00',
      weekday: { date: { name: 'Wednesday', numeric: 3 }, observed: { name: 'Wednesday', numeric: 3 } },
    });
    expect(newYear!.id.startsWith('20260101_')).toBe(true);
    expect(schemaErrors('3.1.0', [newYear])).toEqual([]);
  });

  it('in its own zone a holiday starts at local midnight; the zone name may be in any case', async () => {
    const [tokyo] = await list({ country: 'JP', year: 2026, month: 1, day: 1, timezone: 'asia/tokyo' });
    expect(tokyo).toMatchObject({
      date: '2026-01-01',
      start: '2026-01-01T00:00:00+09:00',
      end: '2026-01-01T23:59:59+09:00',
    });
  });

  it('a part-day holiday keeps its hours (Christmas Eve in Germany from 14:00)', async () => {
    const eve = (await list({ country: 'DE', year: 2025, month: 12, day: 24, timezone: 'Europe/Berlin' })).find(
      (holiday) => holiday.name === 'Christmas Eve',
    )!;
    expect(eve.start).toBe('2025-12-24T14:00:00+01:00');
    expect(eve.end).toBe('2025-12-24T23:59:59+01:00');
    const [utcDefault] = await list({ country: 'DE', year: 2025, month: 12, day: 24 });
    expect(utcDefault!.start).toBe('2025-12-24T00:00:00Z');
  });

  it('a moved date moves observed by the same number of days, and every item stays valid', async () => {
    const converted = await list({ country: 'US', year: 2025, timezone: 'Pacific/Kiritimati' });
    const plain = await list({ country: 'US', year: 2025 });
    expect(converted).toHaveLength(plain.length);
    const independence = named(converted, 'Independence Day')[0]!;
    // New York midnight is 19:00 on the same day at UTC+14: the date moves one day on.
    expect(independence.date).toBe('2025-07-04');
    expect(independence.start).toBe('2025-07-04T18:00:00+14:00');
    const shifted = converted.filter((holiday, index) => holiday.date !== plain[index]!.date);
    for (const holiday of shifted) {
      const original = plain.find((each) => each.id === holiday.id)!;
      const days = (Date.parse(holiday.date) - Date.parse(original.date)) / 86_400_000;
      expect((Date.parse(holiday.observed) - Date.parse(original.observed)) / 86_400_000).toBe(days);
    }
    expect(schemaErrors('3.1.0', converted)).toEqual([]);
  });
});

describe('list: XML', () => {
  it('format=xml mirrors the JSON envelope one to one', async () => {
    const path = '/v3/public-holidays/list?country=US&year=2025&month=7&format=xml';
    const xml = await call(server.url, path, { key: titan });
    const json = await call(server.url, '/v3/public-holidays/list?country=US&year=2025&month=7', { key: titan });
    expect(xml.status).toBe(200);
    expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
    const root = parseXml(xml.text);
    expect(root.name).toBe('response');
    expect(root.children.map((element) => element.name)).toEqual(['holidays', 'total', 'query', 'requestId', 'status']);
    const holidays = child(root, 'holidays')!.children;
    expect(holidays.map((element) => element.name)).toEqual(json.json.holidays.map(() => 'holiday'));
    expect(holidays.map((element) => child(element, 'id')!.text)).toEqual(
      json.json.holidays.map((holiday: Holiday) => holiday.id),
    );
    const first = holidays[0]!;
    expect(first.children.map((element) => element.name)).toEqual(Object.keys(json.json.holidays[0]));
    expect(child(child(child(first, 'weekday')!, 'date')!, 'numeric')!.text).toBe(
      String(json.json.holidays[0].weekday.date.numeric),
    );
    expect(child(root, 'query')!.text).toBe('country=US&year=2025&month=7&format=xml');
    expect(child(root, 'status')!.text).toBe('200');
    expect(child(root, 'requestId')!.text).toBe(xml.headers['x-request-id']);
  });
});
