// Shared by the server tests: one small published dataset per test run (built
// once, whichever test file asks first), keys for every plan and status, a
// server on 127.0.0.1 with port 0, and small HTTP and validation helpers.

import { sharedFullBuild } from '../full-build.js';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { addContractSchemas } from '../../core/contract-schemas.js';
import { startServer, type AppOptions, type RunningServer } from '../../server/app.js';
import { hashKey, writeKeysFile, type KeyRecord } from '../../server/keys.js';
import { PLANS, type Plan } from '../../core/plans.js';
import { conform } from './conformance.js';
import { processAlive } from '../process-alive.js';

/**
 * The server as a process of its own is started the way `make serve` runs it: node on the esbuild bundle of
 * server/main.ts, built once per vitest run from the sources under test (test/global-setup.ts).
 */
export const serverBundle = (): string => inject('serverBundle');

export const COUNTRIES = ['US', 'DE', 'GB', 'JP', 'AE', 'AU', 'IT'];
export const YEARS = { from: 2024, to: 2026 };
export const BUILD_AT = '2026-01-01T00:00:00Z';

/** The record the dataset marks as soft-removed (see markDeprecated). */
export interface DeprecatedRecord {
  country: string;
  year: number;
  id: string;
  name: string;
  date: string;
}

export interface Dataset {
  dataDir: string;
  deprecated: DeprecatedRecord;
}

// One folder per test run: vitest's worker processes share their parent.
const RUN_DIR = join(tmpdir(), `ph-server-tests-${process.ppid}`);

/** Removes the folders of earlier runs whose test process is gone. */
function removeStaleRuns(): void {
  for (const name of readdirSync(tmpdir())) {
    const match = /^ph-server-tests-(\d+)$/.exec(name);
    if (match && Number(match[1]) !== process.ppid && !processAlive(Number(match[1])))
      rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The pipeline, loaded by the one test file that builds the shared dataset: loading it (the rule library, the
 * calendar engines) takes seconds, which every other file that only serves the dataset need not spend.
 */
const pipelineBuild = () => import('../../pipeline/build.js');

export const DEPRECATE_AT = '2026-02-01T00:00:00Z';

/**
 * A second build withdraws one real record (US Valentine's Day 2025) with an
 * operator correction, so the published dataset holds a soft-removed record
 * the way every build makes one: `deprecated: true`, a new revision.
 */
async function withdrawOne(dataDir: string): Promise<DeprecatedRecord> {
  const yearFile = JSON.parse(readFileSync(join(dataDir, 'current', '3.1.0/US/2025.json'), 'utf8')) as {
    holidays: { id: string; name: string; date: string }[];
  };
  const target = yearFile.holidays.find((holiday) => holiday.name === "Valentine's Day")!;
  const { build } = await pipelineBuild();
  await build({
    outDir: dataDir,
    countries: COUNTRIES,
    fromYear: YEARS.from,
    toYear: YEARS.to,
    at: DEPRECATE_AT,
    keep: 3,
    workers: 1,
    corrections: [{ action: 'remove', country: 'US', date: target.date, name: target.name, entry: 0 }],
  });
  return { country: 'US', year: 2025, id: target.id, name: target.name, date: target.date };
}

/** Builds the test dataset once per run; concurrent callers wait for the first. */
export async function sharedDataset(): Promise<Dataset> {
  const ready = join(RUN_DIR, 'ready.json');
  const lock = join(RUN_DIR, 'lock');
  mkdirSync(RUN_DIR, { recursive: true });
  for (let waited = 0; ; waited += 200) {
    if (existsSync(ready)) return JSON.parse(readFileSync(ready, 'utf8')) as Dataset;
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another test file builds it; take over only a lock abandoned for minutes.
      const held = statSync(lock, { throwIfNoEntry: false });
      if (waited > 180_000 || (held && Date.now() - held.mtimeMs > 180_000))
        rmSync(lock, { recursive: true, force: true });
      await sleep(200);
    }
  }
  removeStaleRuns();
  const dataDir = join(RUN_DIR, 'data');
  rmSync(dataDir, { recursive: true, force: true });
  const { build } = await pipelineBuild();
  await build({
    outDir: dataDir,
    countries: COUNTRIES,
    fromYear: YEARS.from,
    toYear: YEARS.to,
    at: BUILD_AT,
    keep: 3,
    workers: 1,
  });
  const dataset: Dataset = { dataDir, deprecated: await withdrawOne(dataDir) };
  writeFileSync(`${ready}.tmp`, JSON.stringify(dataset));
  renameSync(`${ready}.tmp`, ready);
  return dataset;
}

export type KeyName = Plan | 'revoked' | 'past_due' | 'starter' | 'business' | 'enterprise';

export interface TestKeys {
  file: string;
  /** Plain keys by plan, plus a revoked and a past-due key and keys filed under legacy plan names. */
  key: Record<KeyName, string>;
}

let keyFiles = 0;

/** A keys file in a fresh folder: one active key per plan, one revoked, one past due, three legacy names. */
export function makeKeys(): TestKeys {
  const dir = join(RUN_DIR, `keys-${process.pid}-${++keyFiles}`);
  mkdirSync(dir, { recursive: true });
  const key = {} as Record<KeyName, string>;
  const records: (KeyRecord | Record<string, string>)[] = [];
  const add = (name: KeyName, plan: string, status: string) => {
    key[name] = `ph_test_${name}_${process.pid}_${keyFiles}`;
    records.push({ id: `${name}-key`, sha256: hashKey(key[name]), plan, status });
  };
  for (const plan of PLANS) add(plan, plan, 'active');
  add('revoked', 'growth', 'revoked');
  add('past_due', 'growth', 'past_due');
  add('starter', 'starter', 'active');
  add('business', 'business', 'active');
  add('enterprise', 'enterprise', 'active');
  const file = join(dir, 'keys.json');
  writeKeysFile(file, records as KeyRecord[]);
  return { file, key };
}

export interface TestServer extends RunningServer {
  testKeys: TestKeys;
  logs: string[];
}

export async function startTestServer(dataDir: string, options: Partial<AppOptions> = {}): Promise<TestServer> {
  const testKeys = makeKeys();
  const logs: string[] = [];
  const running = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir,
    keysFile: testKeys.file,
    log: (line) => logs.push(line),
    ...options,
  });
  return Object.assign(running, { testKeys, logs });
}

