// The pages for people and what they read, over HTTP (pages-browser.test.ts
// opens them in Chromium): the calendar at /, the API reference at /v3/docs
// with its fixed list of files, and the calendar's two open JSON endpoints.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VERSION } from '../../core/contracts.js';
import { weekStart } from '../../core/week-start.js';
import type { CountryEntry, PublishedHoliday } from '../../server/snapshot.js';
import { call, qs, sharedDataset, startTestServer, stopServer, type Dataset, type TestServer } from './helpers.js';

let dataset: Dataset;
let server: TestServer;

beforeAll(async () => {
  dataset = await sharedDataset();
  server = await startTestServer(dataset.dataDir);
});
afterAll(() => stopServer(server));

const swaggerUi = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const pages = new URL('../../server/pages/', import.meta.url).pathname;

describe('the pages: / and /v3/docs', () => {
  it('answer HTML without a key, with a Content-Security-Policy that allows nothing from elsewhere, an ETag, and 304 for it', async () => {
    for (const [path, file] of [
      ['/', 'calendar.html'],
      ['/v3/docs', 'docs.html'],
      ['/v3/docs/', 'docs.html'],
    ] as const) {
      const answer = await call(server.url, path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.text).toBe(readFileSync(join(pages, file), 'utf8'));
      const policy = String(answer.headers['content-security-policy']);
      expect(policy).toMatch(/^default-src '(none|self)';/);
      expect(policy).not.toMatch(/https?:|\*/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      const again = await call(server.url, path, { headers: { 'If-None-Match': String(answer.headers.etag) } });
      expect([again.status, again.text]).toEqual([304, '']);
      const head = await call(server.url, path, { method: 'HEAD' });
      expect([head.status, head.text, head.headers['content-length']]).toEqual([200, '', String(answer.raw.length)]);
    }
  });

  it('the calendar page allows its own inline script and style by digest, and nothing else inline', async () => {
    const answer = await call(server.url, '/');
    const policy = String(answer.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'sha256-[A-Za-z0-9+/]+={0,2}';/);
    expect(policy).toMatch(/style-src 'sha256-[A-Za-z0-9+/]+={0,2}';/);
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toContain('unsafe');
  });
});

describe('/v3/docs/{file}', () => {
  it('serves each of its files as the package (or server/pages/) has it, with its content type, compressed when asked', async () => {
    const files: [string, string, string][] = [
      ['swagger-ui-bundle.js', join(swaggerUi, 'swagger-ui-bundle.js'), 'text/javascript; charset=utf-8'],
      ['swagger-ui.css', join(swaggerUi, 'swagger-ui.css'), 'text/css; charset=utf-8'],
      ['favicon-32x32.png', join(swaggerUi, 'favicon-32x32.png'), 'image/png'],
      ['docs.js', join(pages, 'docs.js'), 'text/javascript; charset=utf-8'],
      ['docs.css', join(pages, 'docs.css'), 'text/css; charset=utf-8'],
    ];
    for (const [name, path, type] of files) {
      const answer = await call(server.url, `/v3/docs/${name}`);
      expect([answer.status, answer.headers['content-type']], name).toEqual([200, type]);
      expect(answer.raw.equals(readFileSync(path)), name).toBe(true);
      expect(
        (await call(server.url, `/v3/docs/${name}`, { headers: { 'If-None-Match': String(answer.headers.etag) } }))
          .status,
      ).toBe(304);
    }
    const gzipped = await call(server.url, '/v3/docs/swagger-ui-bundle.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.raw).equals(readFileSync(join(swaggerUi, 'swagger-ui-bundle.js')))).toBe(true);
    expect(Number(gzipped.headers['content-length'])).toBeLessThan(
      readFileSync(join(swaggerUi, 'swagger-ui-bundle.js')).length / 2,
    );
  });

  it('answers 404 for any other name: another file of the package, a source map, a way out of the folder', async () => {
    for (const name of [
      'index.html',
      'swagger-initializer.js',
      'swagger-ui-bundle.js.map',
      '..%2Fopenapi.json',
      '%2e%2e%2f%2e%2e%2fpackage.json',
      '..%5C..%5Cpackage.json',
      'docs.js%00',
      'DOCS.JS',
    ]) {
      const answer = await call(server.url, `/v3/docs/${name}`);
      expect(answer.status, name).toBe(404);
      expect(answer.json.error.code).toBe('not_found');
    }
    // Deeper paths are no route at all.
    expect((await call(server.url, '/v3/docs/a/docs.js')).status).toBe(404);
  });
});

describe('/v3/calendar/countries and /v3/calendar/holidays', () => {
  const countriesFile = () =>
    (
      JSON.parse(readFileSync(join(dataset.dataDir, 'current', DEFAULT_VERSION, 'countries.json'), 'utf8')) as {
        countries: CountryEntry[];
      }
    ).countries;

  it('list each published country with its years, its regions (no city codes) and its week start, without a key', async () => {
    const answer = await call(server.url, '/v3/calendar/countries');
    expect(answer.status).toBe(200);
    expect(answer.json.countries).toEqual(
      countriesFile().map((country) => ({
        code: country.code,
        name: country.name,
        years: country.years,
        regions: country.subdivisions
          .filter((region) => region.type === 'region')
          .map(({ code, name }) => ({ code, name })),
        weekStart: weekStart(country.code),
      })),
    );
    // CLDR's first day of the week: Sunday in the United States and Japan, Monday in Germany and the United Kingdom.
    const starts = Object.fromEntries(
      answer.json.countries.map((country: { code: string; weekStart: number }) => [country.code, country.weekStart]),
    );
    expect(starts).toMatchObject({ US: 0, JP: 0, DE: 1, GB: 1 });
    const us = answer.json.countries.find((country: { code: string }) => country.code === 'US');
    expect(us.regions).toContainEqual({ code: 'US-CA', name: 'California' });
    expect(us.regions.map((region: { code: string }) => region.code)).not.toContain('US-LOS-ANGELES');
    expect(
      (await call(server.url, '/v3/calendar/countries', { headers: { 'If-None-Match': String(answer.headers.etag) } }))
        .status,
    ).toBe(304);
  });

  it('answer the holidays the list answers unfiltered, without a key: soft-removed ones left out, in file order', async () => {
    const { country, year, id } = dataset.deprecated;
    const answer = await call(server.url, `/v3/calendar/holidays?${qs({ country: country.toLowerCase(), year })}`);
    expect(answer.status).toBe(200);
    const list = await call(server.url, `/v3/public-holidays/list?${qs({ country, year })}`, {
      key: server.testKeys.key.titan,
    });
    expect(answer.json.holidays).toEqual(
      (list.json.holidays as PublishedHoliday[]).map(
        ({ id, date, observed, name, name_local, type, public: isPublic, substitute, subdivisions }) => ({
          id,
          date,
          observed,
          name,
          name_local,
          type,
          public: isPublic,
          substitute,
          subdivisions,
        }),
      ),
    );
    expect(answer.json).toMatchObject({ country, year, total: answer.json.holidays.length });
    // The year's weekend, for the page to shade: one period, Saturday and Sunday.
    expect(answer.json.weekendPeriods).toEqual([{ from: `${year}-01-01`, to: `${year}-12-31`, weekend: [6, 0] }]);
    expect(answer.json.holidays.map((holiday: { id: string }) => holiday.id)).not.toContain(id);
    expect(
      (
        await call(server.url, `/v3/calendar/holidays?${qs({ country, year })}`, {
          headers: { 'If-None-Match': String(answer.headers.etag) },
        })
      ).status,
    ).toBe(304);
  });

  it('refuse a missing, unknown or out-of-range country or year, and any other parameter, all at once', async () => {
    const problems = async (query: string) => {
      const answer = await call(server.url, `/v3/calendar/holidays${query}`);
      expect(answer.status, query).toBe(400);
      return (answer.json.errors as { parameter: string }[]).map((error) => error.parameter);
    };
    expect(await problems('')).toEqual(['country', 'year']);
    expect(await problems('?country=ZZ&year=2026')).toEqual(['country']);
    expect(await problems('?country=USA&year=2026')).toEqual(['country']);
    expect(await problems('?country=US&year=2099')).toEqual(['year']);
    expect(await problems('?country=US&year=26')).toEqual(['year']);
    expect(await problems('?country=US&year=2026&regions=US-CA')).toEqual(['regions']);
  });
});
