// The other endpoints: countries (and its alias), check, healthz and the
// OpenAPI document, which must describe every route the server answers.

import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_PATHS } from '../../server/endpoints/index.js';
import * as dateHolidays from '../../sources/date-holidays.js';
import { OFFICIAL_SOURCES } from '../../sources/registry.js';
import { sourceStatuses } from '../../pipeline/source-statuses.js';
import type { Correction } from '../../sources/corrections.js';
import * as lunarDates from '../../sources/lunar-dates.js';
import type { SourceRun } from '../../sources/official.js';
import * as workdays from '../../sources/workdays.js';
import type { WorkdaysDocument } from '../../core/workdays.js';
import { renderOpenApi } from '../../server/openapi.js';
import { addContractSchemas } from '../../core/contract-schemas.js';
import {
  call,
  child,
  parseXml,
  schemaErrors,
  sharedDataset,
  startTestServer,
  stopServer,
  type TestServer,
} from './helpers.js';

let server: TestServer;
let dataset: Awaited<ReturnType<typeof sharedDataset>>;

beforeAll(async () => {
  dataset = await sharedDataset();
  server = await startTestServer(dataset.dataDir);
});
afterAll(() => stopServer(server));

const key = () => server.testKeys.key.titan;

describe('countries', () => {
  it('lists every published country with its facts, valid against the contract', async () => {
    const answer = await call(server.url, '/v3/public-holidays/countries', { key: key() });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json)).toEqual(['countries', 'query', 'requestId', 'status']);
    expect(answer.json.query).toBe('');
    const codes = answer.json.countries.map((country: { code: string }) => country.code);
    expect(codes).toEqual(['AE', 'AU', 'DE', 'GB', 'IT', 'JP', 'US']);
    const us = answer.json.countries.find((country: { code: string }) => country.code === 'US');
    expect(us).toMatchObject({ name: 'United States of America', years: { from: 2024, to: 2026 }, weekend: [6, 0] });
    expect(us.subdivisions).toContainEqual({ code: 'US-CA', name: 'California', type: 'region' });
    expect(us.subdivisions).toContainEqual({ code: 'US-LOS-ANGELES', name: 'Los Angeles', type: 'city' });
    const ajv = new Ajv2020({ strict: true });
    (addFormatsModule as unknown as (ajv: Ajv2020) => void)(ajv);
    const validate = ajv.getSchema(`${addContractSchemas(ajv).get('3.1.0')}#/$defs/country`)!;
    for (const country of answer.json.countries) expect(validate(country), JSON.stringify(validate.errors)).toBe(true);
  });

  it('/v3/countries is an alias; code picks one country in any case', async () => {
    const full = await call(server.url, '/v3/public-holidays/countries', { key: key() });
    const alias = await call(server.url, '/v3/countries', { key: key() });
    expect(alias.json.countries).toEqual(full.json.countries);
    const germany = await call(server.url, '/v3/countries?code=de', { key: key() });
    expect(germany.json.countries).toHaveLength(1);
    expect(germany.json.countries[0]).toMatchObject({ code: 'DE', name: 'Germany', timezones: ['Europe/Berlin'] });
    expect(germany.json.countries[0].subdivisions).toContainEqual({
      code: 'DE-AUGSBURG',
      name: 'Augsburg',
      type: 'city',
    });
    expect(germany.json.query).toBe('code=de');
  });

  it('echoes query as an object in 3.0.0 and answers XML on request', async () => {
    const legacy = await call(server.url, '/v3/countries?code=JP&dataVersion=3.0.0', { key: key() });
    expect(legacy.json.query).toEqual({ code: 'JP', dataVersion: '3.0.0' });
    const xml = await call(server.url, '/v3/countries?code=DE&format=xml', { key: key() });
    const root = parseXml(xml.text);
    const country = child(child(root, 'countries')!, 'country')!;
    expect(child(country, 'code')!.text).toBe('DE');
    expect(child(country, 'weekend')!.children.map((day) => day.text)).toEqual(['6', '0']);
    expect(child(country, 'subdivisions')!.children.every((element) => element.name === 'subdivision')).toBe(true);
  });
});