/**
 * A dataset of the test file's own: a fresh folder that `publish` fills (one
 * build or several), served on 127.0.0.1 for the file's tests, removed after.
 */
export function serveOwnDataset(
  prefix: string,
  publish: (dataDir: string) => Promise<unknown>,
  options: Partial<AppOptions> = {},
): { dataDir: string; readonly server: TestServer } {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  let server: TestServer | undefined;
  beforeAll(async () => {
    await publish(dataDir);
    server = await startTestServer(dataDir, options);
  });
  afterAll(async () => {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    dataDir,
    get server() {
      if (!server) throw new Error('the test server has not started');
      return server;
    },
  };
}

let sharedServing: { readonly server: TestServer } | undefined;

/**
 * The run's full offline build (test/full-build.ts), served on 127.0.0.1 for
 * the file's tests: its data folder (the snapshot is <data>/snapshots/<id>) is
 * only read; the test keys and counters live elsewhere. One server per test
 * file, however many of its modules ask (test/server/dataset/): starting one
 * checks the digest of every file of the snapshot, seconds of CPU.
 */
export function serveSharedFullBuild(): { readonly server: TestServer } {
  if (sharedServing) return sharedServing;
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(join(await sharedFullBuild(), '..', '..'));
  }, 900_000);
  afterAll(() => stopServer(server));
  sharedServing = {
    get server() {
      if (!server) throw new Error('the test server has not started');
      return server;
    },
  };
  return sharedServing;
}

/** A 3.2.0 holiday as the list endpoint answers it, the fields the calendar tests read. */
export interface ListedHoliday {
  date: string;
  name: string;
  type: string;
  observed?: string;
  substitute?: boolean;
  estimated?: boolean;
  sources?: string[];
  subdivisions?: string[];
}

/** [date, estimated, announced] of each day of a holiday in a year, and of its substitute day, as contract 3.2.0 lists them. */
export async function holidayAndSubstituteDays(
  server: TestServer,
  country: string,
  year: number,
  name: string,
): Promise<[string, boolean, boolean][]> {
  return (await listIn320(server, country, year))
    .filter((holiday) => holiday.name === name || holiday.name === `${name} (substitute day)`)
    .map((holiday) => [
      holiday.date,
      holiday.estimated ?? false,
      (holiday.sources ?? []).includes('calendar-announced'),
    ]);
}

