// The OpenAPI document's examples are real answers (server/openapi-examples.ts).
// This file asks the real server, over the tests' dataset, every request an
// example names: each operation with the examples of the parameters the
// reference page fills in, for every plan's key; each error as a client meets
// it. It fails when an answer differs from the recorded one (requestId
// aside), so that an example cannot drift from what the server says; with
// UPDATE_OPENAPI_EXAMPLES=1 it records the answers instead and rewrites
// server/openapi-examples.json and server/openapi.json. It also checks what
// makes the document fit for its page: every parameter has an example, the
// form starts with only what a first call needs, every answer has an
// example, every operation has a resource tag, and no text names a file of
// the repository.

import { cpSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_LABELS, planIncludes, PLANS, type Plan } from '../../core/plans.js';
import { TAGS } from '../../server/endpoints/tags.js';
import {
  EXAMPLES_FILE,
  layoutJson,
  readExamples,
  type ExampleFile,
  type RecordedExample,
} from '../../server/openapi-examples.js';
import { OPENAPI_FILE } from '../../server/openapi-file.js';
import { renderOpenApi } from '../../server/openapi.js';
import { tempDir } from '../helpers.js';
import {
  call,
  COUNTRIES,
  rawRequest,
  sharedDataset,
  startTestServer,
  stopServer,
  YEARS,
  type Answer,
  type KeyName,
  type TestServer,
} from './helpers.js';

type Json = Record<string, any>;

const UPDATE = process.env.UPDATE_OPENAPI_EXAMPLES === '1';
/** What every example carries as its requestId. */
const REQUEST_ID = '7f3c9a52-1d84-4e2b-9c61-5a0d2e8b4f17';
/** The servers' clock: "today" for next, and the day a daily limit resets after. */
const NOW = Date.UTC(2026, 5, 20, 12);

type Operation = Json & { path: string };
let document: Json;
let operations: Operation[];
let keyed: Operation[];
/** The document the checks read: the committed one, or when recording, the one the code makes. */
function load(text: string): void {
  document = JSON.parse(text) as Json;
  operations = Object.entries(document.paths as Record<string, { get: Json }>).map(
    ([path, item]) => ({ path, ...item.get }) as Operation,
  );
  keyed = operations.filter((operation) => operation.security.length > 0);
}
load(UPDATE ? renderOpenApi(readExamples()) : readFileSync(OPENAPI_FILE, 'utf8'));

/** What Swagger UI fills a parameter's field with when "Try it out" opens the form, in its order of preference. */
const filledIn = (parameter: Json): unknown =>
  parameter.example ?? parameter.schema?.example ?? parameter.schema?.default ?? parameter.default;

/** The operation's request as the reference page's form starts it: its path and the parameters it fills in. */
function firstRequest(operation: Operation): string {
  const parameters = (operation.parameters ?? []) as Json[];
  let path: string = operation.path;
  for (const parameter of parameters.filter((each) => each.in === 'path'))
    path = path.replace(`{${parameter.name}}`, encodeURIComponent(String(filledIn(parameter))));
  const query = parameters
    .filter((each) => each.in === 'query' && filledIn(each) !== undefined)
    .map((each) => `${each.name}=${encodeURIComponent(String(filledIn(each)))}`);
  return query.length > 0 ? `${path}?${query.join('&')}` : path;
}

const withQuery = (request: string, extra: string) => `${request}${request.includes('?') ? '&' : '?'}${extra}`;
const operationOf = (id: string) => operations.find((operation) => operation.operationId === id)!;

let main: TestServer;
/** A copy of the dataset without the US 2026 files, and without metrics. */
let gap: TestServer;
/** The default limits (Explorer: 100 a day). */
let limited: TestServer;
/** A headers timeout of 300 ms. */
let impatient: TestServer;
/** A copy whose countries file breaks once it is served, then loses its published snapshot. */
let broken: TestServer;
const copies: string[] = [];

const recorded: ExampleFile = {
  dataset: `a small dataset (the holidays of ${[...COUNTRIES].sort().slice(0, -1).join(', ')} and ${[...COUNTRIES].sort().at(-1)} in ${YEARS.from}-${YEARS.to})`,
  requestId: REQUEST_ID,
  operations: {},
  shared: [],
};
/** The answers behind the recorded examples, by `<operationId or shared> <name>`. */
const answers = new Map<string, Answer>();

