// Every answer of the server tests is checked against the OpenAPI document by
// `call` (conformance.ts). This file makes sure that check can fail, and
// reaches every status the document lists for every path: successes and
// errors, 304s, the limits, a file the server cannot read (500), a year
// missing from a snapshot (404) and no published snapshot at all (503).

import { cpSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../helpers.js';
import { Conformance } from './conformance.js';
import {
  call,
  rawRequest,
  sharedDataset,
  startTestServer,
  stopServer,
  type Answer,
  type Dataset,
  type TestServer,
} from './helpers.js';

type Json = Record<string, any>;

const document = JSON.parse(readFileSync(new URL('../../server/openapi.json', import.meta.url), 'utf8')) as Json;
const conformance = new Conformance(document);

let dataset: Dataset;
let server: TestServer;
/** A copy of the dataset without the US 2024 year files (a gap between two builds' ranges). */
let gap: TestServer;
/** A copy whose default countries file is not JSON: every keyed request fails inside the server. */
let broken: TestServer;
const copies: string[] = [];

/** [document path, status] of every answer this file got. */
const reached = new Set<string>();

async function get(target: TestServer, path: string, options: Parameters<typeof call>[2] = {}): Promise<Answer> {
  const answer = await call(target.url, path, options);
  reached.add(`${conformance.pathOf(path)} ${answer.status}`);
  return answer;
}

function copyDataset(name: string): string {
  const dir = join(tempDir(`conformance-${name}`), 'data');
  cpSync(dataset.dataDir, dir, { recursive: true, verbatimSymlinks: true });
  copies.push(dir);
  return dir;
}

beforeAll(async () => {
  dataset = await sharedDataset();
  // Room for every request this file makes with one key.
  server = await startTestServer(dataset.dataDir, { limits: { explorer: { daily: 100_000 } } });
  const gapDir = copyDataset('gap');
  const manifestFile = join(gapDir, 'current', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { files: Record<string, string> };
  for (const version of ['3.1.0', '3.1.2']) {
    unlinkSync(join(gapDir, 'current', version, 'US', '2024.json'));
    delete manifest.files[`${version}/US/2024.json`];
  }
  writeFileSync(manifestFile, JSON.stringify(manifest));
  // Also the server with METRICS=off (GET /metrics answers 404).
  gap = await startTestServer(gapDir, { metrics: false });
  // Damaged after the server checked it at start: a file that breaks while it is served.
  const brokenDir = copyDataset('broken');
  broken = await startTestServer(brokenDir);
  writeFileSync(join(brokenDir, 'current', '3.1.0', 'countries.json'), '{"countries": [');
});

afterAll(async () => {
  await Promise.all([stopServer(server), stopServer(gap), stopServer(broken)]);
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

/** A request each keyed path answers with 200 on the test dataset (the history's id is the dataset's withdrawn record). */
const VALID: Record<string, string> = {
  '/v3/public-holidays/list': '/v3/public-holidays/list?country=US&year=2025',
  '/v3/public-holidays/countries': '/v3/public-holidays/countries?code=DE',
  '/v3/countries': '/v3/countries',
  '/v3/public-holidays/check': '/v3/public-holidays/check?country=US&date=2025-07-04',
  '/v3/working-days': '/v3/working-days?country=US&start=2025-12-20&end=2026-01-05',
  '/v3/public-holidays/next': '/v3/public-holidays/next?country=US&date=2025-12-20&count=3',
  '/v3/public-holidays/export': '/v3/public-holidays/export?country=US&year=2025',
  '/v3/public-holidays/changes': '/v3/public-holidays/changes?limit=5',
  '/v3/public-holidays/{id}/history': '',
};

/** Requests that hit a year missing from the gap copy's snapshot. */
const MISSING_YEAR: Record<string, string> = {
  '/v3/public-holidays/list': '/v3/public-holidays/list?country=US&year=2024',
  '/v3/public-holidays/check': '/v3/public-holidays/check?country=US&date=2024-07-04',
  '/v3/working-days': '/v3/working-days?country=US&start=2024-03-01&end=2024-03-10',
  '/v3/public-holidays/next': '/v3/public-holidays/next?country=US&date=2024-03-01',
  '/v3/public-holidays/export': '/v3/public-holidays/export?country=US&year=2024',
};

/** A request each open path of a page, its files or its data answers with 200 (the others: /healthz, /v3/openapi.json, /v3/sources). */
const OPEN_VALID: Record<string, string> = {
  '/v3/docs': '/v3/docs',
  '/v3/docs/{file}': '/v3/docs/swagger-ui.css',
  '/': '/',
  '/v3/calendar/countries': '/v3/calendar/countries',
  '/v3/calendar/holidays': '/v3/calendar/holidays?country=US&year=2025',
};

/** Statuses a path documents that no request can provoke, and why. */
const UNREACHABLE: Record<string, string> = {
  '/v3/public-holidays/countries 404': 'the countries file is the whole answer: there is no year to be missing',
  '/v3/countries 404': 'the same endpoint as /v3/public-holidays/countries',
  '/v3/public-holidays/changes 404': 'the change feed has no resource that can be missing',
};

const keyedPaths = () => Object.keys(VALID);

describe('the conformance check can fail', () => {
  it('refuses an answer with a renamed, an extra or a missing member, and an undocumented status', async () => {
    const answer = await call(server.url, VALID['/v3/working-days']!, { key: server.testKeys.key.titan });
    const checkBody = (body: Json, status = 200) =>
      conformance.check('/v3/working-days', 'GET', {
        status,
        headers: answer.headers,
        text: JSON.stringify(body),
        raw: Buffer.from(JSON.stringify(body)),
      }).problems;
    expect(checkBody(answer.json)).toEqual([]);
    const { holidayDays, ...withoutHolidayDays } = answer.json;
    expect(checkBody({ ...withoutHolidayDays, holidayDayz: holidayDays }).join(' ')).toMatch(/holidayDays|additional/);
    expect(checkBody({ ...answer.json, extra: 1 })).not.toEqual([]);
    const { query: _query, ...withoutQuery } = answer.json;
    expect(checkBody(withoutQuery)).not.toEqual([]);
    expect(checkBody({ ...answer.json, holidays: [{ ...answer.json.holidays[0], name: 7 }] })).not.toEqual([]);
    expect(checkBody(answer.json, 418)).toEqual(['status 418 is not documented for /v3/working-days']);
  });

  it('refuses a real answer once the document renames one of its members', async () => {
    const answer = await call(server.url, VALID['/v3/working-days']!, { key: server.testKeys.key.titan });
    const renamed = JSON.parse(JSON.stringify(document).replaceAll('"holidayDays"', '"holidayDayCount"')) as Json;
    const problems = new Conformance(renamed).check('/v3/working-days', 'GET', answer).problems;
    expect(problems.join(' ')).toMatch(/holidayDayCount/);
  });
});

describe('every documented status of every path is reached, and conforms', () => {
  it('200 and 304 (each path answered, then asked again with its ETag)', async () => {
    const key = server.testKeys.key.titan;
    VALID['/v3/public-holidays/{id}/history'] = `/v3/public-holidays/${dataset.deprecated.id}/history`;
    for (const path of keyedPaths()) {
      const first = await get(server, VALID[path]!, { key });
      expect(first.status, `${path}: ${first.text.slice(0, 200)}`).toBe(200);
      expect(
        (await get(server, VALID[path]!, { key, headers: { 'If-None-Match': first.headers.etag as string } })).status,
      ).toBe(304);
      expect((await get(server, VALID[path]!, { key, method: 'HEAD' })).status).toBe(200);
    }
    for (const path of ['/healthz', '/v3/openapi.json', '/v3/sources', '/metrics'])
      expect((await get(server, path)).status).toBe(200);
    const openapi = await get(server, '/v3/openapi.json');
    expect(
      (await get(server, '/v3/openapi.json', { headers: { 'If-None-Match': openapi.headers.etag as string } })).status,
    ).toBe(304);
    for (const path of Object.values(OPEN_VALID)) {
      const first = await get(server, path);
      expect(first.status, path).toBe(200);
      expect(
        (await get(server, path, { headers: { 'If-None-Match': first.headers.etag as string } })).status,
        path,
      ).toBe(304);
    }
  });

  it('400, 401, 402, 403, 405 and 431 on every keyed path; 400, 405 and 431 on the open ones', async () => {
    const { key } = server.testKeys;
    for (const path of keyedPaths()) {
      const valid = VALID[path]!;
      const separator = valid.includes('?') ? '&' : '?';
      expect((await get(server, `${valid}${separator}nonsense=1`, { key: key.titan })).status).toBe(400);
      expect((await get(server, valid)).status).toBe(401);
      expect((await get(server, valid, { key: key.past_due })).status).toBe(402);
      // XML is a Growth feature, and the export a Pro one: an Explorer key is refused either way.
      expect((await get(server, `${valid}${separator}format=xml`, { key: key.explorer })).status).toBe(403);
      expect((await get(server, valid, { key: key.titan, method: 'POST' })).status).toBe(405);
      expect((await get(server, valid, { key: key.titan, headers: { 'X-Filler': 'x'.repeat(20_000) } })).status).toBe(
        431,
      );
    }
    for (const path of ['/healthz', '/v3/openapi.json', '/v3/sources', '/metrics', ...Object.values(OPEN_VALID)]) {
      expect((await get(server, `${path}${path.includes('?') ? '&' : '?'}x=ü`)).status).toBe(400);
      expect((await get(server, path, { method: 'DELETE' })).status).toBe(405);
      expect((await get(server, path, { headers: { 'X-Filler': 'x'.repeat(20_000) } })).status).toBe(431);
    }
    // An answer in XML on a plan that has it is documented as such.
    expect(
      (await get(server, `${VALID['/v3/public-holidays/list']}&format=xml`, { key: key.growth })).headers[
        'content-type'
      ],
    ).toBe('application/xml; charset=utf-8');
  });

  it('429 on every keyed path once the daily limit is spent', async () => {
    // A fixed clock: the day never ends between the two requests.
    const limited = await startTestServer(dataset.dataDir, {
      limits: { titan: { daily: 1 } },
      now: () => Date.UTC(2026, 6, 14, 12),
    });
    try {
      const key = limited.testKeys.key.titan;
      expect((await get(limited, VALID['/v3/public-holidays/list']!, { key })).status).toBe(200);
      for (const path of keyedPaths()) expect((await get(limited, VALID[path]!, { key })).status, path).toBe(429);
    } finally {
      await stopServer(limited);
    }
  });

  it('404 where a year is missing from the snapshot, or a holiday id was never published', async () => {
    const key = gap.testKeys.key.titan;
    for (const [path, request] of Object.entries(MISSING_YEAR)) {
      const answer = await get(gap, request, { key });
      expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBe(404);
      expect(answer.json.error.code).toBe('not_found');
    }
    expect((await get(gap, '/v3/public-holidays/20250101_ffffffffffff/history', { key })).status).toBe(404);
    expect((await get(gap, '/v3/nowhere', { key })).status).toBe(404);
    expect((await get(gap, '/v3/docs/nowhere.js')).status).toBe(404);
    expect((await get(gap, '/metrics')).status).toBe(404);
    expect((await get(gap, '/v3/calendar/holidays?country=US&year=2024')).status).toBe(404);
  });

  it('500 when a published file cannot be read, without its cause; then 503 once nothing is published', async () => {
    const key = broken.testKeys.key.titan;
    for (const path of keyedPaths()) {
      const answer = await get(broken, VALID[path]!, { key });
      expect(answer.status, path).toBe(500);
      expect(answer.json.error).toMatchObject({ code: 'internal_error', message: 'internal error' });
    }
    for (const path of ['/v3/calendar/countries', '/v3/calendar/holidays'])
      expect((await get(broken, OPEN_VALID[path]!)).status, path).toBe(500);
    expect(broken.logs.some((line) => line.includes('internal error'))).toBe(true);
    broken.logs.length = 0; // the 500s were on purpose
    unlinkSync(join(copies[1]!, 'current'));
    await new Promise((resolve) => setTimeout(resolve, 150)); // the pointer is read again after 100 ms
    for (const path of [
      ...keyedPaths(),
      '/healthz',
      '/v3/sources',
      '/v3/calendar/countries',
      '/v3/calendar/holidays',
    ]) {
      const answer = await get(broken, VALID[path] ?? OPEN_VALID[path] ?? path, { key });
      expect(answer.status, path).toBe(503);
      expect(answer.headers['retry-after']).toBe('5');
    }
  });

  it('408 on every path when the headers do not arrive within the headers timeout', async () => {
    const impatient = await startTestServer(dataset.dataDir, {
      connections: { headersTimeoutMs: 300, requestTimeoutMs: 600 },
    });
    try {
      VALID['/v3/public-holidays/{id}/history'] = `/v3/public-holidays/${dataset.deprecated.id}/history`;
      const paths = [
        ...Object.values(VALID),
        '/healthz',
        '/v3/openapi.json',
        '/v3/sources',
        '/metrics',
        ...Object.values(OPEN_VALID),
      ];
      const answers = await Promise.all(
        paths.map((path) =>
          rawRequest(
            impatient.url,
            `GET ${path} HTTP/1.1\r\nHost: x\r\nX-API-Key: ${impatient.testKeys.key.titan}\r\n`,
          ),
        ),
      );
      answers.forEach((answer, index) => {
        const path = paths[index]!;
        expect(answer.status, path).toBe(408);
        expect(conformance.check(path, 'GET', answer).problems, path).toEqual([]);
        reached.add(`${conformance.pathOf(path)} 408`);
      });
    } finally {
      await stopServer(impatient);
    }
  });

  it('leaves no documented status of any path unreached, but for the few no request can provoke', () => {
    const documented = Object.entries(document.paths as Record<string, { get: { responses: Json } }>).flatMap(
      ([path, item]) => Object.keys(item.get.responses).map((status) => `${path} ${status}`),
    );
    const missed = documented.filter((pair) => !reached.has(pair) && !(pair in UNREACHABLE));
    expect(missed).toEqual([]);
    for (const pair of Object.keys(UNREACHABLE)) expect(documented, pair).toContain(pair);
    expect(reached.size).toBeGreaterThan(100);
  });
});