describe('check', () => {
  const check = async (query: string, apiKey = key()) => {
    const answer = await call(server.url, `/v3/public-holidays/check?${query}`, { key: apiKey });
    expect(answer.status, answer.text).toBe(200);
    // Every check answer's holidays follow the contract of their version.
    const version = /dataVersion=([\d.]+)/.exec(query)?.[1] ?? '3.1.0';
    expect(
      schemaErrors(version, [...answer.json.holidays, ...(answer.json.holiday ? [answer.json.holiday] : [])]),
    ).toEqual([]);
    return answer.json;
  };

  it('a nationwide public holiday', async () => {
    const answer = await check('country=US&date=2025-07-04');
    expect(Object.keys(answer)).toEqual(['is_holiday', 'holiday', 'holidays', 'query', 'requestId', 'status']);
    expect(answer.is_holiday).toBe(true);
    expect(answer.holiday).toMatchObject({ name: 'Independence Day', date: '2025-07-04', type: 'public' });
    expect(answer.holidays).toHaveLength(1);
    expect(answer.query).toBe('country=US&date=2025-07-04');
    expect(schemaErrors('3.1.0', [answer.holiday, ...answer.holidays])).toEqual([]);
  });

  it('a day outside the published years is a 400 that names them', async () => {
    const answer = await call(server.url, '/v3/public-holidays/check?country=US&date=2023-12-31', { key: key() });
    expect(answer.status).toBe(400);
    expect(answer.json.errors).toEqual([
      { parameter: 'date', message: 'date must be a day in 2024-2026 (the years published for US); got "2023-12-31"' },
    ]);
  });

  it('an ordinary day: is_holiday false, no holiday, empty holidays', async () => {
    const answer = await check('country=US&date=2025-07-05');
    expect(answer.is_holiday).toBe(false);
    expect(answer).not.toHaveProperty('holiday');
    expect(answer.holidays).toEqual([]);
  });

  it('an observed day off counts: Independence Day 2026 (a Saturday) is observed on Friday 3 July', async () => {
    const answer = await check('country=US&date=2026-07-03');
    expect(answer.is_holiday).toBe(true);
    const names = answer.holidays.map((holiday: { name: string }) => holiday.name).sort();
    expect(names).toEqual(['Independence Day', 'Independence Day (substitute day)']);
    expect(answer.holidays.find((holiday: { name: string }) => holiday.name === 'Independence Day')).toMatchObject({
      date: '2026-07-04',
      observed: '2026-07-03',
    });
    const boxingDay = await check('country=GB&date=2026-12-28');
    expect(boxingDay.holiday.name).toMatch(/^Boxing Day/);
    const japan = await check('country=JP&date=2025-02-24');
    expect(japan.holidays.map((holiday: { name: string }) => holiday.name).sort()).toEqual([
      "Emperor's Birthday",
      "Emperor's Birthday (substitute day)",
    ]);
  });

  it('a regional holiday counts only with a listed region (ISO or city code)', async () => {
    expect((await check('country=DE&date=2025-01-06')).is_holiday).toBe(false);
    const bavaria = await check('country=DE&date=2025-01-06&regions=DE-BY');
    expect(bavaria.is_holiday).toBe(true);
    expect(bavaria.holiday).toMatchObject({ name: 'Epiphany', type: 'regional' });
    expect((await check('country=DE&date=2025-01-06&regions=DE-NW')).is_holiday).toBe(false);
    const augsburg = await check('country=DE&date=2025-08-08&subdivision=DE-AUGSBURG');
    expect(augsburg.holiday).toMatchObject({ name: 'Augsburg Peace Festival', subdivisions: ['DE-AUGSBURG'] });
  });

  it('a soft-removed holiday does not count', async () => {
    const { deprecated } = dataset;
    const answer = await check(`country=${deprecated.country}&date=${deprecated.date}`);
    expect(answer.holidays.map((holiday: { id: string }) => holiday.id)).not.toContain(deprecated.id);
    expect(answer.is_holiday).toBe(false);
  });

  it('type narrows what counts; holiday is the most binding kind', async () => {
    // Christmas Eve is a regional holiday in Kentucky and a religious day in California.
    const eve = await check('country=US&date=2025-12-24&regions=US-KY,US-CA');
    expect(eve.is_holiday).toBe(true);
    expect(eve.holiday).toMatchObject({ type: 'regional', subdivisions: expect.arrayContaining(['US-KY']) });
    expect(eve.holidays.map((holiday: { type: string }) => holiday.type)).toContain('religious');
    expect((await check('country=US&date=2025-12-24&type=public')).is_holiday).toBe(false);
  });

  it('language, dataVersion and format apply as on the list', async () => {
    const german = await check('country=DE&date=2025-12-25&language=de');
    expect(german.holiday.name).toBe('1. Weihnachtstag');
    const legacy = await check('country=US&date=2025-07-04&dataVersion=3.0.0');
    expect(legacy.query).toEqual({ country: 'US', date: '2025-07-04', dataVersion: '3.0.0' });
    expect(schemaErrors('3.0.0', legacy.holidays)).toEqual([]);
    const xml = await call(server.url, '/v3/public-holidays/check?country=US&date=2025-07-05&format=xml', {
      key: key(),
    });
    const root = parseXml(xml.text);
    expect(root.children.map((element) => element.name)).toEqual([
      'is_holiday',
      'holidays',
      'query',
      'requestId',
      'status',
    ]);
    expect(child(root, 'is_holiday')!.text).toBe('false');
  });
});