/**
 * [date, estimated, announced] of each day of a holiday in a year as contract 3.2.0 lists it: what the tests of
 * announced lunar days compare. `scope`: every listing (absent), the nationwide ones (`nationwide`), or those
 * that name a subdivision code.
 */
export async function holidayDays(
  server: TestServer,
  country: string,
  year: number,
  name: string,
  scope?: string,
): Promise<[string, boolean, boolean][]> {
  return (await listIn320(server, country, year))
    .filter((holiday) => holiday.name === name)
    .filter((holiday) =>
      scope === undefined
        ? true
        : scope === 'nationwide'
          ? (holiday.subdivisions ?? []).length === 0
          : (holiday.subdivisions ?? []).includes(scope),
    )
    .map((holiday) => [
      holiday.date,
      holiday.estimated ?? false,
      (holiday.sources ?? []).includes('calendar-announced'),
    ]);
}

/** holidayDays of a shared build's server for the nationwide listings: what most announced-day modules compare. */
export const nationwideHolidayDays =
  (shared: { readonly server: TestServer }) =>
  (country: string, year: number, name: string): Promise<[string, boolean, boolean][]> =>
    holidayDays(shared.server, country, year, name, 'nationwide');

/** [date, estimated] of each day of the holiday and of its substitute days: for days amendments/ set (no calendar engine involved). */
export async function amendedDays(
  server: TestServer,
  country: string,
  year: number,
  name: string,
): Promise<[string, boolean][]> {
  return (await listIn320(server, country, year))
    .filter((holiday) => holiday.name === name || holiday.name === `${name} (substitute day)`)
    .map((holiday) => [holiday.date, holiday.estimated ?? false]);
}

/** holidayDays, holidayAndSubstituteDays and amendedDays bound to a shared server: what the announced-day modules ask. */
export function announcedClient(shared: { readonly server: TestServer }) {
  return {
    days: (country: string, year: number, name: string) => holidayDays(shared.server, country, year, name),
    daysWithSubstitutes: (country: string, year: number, name: string) =>
      holidayAndSubstituteDays(shared.server, country, year, name),
    amended: (country: string, year: number, name: string) => amendedDays(shared.server, country, year, name),
  };
}

/** The English names the Hijri holidays have in most countries' rules, as the calendar tests ask for them. */
export const FITR = 'End of Ramadan (Eid al-Fitr)';
export const ADHA = 'Feast of the Sacrifice (Eid al-Adha)';
export const MAWLID = 'Birthday of Muhammad (Mawlid)';
export const HIJRI = 'Islamic New Year';
export const ASHURA = 'Day of Ashura';
export const QADR = 'Laylat al-Qadr';
/** What holidayDays gives for days an announcement set: [date, not estimated, from the announced table]. */
export const announced = (...dates: string[]) => dates.map((date) => [date, false, true]);
/** What holidayDays gives for days still estimated: [date, estimated, not announced]. */
export const estimated = (...dates: string[]) => dates.map((date) => [date, true, false]);