/** The body as an example shows it: JSON with the recorded requestId, or a file's text. */
function bodyOf(answer: Answer): unknown {
  const type = String(answer.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return answer.text;
  const body = JSON.parse(answer.text) as Json;
  return 'requestId' in body ? { ...body, requestId: REQUEST_ID } : body;
}

const keyWords = (key: KeyName | null) =>
  key === null
    ? 'without a key'
    : key === 'past_due'
      ? 'with a key whose subscription is past due'
      : `with ${/^[aeiou]/i.test(key) ? 'an' : 'a'} ${PLAN_LABELS[key as Plan]} key`;

interface Provoked {
  name: string;
  summary: string;
  /** Method and target, as the example's description says it. */
  request: string;
  answer: Answer;
}

function record(owner: string | null, provoked: Provoked): void {
  const example: RecordedExample = {
    name: provoked.name,
    status: String(provoked.answer.status),
    contentType: String(provoked.answer.headers['content-type'] ?? '').split(';')[0]!,
    summary: provoked.summary,
    request: provoked.request,
    value: bodyOf(provoked.answer),
  };
  if (owner === null) recorded.shared.push(example);
  else (recorded.operations[owner] ??= []).push(example);
  answers.set(`${owner ?? 'shared'} ${provoked.name}`, provoked.answer);
}

async function ask(
  server: TestServer,
  target: string,
  key: KeyName | null,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ request: string; answer: Answer }> {
  const answer = await call(server.url, target, {
    ...options,
    ...(key === null ? {} : { key: server.testKeys.key[key] }),
  });
  return { request: `${options.method ?? 'GET'} ${target} ${keyWords(key)}`, answer };
}

/** Each operation's own errors: a mistake in its parameters, a plan that lacks something it asks for, a resource that is not there. */
const OWN_ERRORS: Record<
  string,
  {
    status: number;
    name: string;
    summary: string;
    target: (first: string) => string;
    key: KeyName;
    server?: () => TestServer;
  }[]
> = {
  listHolidays: [
    {
      status: 400,
      name: 'countryNotIso',
      summary: 'A country code that is not ISO 3166-1 alpha-2',
      target: () => '/v3/public-holidays/list?country=USA&year=2026',
      key: 'explorer',
    },
    {
      status: 403,
      name: 'parameterAbovePlan',
      summary: 'A parameter above the plan (regions, Builder)',
      target: (first) => withQuery(first, 'regions=US-CA'),
      key: 'explorer',
    },
    {
      status: 404,
      name: 'yearNotPublished',
      summary: 'A year within the range that the served data lacks',
      target: (first) => first,
      key: 'explorer',
      server: () => gap,
    },
  ],
  listCountries: [
    {
      status: 400,
      name: 'codeNotIso',
      summary: 'A country code that is not ISO 3166-1 alpha-2',
      target: () => '/v3/public-holidays/countries?code=USA',
      key: 'explorer',
    },
    {
      status: 403,
      name: 'versionAbovePlan',
      summary: 'A contract version above the plan (3.2.0, Growth)',
      target: (first) => withQuery(first, 'dataVersion=3.2.0'),
      key: 'explorer',
    },
  ],
  listCountriesAlias: [
    {
      status: 400,
      name: 'codeNotIso',
      summary: 'A country code that is not ISO 3166-1 alpha-2',
      target: () => '/v3/countries?code=USA',
      key: 'explorer',
    },
    {
      status: 403,
      name: 'versionAbovePlan',
      summary: 'A contract version above the plan (3.2.0, Growth)',
      target: (first) => withQuery(first, 'dataVersion=3.2.0'),
      key: 'explorer',
    },
  ],
  checkDay: [
    {
      status: 400,
      name: 'noSuchDay',
      summary: 'A day that does not exist',
      target: () => '/v3/public-holidays/check?country=US&date=2026-02-30',
      key: 'explorer',
    },
    {
      status: 403,
      name: 'parameterAbovePlan',
      summary: 'A parameter above the plan (regions, Builder)',
      target: (first) => withQuery(first, 'regions=US-CA'),
      key: 'explorer',
    },
    {
      status: 404,
      name: 'yearNotPublished',
      summary: 'A year within the range that the served data lacks',
      target: (first) => first,
      key: 'explorer',
      server: () => gap,
    },
  ],
  countWorkingDays: [
    {
      status: 400,
      name: 'endBeforeStart',
      summary: 'An end before the start',
      target: () => '/v3/working-days?country=US&start=2026-07-31&end=2026-07-01',
      key: 'builder',
    },
    {
      status: 403,
      name: 'endpointAbovePlan',
      summary: 'An endpoint above the plan',
      target: (first) => first,
      key: 'explorer',
    },
    {
      status: 404,
      name: 'yearNotPublished',
      summary: 'A year within the range that the served data lacks',
      target: (first) => first,
      key: 'builder',
      server: () => gap,
    },
  ],
  nextHolidays: [
    {
      status: 400,
      name: 'countTooLarge',
      summary: 'A count over 50',
      target: (first) => withQuery(first, 'count=100'),
      key: 'explorer',
    },
    {
      status: 403,
      name: 'parameterAbovePlan',
      summary: 'A parameter above the plan (regions, Builder)',
      target: (first) => withQuery(first, 'regions=US-CA'),
      key: 'explorer',
    },
    {
      status: 404,
      name: 'yearNotPublished',
      summary: 'A year within the range that the served data lacks',
      target: (first) => withQuery(first, 'date=2026-06-20'),
      key: 'explorer',
      server: () => gap,
    },
  ],
  exportHolidays: [
    {
      status: 400,
      name: 'unknownFormat',
      summary: 'A file format it does not make',
      target: (first) => withQuery(first, 'format=pdf'),
      key: 'pro',
    },
    {
      status: 403,
      name: 'endpointAbovePlan',
      summary: 'An endpoint above the plan',
      target: (first) => first,
      key: 'explorer',
    },
    {
      status: 404,
      name: 'yearNotPublished',
      summary: 'A year within the range that the served data lacks',
      target: (first) => first,
      key: 'pro',
      server: () => gap,
    },
  ],
  listChanges: [
    {
      status: 400,
      name: 'madeUpCursor',
      summary: 'A cursor that no answer gave',
      target: () => '/v3/public-holidays/changes?since=abc',
      key: 'growth',
    },
    {
      status: 403,
      name: 'endpointAbovePlan',
      summary: 'An endpoint above the plan',
      target: (first) => first,
      key: 'explorer',
    },
  ],
  holidayHistory: [
    {
      status: 400,
      name: 'notAnId',
      summary: 'A date where the id goes',
      target: () => '/v3/public-holidays/2026-07-04/history',
      key: 'growth',
    },
    {
      status: 403,
      name: 'endpointAbovePlan',
      summary: 'An endpoint above the plan',
      target: (first) => first,
      key: 'explorer',
    },
    {
      status: 404,
      name: 'neverPublished',
      summary: 'An id that was never published',
      target: () => '/v3/public-holidays/20260704_000000000000/history',
      key: 'growth',
    },
  ],
};

/** What a first answer holds: holidays, countries, changes, revisions, events. */
function itemsOf(answer: Answer): number {
  const body = bodyOf(answer);
  if (typeof body === 'string') return body.split('BEGIN:VEVENT').length - 1;
  return Math.max(0, ...Object.values(body as Json).map((value) => (Array.isArray(value) ? value.length : 0)));
}

function copyDataset(dataDir: string, name: string): string {
  const dir = join(tempDir(`openapi-examples-${name}`), 'data');
  cpSync(dataDir, dir, { recursive: true, verbatimSymlinks: true });
  copies.push(dir);
  return dir;
}

/** Removes a country's year from a copy, as a gap between two builds' ranges leaves it. */
function removeYear(dataDir: string, country: string, year: number): void {
  const manifestFile = join(dataDir, 'current', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { files: Record<string, string> };
  for (const file of Object.keys(manifest.files).filter((each) => each.endsWith(`/${country}/${year}.json`))) {
    unlinkSync(join(dataDir, 'current', file));
    delete manifest.files[file];
  }
  writeFileSync(manifestFile, JSON.stringify(manifest));
}

/** Each plan's answer to each keyed operation's first request. */
const firstAnswers = new Map<string, Map<Plan, Answer>>();

beforeAll(async () => {
  const dataset = await sharedDataset();
  main = await startTestServer(dataset.dataDir, { now: () => NOW, limits: { explorer: { daily: 100_000 } } });
  const gapDir = copyDataset(dataset.dataDir, 'gap');
  removeYear(gapDir, 'US', 2026);
  gap = await startTestServer(gapDir, { now: () => NOW, metrics: false });
  limited = await startTestServer(dataset.dataDir, { now: () => NOW });
  impatient = await startTestServer(dataset.dataDir, {
    now: () => NOW,
    connections: { headersTimeoutMs: 300, requestTimeoutMs: 600 },
  });
  const brokenDir = copyDataset(dataset.dataDir, 'broken');
  broken = await startTestServer(brokenDir, { now: () => NOW });

  // Every operation's first request, with every plan's key; the example is the answer they share.
  for (const operation of keyed) {
    const first = firstRequest(operation);
    const byPlan = new Map<Plan, Answer>();
    for (const plan of PLANS) byPlan.set(plan, (await ask(main, first, plan)).answer);
    firstAnswers.set(operation.operationId, byPlan);
    const minimum = operation['x-minimum-plan'] as Plan;
    const answer = byPlan.get(minimum)!;
    record(operation.operationId, {
      name: 'firstCall',
      summary: `What the form starts with: ${first.includes('?') ? first.split('?')[1]!.replaceAll('&', ', ') : 'no parameters'}`,
      request: `GET ${first} with ${minimum === 'explorer' ? 'a key of any plan' : `a ${PLAN_LABELS[minimum]} key or above`}`,
      answer,
    });
  }
  // The export's other file format.
  const exportFirst = firstRequest(operationOf('exportHolidays'));
  const csv = await ask(main, withQuery(exportFirst, 'format=csv'), 'pro');
  record('exportHolidays', { name: 'csv', summary: 'The same year as CSV (format=csv)', ...csv });

  // The open operations that answer JSON; the document itself is its own example.
  for (const operation of operations.filter(
    (each) =>
      each.security.length === 0 &&
      each.responses['200']?.content?.['application/json'] &&
      each.operationId !== 'openapi',
  )) {
    record(operation.operationId, {
      name: 'firstCall',
      summary: 'What the form starts with',
      ...(await ask(main, firstRequest(operation), null)),
    });
  }

  for (const [operationId, errors] of Object.entries(OWN_ERRORS)) {
    const first = firstRequest(operationOf(operationId));
    for (const error of errors)
      record(operationId, {
        name: error.name,
        summary: error.summary,
        ...(await ask(error.server?.() ?? main, error.target(first), error.key)),
      });
  }
  record('calendarHolidays', {
    name: 'missingYear',
    summary: 'Without year',
    ...(await ask(main, '/v3/calendar/holidays?country=US', null)),
  });
  record('calendarHolidays', {
    name: 'yearNotPublished',
    summary: 'A year within the range that the served data lacks',
    ...(await ask(gap, firstRequest(operationOf('calendarHolidays')), null)),
  });
  record('docsFile', {
    name: 'noSuchFile',
    summary: 'A file the page does not have',
    ...(await ask(main, '/v3/docs/index.html', null)),
  });
  record('metrics', {
    name: 'metricsOff',
    summary: 'On a server that runs without metrics',
    ...(await ask(gap, '/metrics', null)),
  });

  // The errors any operation may hear, the same wherever they are heard.
  const list = firstRequest(operationOf('listHolidays'));
  const notHttp = await rawRequest(main.url, 'GET /v3/public-holidays/list HTTP/1.1\r\nHost localhost\r\n\r\n');
  record(null, {
    name: 'NotHttp',
    summary: 'Not a valid HTTP/1.1 request',
    request: 'a request whose header line has no colon',
    answer: notHttp,
  });
  record(null, { name: 'MissingKey', summary: 'No key', ...(await ask(main, list, null)) });
  record(null, {
    name: 'PastDue',
    summary: 'A key whose subscription is past due',
    ...(await ask(main, list, 'past_due')),
  });
  record(null, {
    name: 'UnknownPath',
    summary: 'A path the API does not have',
    ...(await ask(main, '/v3/public-holidays/lists?country=US&year=2026', 'explorer')),
  });
  record(null, {
    name: 'MethodNotAllowed',
    summary: 'A method other than GET, HEAD or OPTIONS',
    ...(await ask(main, list, 'explorer', { method: 'POST' })),
  });
  const timedOut = await rawRequest(
    impatient.url,
    `GET ${list} HTTP/1.1\r\nHost: localhost\r\nX-API-Key: ${impatient.testKeys.key.explorer}\r\n`,
  );
  record(null, {
    name: 'HeadersTimeout',
    summary: 'Headers that do not arrive in time',
    request: `GET ${list} whose headers never end`,
    answer: timedOut,
  });
  // Every answer counts, whatever its status: a hundred, then the limit.
  for (let count = 0; count < 100; count++) await call(limited.url, list, { key: limited.testKeys.key.explorer });
  record(null, {
    name: 'DailyLimit',
    summary: "The daily limit reached (Explorer's 100)",
    ...(await ask(limited, list, 'explorer')),
  });
  const tooLarge = await ask(main, list, 'explorer', { headers: { 'X-Filler': 'x'.repeat(20_000) } });
  record(null, {
    name: 'HeadersTooLarge',
    summary: 'Headers over 16 KB',
    ...tooLarge,
    request: `${tooLarge.request} and a header of 20,000 bytes`,
  });
  writeFileSync(join(brokenDir, 'current', '3.1.0', 'countries.json'), '{"countries": [');
  const failed = await ask(broken, list, 'explorer');
  broken.logs.length = 0; // the 500 was on purpose
  record(null, {
    name: 'InternalError',
    summary: 'A failure inside the server (a data file it cannot read)',
    ...failed,
  });
  unlinkSync(join(brokenDir, 'current'));
  await new Promise((resolve) => setTimeout(resolve, 150)); // the pointer is read again after 100 ms
  record(null, { name: 'NoSnapshot', summary: 'No published data to serve', ...(await ask(broken, list, 'explorer')) });

  if (UPDATE) {
    writeFileSync(EXAMPLES_FILE, layoutJson(recorded));
    writeFileSync(OPENAPI_FILE, renderOpenApi(recorded));
    load(readFileSync(OPENAPI_FILE, 'utf8'));
  }
}, 120_000);

afterAll(async () => {
  await Promise.all([main, gap, limited, impatient, broken].map((server) => stopServer(server)));
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

describe('the form the reference page starts with', () => {
  it('gives every parameter an example, and fills in only the required ones (and a listed few)', () => {
    for (const operation of operations) {
      for (const parameter of (operation.parameters ?? []) as Json[]) {
        const where = `${operation.operationId} ${parameter.name}`;
        // Swagger UI fills the form with a parameter's example, else its schema's example or default.
        expect(parameter.schema.default, where).toBeUndefined();
        expect(parameter.schema.example, where).toBeUndefined();
        if (parameter.required) expect(parameter.example, where).toBeDefined();
        if (parameter.example === undefined) expect(parameter.schema.examples, where).toHaveLength(1);
        else expect(parameter.schema.examples, where).toBeUndefined();
      }
    }
    const filled = (id: string) =>
      (operationOf(id).parameters as Json[])
        .filter((parameter) => parameter.example !== undefined)
        .map((parameter) => `${parameter.name}=${parameter.example}`);
    expect(filled('listHolidays')).toEqual(['country=US', 'year=2026']);
    expect(filled('checkDay')).toEqual(['country=US', 'date=2026-07-04']);
    expect(filled('nextHolidays')).toEqual(['country=US']);
    expect(filled('countWorkingDays')).toEqual(['country=US', 'start=2026-07-01', 'end=2026-07-31']);
    expect(filled('exportHolidays')).toEqual(['country=US', 'year=2026']);
    expect(filled('listCountries')).toEqual([]);
    expect(filled('listChanges')).toEqual(['limit=3']);
    expect(filled('holidayHistory')).toEqual(['id=20260704_4b0ef34daa0e']);
  });

  it('answers holidays (countries, changes, revisions, events) with the form as it starts, for every plan that may call the operation, and 403 for the others', () => {
    expect(firstAnswers.size).toBe(keyed.length);
    for (const operation of keyed) {
      const minimum = operation['x-minimum-plan'] as Plan;
      const byPlan = firstAnswers.get(operation.operationId)!;
      const example = bodyOf(byPlan.get(minimum)!);
      for (const plan of PLANS) {
        const answer = byPlan.get(plan)!;
        const where = `${operation.operationId} on ${plan}: ${answer.text.slice(0, 200)}`;
        if (planIncludes(plan, minimum)) {
          expect(answer.status, where).toBe(200);
          expect(itemsOf(answer), where).toBeGreaterThan(0);
          expect(bodyOf(answer), where).toEqual(example);
        } else {
          expect(answer.status, where).toBe(403);
          expect(answer.json.error.code, where).toBe('plan_restricted');
          expect(answer.json.error.message, where).toContain(
            `${firstRequest(operation).split('?')[0]} needs the ${PLAN_LABELS[minimum]} plan`,
          );
        }
      }
    }
  });

  it('takes each optional parameter with its example, on a plan that may send it', async () => {
    let tried = 0;
    for (const operation of keyed) {
      const first = firstRequest(operation);
      for (const parameter of (operation.parameters as Json[]).filter(
        (each) => each.in === 'query' && each.example === undefined && !each.deprecated,
      )) {
        const answer = await call(
          main.url,
          withQuery(first, `${parameter.name}=${encodeURIComponent(String(parameter.schema.examples[0]))}`),
          { key: main.testKeys.key.titan },
        );
        expect(answer.status, `${operation.operationId} ${parameter.name}: ${answer.text.slice(0, 200)}`).toBe(200);
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(40);
  });
});

/**
 * An example as compared with today's answer: /v3/sources gives the project's
 * own sources (its calendar engines, its country definitions, the
 * corrections) the digest of their files as version, which every edit of
 * them changes; the example keeps the digest it was recorded with.
 */
function comparable(example: RecordedExample | undefined): unknown {
  if (example?.name !== 'firstCall' || !Array.isArray((example.value as Json)?.sources)) return example;
  const value = example.value as Json;
  const sources = (value.sources as Json[]).map((source) => ({
    ...source,
    version: /^[0-9a-f]{12}$/.test(source.version) ? '(a digest)' : source.version,
  }));
  return { ...example, value: { ...value, sources } };
}

describe('the example answers', () => {
  it('are what the server answers now (UPDATE_OPENAPI_EXAMPLES=1 records them again, then review the diff)', () => {
    const committed = readExamples();
    expect(committed.dataset).toBe(recorded.dataset);
    expect(committed.requestId).toBe(REQUEST_ID);
    const names = (file: ExampleFile) => [
      ...Object.entries(file.operations).flatMap(([id, examples]) =>
        examples.map((example) => `${id} ${example.name}`),
      ),
      ...file.shared.map((example) => `shared ${example.name}`),
    ];
    expect(names(committed)).toEqual(names(recorded));
    for (const [id, examples] of Object.entries(recorded.operations)) {
      examples.forEach((example, index) =>
        expect(comparable(committed.operations[id]![index]), `${id} ${example.name}`).toEqual(comparable(example)),
      );
    }
    recorded.shared.forEach((example, index) => expect(committed.shared[index], example.name).toEqual(example));
  });

  it('are the statuses and errors they say they are', () => {
    const status = (owner: string, name: string) => answers.get(`${owner} ${name}`)!.status;
    for (const [operationId, errors] of Object.entries(OWN_ERRORS))
      for (const error of errors)
        expect(status(operationId, error.name), `${operationId} ${error.name}`).toBe(error.status);
    const shared = Object.fromEntries(
      recorded.shared.map((example) => [example.name, [Number(example.status), (example.value as Json).error.code]]),
    );
    expect(shared).toEqual({
      NotHttp: [400, 'invalid_parameter'],
      MissingKey: [401, 'invalid_api_key'],
      PastDue: [402, 'payment_required'],
      UnknownPath: [404, 'not_found'],
      MethodNotAllowed: [405, 'method_not_allowed'],
      HeadersTimeout: [408, 'request_timeout'],
      DailyLimit: [429, 'rate_limited'],
      HeadersTooLarge: [431, 'invalid_parameter'],
      InternalError: [500, 'internal_error'],
      NoSnapshot: [503, 'internal_error'],
    });
  });

  it('are in the document: each status of each operation shows a real answer, in the document as recorded', () => {
    const components = document.components.examples as Record<string, Json>;
    let shown = 0;
    for (const operation of operations) {
      for (const [status, response] of Object.entries(operation.responses as Record<string, Json>)) {
        for (const [type, content] of Object.entries((response.content ?? {}) as Record<string, Json>)) {
          const where = `${operation.operationId} ${status} ${type}`;
          // Pages, their files, the metrics, the document itself and XML have none; every JSON answer, and the export's files, have.
          if (
            !['application/json', 'text/calendar', 'text/csv'].includes(type) ||
            (operation.operationId === 'openapi' && status === '200')
          ) {
            expect(content.examples, where).toBeUndefined();
            continue;
          }
          expect(Object.keys(content.examples ?? {}).length, where).toBeGreaterThan(0);
          for (const [name, example] of Object.entries(content.examples as Record<string, Json>)) {
            const shownExample = example.$ref
              ? components[(example.$ref as string).replace('#/components/examples/', '')]!
              : example;
            const source = example.$ref
              ? recorded.shared.find((each) => each.name === name)
              : recorded.operations[operation.operationId]?.find((each) => each.name === name);
            expect(source, `${where} ${name}`).toBeDefined();
            expect(String(source!.status), `${where} ${name}`).toBe(status);
            expect(shownExample.value, `${where} ${name}`).toEqual(source!.value);
            expect(shownExample.description, `${where} ${name}`).toBe(`The answer to ${source!.request}.`);
            shown++;
          }
        }
      }
    }
    expect(shown).toBeGreaterThan(150);
    // US 2026, with a real holiday record: Independence Day, observed on Friday 3 July.
    const list = operationOf('listHolidays').responses['200'].content['application/json'].examples.firstCall.value;
    expect(list.holidays).toContainEqual(
      expect.objectContaining({ name: 'Independence Day', date: '2026-07-04', observed: '2026-07-03', country: 'US' }),
    );
    expect(list.total).toBe(list.holidays.length);
  });
});

describe('the document', () => {
  it('files every operation under one resource tag, and describes each tag it uses', () => {
    expect(document.tags.map((tag: Json) => tag.name)).toEqual(TAGS.map((tag) => tag.name));
    for (const operation of operations) expect(operation.tags, operation.operationId).toHaveLength(1);
    const used = new Set(operations.map((operation) => operation.tags[0]));
    expect([...used].sort()).toEqual(TAGS.map((tag) => tag.name).sort());
    const tagOf = (id: string) => operationOf(id).tags[0];
    expect(['listHolidays', 'checkDay', 'nextHolidays', 'exportHolidays'].map(tagOf)).toEqual([
      'Holidays',
      'Holidays',
      'Holidays',
      'Holidays',
    ]);
    expect([tagOf('listCountries'), tagOf('countWorkingDays'), tagOf('listChanges'), tagOf('holidayHistory')]).toEqual([
      'Countries',
      'Working days',
      'Changes',
      'Changes',
    ]);
  });

  it('stands alone: no description, summary or title names a file of the repository', () => {
    const repositoryPath =
      /(?<![/\w])(docs|server|core|pipeline|sources|schemas|test|deploy|countries|amendments)\/[\w.-]+|\b[\w-]+\.(md|ts|mjs)\b|\bmake \w|\btsx /;
    const texts: string[] = [];
    const walk = (value: unknown, key: string): void => {
      if (typeof value === 'string' && ['description', 'summary', 'title'].includes(key)) texts.push(value);
      else if (value && typeof value === 'object')
        for (const [name, each] of Object.entries(value)) if (name !== 'value') walk(each, name);
    };
    walk(document, '');
    expect(texts.length).toBeGreaterThan(500);
    expect(texts.filter((text) => repositoryPath.test(text))).toEqual([]);
    expect(repositoryPath.test('see docs/api.md')).toBe(true);
    expect(document.info.description).toContain('**First call.**');
  });
});