describe('healthz', () => {
  it('answers without a key with the served snapshot id', async () => {
    const answer = await call(server.url, '/healthz');
    expect(answer.status).toBe(200);
    const snapshot = readFileSync(`${dataset.dataDir}/current/manifest.json`, 'utf8');
    expect(answer.json).toEqual({
      ok: true,
      health: 'ok',
      snapshot: JSON.parse(snapshot).snapshot,
      counters: { store: 'process', degraded: false, detail: 'limits counted in this process' },
      requestId: answer.headers['x-request-id'],
      status: 200,
    });
    const head = await call(server.url, '/healthz', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
  });
});

describe('sources', () => {
  it('lists every source of the served snapshot with its licence and attribution, without a key', async () => {
    const answer = await call(server.url, '/v3/sources');
    expect(answer.status).toBe(200);
    const manifest = JSON.parse(readFileSync(`${dataset.dataDir}/current/manifest.json`, 'utf8')) as {
      snapshot: string;
      sources: { id: string }[];
    };
    expect(answer.json.snapshot).toBe(manifest.snapshot);
    expect(answer.json.sources.map((source: { id: string }) => source.id)).toEqual(
      manifest.sources.map((source) => source.id),
    );
    const byId = new Map<string, Record<string, unknown>>(
      answer.json.sources.map((source: { id: string }) => [source.id, source]),
    );
    expect(byId.get('date-holidays')).toMatchObject({
      licence: dateHolidays.provenance.licence,
      homepage: dateHolidays.provenance.homepage,
      version: dateHolidays.version,
      lastPayloadAt: null,
    });
    for (const [id, official] of Object.entries(OFFICIAL_SOURCES)) {
      if (!byId.has(id)) continue;
      expect(byId.get(id), id).toMatchObject({
        licence: official.provenance.licence,
        attribution: official.provenance.attribution,
      });
    }
    // The test dataset's official feeds ran from fixtures: a fresh feed has the time of its payload.
    const fresh = answer.json.sources.filter(
      (source: { id: string; status: string; lastPayloadAt: string | null }) =>
        source.status === 'ok' && Object.hasOwn(OFFICIAL_SOURCES, source.id),
    );
    for (const source of fresh) expect(source.lastPayloadAt, source.id).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('says the same as ATTRIBUTION.md for every source', () => {
    const attribution = readFileSync(new URL('../../ATTRIBUTION.md', import.meta.url), 'utf8');
    const rows = new Map(
      attribution
        .split('\n')
        .filter((line) => line.startsWith('| `'))
        .map((line) => {
          const cells = line
            .slice(1, -1)
            .split('|')
            .map((cell) => cell.trim());
          return [cells[0]!.replace(/`/g, ''), cells] as const;
        }),
    );
    // Every source a manifest (and so GET /v3/sources) can list: what the pipeline writes for a build
    // with entries of both correction layers and a run of every official feed.
    const layers = (['amendments', 'corrections'] as const).map(
      (layer, entry) =>
        ({ action: 'add', country: 'US', date: '2026-01-02', name: 'X', type: 'public', entry, layer }) as Correction,
    );
    const runs = Object.keys(OFFICIAL_SOURCES).map(
      (id): SourceRun => ({
        id,
        status: 'ok',
        notice: null,
        rows: [],
        rejected: [],
        coverage: {},
        payloads: [],
        archived: [],
      }),
    );
    const makeupDays: WorkdaysDocument[] = [{ country: 'CN', workdays: [] }];
    const listable = sourceStatuses(layers, runs, makeupDays);
    expect(listable.map((source) => source.id)).toEqual(
      expect.arrayContaining([
        'date-holidays',
        ...Object.values(lunarDates.ENGINES),
        'amendments',
        'corrections',
        workdays.id,
        ...Object.keys(OFFICIAL_SOURCES),
      ]),
    );
    for (const { id, licence, attribution } of listable) {
      const row = rows.get(id);
      expect(row, `ATTRIBUTION.md has no row for ${id}`).toBeDefined();
      expect(row![2], id).toBe(licence);
      expect(row![3], id).toBe(attribution);
    }
  });
});

describe('OpenAPI document', () => {
  it('is served without a key and is the committed server/openapi.json, up to date', async () => {
    const answer = await call(server.url, '/v3/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.headers['x-request-id']).toBeDefined();
    expect(answer.json.openapi).toBe('3.1.0');
    const committed = readFileSync(new URL('../../server/openapi.json', import.meta.url), 'utf8');
    expect(answer.text).toBe(committed);
    // Regenerate with `tsx server/openapi.ts` when this fails.
    expect(committed).toBe(renderOpenApi());
  });

  it('is compressed like other bodies when the client accepts it, and the same document once decoded', async () => {
    const committed = readFileSync(new URL('../../server/openapi.json', import.meta.url));
    for (const [accept, encoding, decode] of [
      ['br', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      const answer = await call(server.url, '/v3/openapi.json', { headers: { 'Accept-Encoding': accept } });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding'], accept).toBe(encoding);
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
      expect(answer.raw.length).toBeLessThan(committed.length / 5);
      expect(decode(answer.raw).equals(committed)).toBe(true);
    }
    const plain = await call(server.url, '/v3/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['access-control-allow-origin']).toBe('*');
  });

  it('has a path for every route the server answers, and the server answers each', async () => {
    const document = JSON.parse(readFileSync(new URL('../../server/openapi.json', import.meta.url), 'utf8'));
    expect(Object.keys(document.paths).sort()).toEqual([...ROUTE_PATHS].sort());
    // A file name in the reference page's folder: the literal `{file}` names none.
    for (const path of ROUTE_PATHS)
      expect((await call(server.url, path.replace('{file}', 'docs.js'), { key: key() })).status, path).not.toBe(404);
  });

  it('marks the paths that need no key as open (security: []), and they answer without one', async () => {
    const document = JSON.parse(readFileSync(new URL('../../server/openapi.json', import.meta.url), 'utf8'));
    const open = Object.entries(document.paths as Record<string, { get: Operation }>)
      .filter(([, item]) => Array.isArray(item.get.security) && item.get.security.length === 0)
      .map(([path]) => path);
    expect(open.sort()).toEqual([
      '/',
      '/healthz',
      '/metrics',
      '/v3/calendar/countries',
      '/v3/calendar/holidays',
      '/v3/docs',
      '/v3/docs/{file}',
      '/v3/openapi.json',
      '/v3/sources',
    ]);
    const example: Record<string, string> = {
      '/v3/docs/{file}': '/v3/docs/docs.js',
      '/v3/calendar/holidays': '/v3/calendar/holidays?country=US&year=2026',
    };
    for (const path of open) expect((await call(server.url, example[path] ?? path)).status, path).toBe(200);
  });

  it('documents exactly the query parameters each keyed path accepts, and which it requires', async () => {
    const document = JSON.parse(readFileSync(new URL('../../server/openapi.json', import.meta.url), 'utf8'));
    let operations = 0;
    for (const [path, item] of Object.entries(document.paths as Record<string, { get: Operation }>)) {
      if (!item.get.security?.length) continue;
      operations++;
      const concrete = path.replace('{id}', '20250101_ffffffffffff');
      const query = item.get.parameters.filter((parameter) => parameter.in === 'query');
      // A name far from every known one makes the server list what it accepts.
      const unknown = await call(server.url, `${concrete}?zzzzzzzzzzzzzz=1`, { key: key() });
      expect(unknown.status, path).toBe(400);
      const accepted = /this endpoint accepts (.*)$/.exec(unknown.json.errors[0].message)?.[1]?.split(', ');
      expect(accepted, path).toEqual(query.map((parameter) => parameter.name));
      const bare = await call(server.url, concrete, { key: key() });
      const missing =
        bare.status === 400
          ? (bare.json.errors as { parameter: string; message: string }[]).filter((error) =>
              / is required: /.test(error.message),
            )
          : [];
      expect(
        missing.map((error) => error.parameter),
        path,
      ).toEqual(query.filter((parameter) => parameter.required).map((parameter) => parameter.name));
    }
    expect(operations).toBe(9);
  });
});

interface Operation {
  security?: unknown[];
  parameters: { name: string; in: string; required: boolean }[];
}