/** A country's holidays of a year in contract 3.2.0 (which says `estimated` and `sources`), asked with a Growth key; fails unless 200. */
export async function listIn320(server: TestServer, country: string, year: number): Promise<ListedHoliday[]> {
  const answer = await call(server.url, `/v3/public-holidays/list?${qs({ country, year, dataVersion: '3.2.0' })}`, {
    key: server.testKeys.key.growth,
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.holidays as ListedHoliday[];
}

export async function stopServer(server: TestServer | undefined): Promise<void> {
  if (server) await server.shutdown();
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  raw: Buffer;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

/**
 * One HTTP request with node:http, so that the path and query go out exactly
 * as written (fetch would normalise `..` and re-encode some bytes). The
 * answer is checked against the OpenAPI document (conformance.ts): one that
 * does not conform rejects.
 */
export function call(
  base: string,
  path: string,
  options: { key?: string; headers?: Record<string, string>; method?: string; agent?: false } = {},
): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.key !== undefined) headers['X-API-Key'] = options.key;
    const req = httpRequest(
      { host: url.hostname, port: url.port, path, method: options.method ?? 'GET', headers, agent: options.agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text = raw.toString('utf8');
          const json = jsonOrNothing(text);
          const answer = { status: res.statusCode ?? 0, headers: res.headers, text, raw, json };
          // Every answer of every server test is checked against the OpenAPI document.
          try {
            conform(path, options.method ?? 'GET', answer);
          } catch (error) {
            reject(error);
            return;
          }
          resolve(answer);
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** A query string from pairs, each name and value percent-encoded. */
export const qs = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
let holidayValidators: Map<string, ValidateFunction> | undefined;

/** The contract schema's `#/$defs/holiday` of each version, compiled once. */
export function holidayValidator(version: string): ValidateFunction {
  if (!holidayValidators) {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(ajv);
    holidayValidators = new Map();
    for (const [each, id] of addContractSchemas(ajv))
      holidayValidators.set(each, ajv.getSchema(`${id}#/$defs/holiday`)!);
  }
  const validate = holidayValidators.get(version);
  if (!validate) throw new Error(`no schema for ${version}`);
  return validate;
}

/** Schema errors of each holiday, as readable lines (empty when all are valid). */
export function schemaErrors(version: string, holidays: unknown[]): string[] {
  const validate = holidayValidator(version);
  const problems: string[] = [];
  holidays.forEach((holiday, index) => {
    if (!validate(holiday)) problems.push(`#${index} ${JSON.stringify(validate.errors)}`);
  });
  return problems;
}

/** A small seeded generator (mulberry32), so randomised tests repeat exactly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface XmlElement {
  name: string;
  children: XmlElement[];
  text: string;
}

/**
 * A strict little XML reader for the tests: one root, balanced tags, no
 * attributes, only the five predefined entities. Throws on anything else, so
 * reading a document proves it well-formed in the shape the API writes.
 */
export function parseXml(document: string): XmlElement {
  const declaration = /^<\?xml version="1\.0" encoding="UTF-8"\?>\n/;
  if (!declaration.test(document)) throw new Error('missing XML declaration');
  const body = document.replace(declaration, '').trimEnd();
  const token = /<(\/?)([A-Za-z_][A-Za-z0-9_.-]*)(\/?)>|([^<]+)/gy;
  const stack: XmlElement[] = [{ name: '#document', children: [], text: '' }];
  let match: RegExpExecArray | null;
  let position = 0;
  while (position < body.length) {
    token.lastIndex = position;
    match = token.exec(body);
    if (!match) throw new Error(`not well-formed at ${position}: ${body.slice(position, position + 40)}`);
    position = token.lastIndex;
    const [, closing, name, selfClosing, text] = match;
    const top = stack[stack.length - 1]!;
    if (text !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`bad entity in ${text.slice(0, 40)}`);
      top.text += text
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, '&');
    } else if (closing) {
      if (top.name !== name) throw new Error(`</${name}> closes <${top.name}>`);
      stack.pop();
    } else {
      const element: XmlElement = { name: name!, children: [], text: '' };
      top.children.push(element);
      if (!selfClosing) stack.push(element);
    }
  }
  if (stack.length !== 1 || stack[0]!.children.length !== 1)
    throw new Error('unbalanced document or more than one root');
  return stack[0]!.children[0]!;
}

export const child = (element: XmlElement, name: string) => element.children.find((each) => each.name === name);

export interface RawAnswer extends Answer {
  /** ms from the connection to its close. */
  closedAfterMs: number;
  /** false when the server closed the connection without answering. */
  answered: boolean;
}

/**
 * Opens a connection, writes `text` as it is (half a request line, headers
 * without their blank line, …) and never more, then resolves when the server
 * closes the connection, with what it answered.
 */
export function rawRequest(base: string, text: string): Promise<RawAnswer> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    const socket = connect(Number(url.port), url.hostname, () => socket.write(text));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {}); // a refused or reset connection resolves on close, unanswered
    socket.on('close', () => {
      const whole = Buffer.concat(chunks);
      const split = whole.indexOf('\r\n\r\n');
      const head = (split === -1 ? whole : whole.subarray(0, split)).toString('latin1').split('\r\n');
      const raw = split === -1 ? Buffer.alloc(0) : whole.subarray(split + 4);
      const headers: Record<string, string> = {};
      for (const line of head.slice(1)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      const text = raw.toString('utf8');
      const json = jsonOrNothing(text);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head[0] ?? '')?.[1] ?? 0);
      resolve({
        status,
        headers,
        text,
        raw,
        json,
        closedAfterMs: performance.now() - started,
        answered: whole.length > 0,
      });
    });
  });
}

/** A body's JSON, or undefined when it is empty or not JSON (HTML, XML, a truncated answer). */
function jsonOrNothing(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
