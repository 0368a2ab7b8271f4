// An estimate confirmed, then moved, through three builds of AE 2030, as the
// API shows it: date-holidays computes Islamic New Year (1 Muharram) for
// 2030-05-03, an estimate; a reviewed amendment adds it on that day, which
// confirms it (the same id, a new revision); an operator's correction then
// moves it a day, which withdraws the confirmed record and adds one on the new
// day. Contract 3.2.0 shows `estimated` and `sources`; the change feed and the
// histories show each step.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { DataStore } from '../../server/snapshot.js';
import type { Correction } from '../../sources/corrections.js';
import { manifestOf, tempDir } from '../helpers.js';
import {
  call,
  child,
  parseXml,
  qs,
  schemaErrors,
  startTestServer,
  stopServer,
  type Answer,
  type TestServer,
} from './helpers.js';

interface Holiday {
  id: string;
  date: string;
  name: string;
  deprecated: boolean;
  revision: number;
  updatedAt: string;
  estimated?: boolean;
  sources?: string[];
  dataVersion: string;
}

const [T1, T2, T3] = ['2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z', '2026-03-01T00:00:00Z'] as const;
const NAME = 'Islamic New Year';
const DAY = '2030-05-03';
const MOVED_TO = '2030-05-04';
const MOVE: Correction = {
  action: 'move',
  country: 'AE',
  date: DAY,
  name: NAME,
  to: MOVED_TO,
  source: 'Cabinet announcement (test)',
  entry: 0,
  layer: 'corrections',
};

let server: TestServer;
let dataDir: string;
/** The 3.2.0 list (deprecated included) after each build. */
const after: Holiday[][] = [];
/** The 3.1.x files' digests after each build. */
const digests: Record<string, string>[] = [];

const list = (params: Record<string, string | number>, key = server.testKeys.key.growth) =>
  call(server.url, `/v3/public-holidays/list?${qs({ country: 'AE', year: 2030, ...params })}`, { key });
const ok = (answer: Answer) => {
  expect(answer.status, answer.text).toBe(200);
  return answer;
};
const named = (holidays: Holiday[]) => holidays.filter((holiday) => holiday.name === NAME);

beforeAll(async () => {
  dataDir = tempDir('estimated');
  const amendments = tempDir('estimated-amendments');
  const options = {
    outDir: dataDir,
    countries: ['AE'],
    fromYear: 2030,
    toYear: 2030,
    keep: 10,
    workers: 1,
    amendmentsDir: amendments,
  };
  const snapshotState = async () => {
    // The server serves a new snapshot once it has checked it.
    if (server) await server.store.ready();
    after.push(ok(await list({ dataVersion: '3.2.0', includeDeprecated: 'true' })).json.holidays as Holiday[]);
    const files = manifestOf(dataDir).files;
    digests.push(
      Object.fromEntries(['3.1.0', '3.1.1', '3.1.2'].map((version) => [version, files[`${version}/AE/2030.json`]!])),
    );
  };

  // 1. date-holidays alone.
  await build({ ...options, at: T1 });
  server = await startTestServer(dataDir);
  await snapshotState();
  // 2. A reviewed amendment gives the holiday on the day the estimate gave.
  mkdirSync(amendments, { recursive: true });
  writeFileSync(
    join(amendments, 'AE.json'),
    JSON.stringify({
      country: 'AE',
      amendments: [{ action: 'add', date: DAY, name: NAME, type: 'public', source: 'Cabinet resolution (test)' }],
    }),
  );
  await build({ ...options, at: T2 });
  await snapshotState();
  // 3. An operator's correction moves it a day.
  await build({ ...options, at: T3, corrections: [MOVE] });
  await snapshotState();
}, 120_000);

afterAll(() => stopServer(server));

describe('an estimate confirmed, then moved, through builds (AE 2030, contract 3.2.0)', () => {
  it('build 1: date-holidays alone gives the holiday as an estimate, listed by date-holidays', () => {
    const [first] = after;
    expect(named(first!).map((h) => [h.date, h.estimated, h.sources, h.revision, h.deprecated])).toEqual([
      [DAY, true, ['date-holidays'], 1, false],
    ]);
    // Every Hijri feast is an estimate; the Gregorian days are not.
    expect(first!.filter((h) => !h.estimated).map((h) => h.date)).toEqual(['2030-01-01', '2030-12-02']);
    expect(first!.filter((h) => h.estimated).length).toBeGreaterThan(5);
    expect(schemaErrors('3.2.0', first!)).toEqual([]);
  });

  it('build 2: the amendment confirms it: the same id, a new revision, estimated false, listed by the amendments too', () => {
    const [before] = named(after[0]!);
    const [confirmed] = named(after[1]!);
    expect(confirmed).toMatchObject({
      id: before!.id,
      date: DAY,
      estimated: false,
      sources: ['amendments', 'date-holidays'],
      revision: 2,
      updatedAt: T2,
      deprecated: false,
    });
    // Nothing else changed.
    expect(after[1]!.filter((h) => h.id !== before!.id)).toEqual(after[0]!.filter((h) => h.id !== before!.id));
  });

  it('build 3: the move withdraws the confirmed record and adds one on the new day, no estimate either', () => {
    const [before] = named(after[1]!);
    const records = named(after[2]!).map((h) => [
      h.id === before!.id ? 'old' : 'new',
      h.date,
      h.estimated,
      h.sources,
      h.revision,
      h.deprecated,
    ]);
    expect(records).toEqual([
      ['old', DAY, false, ['amendments', 'date-holidays'], 3, true],
      ['new', MOVED_TO, false, ['amendments', 'corrections', 'date-holidays'], 1, false],
    ]);
  });

  it('shows each step in the change feed, with estimated among the fields', async () => {
    const answer = ok(
      await call(server.url, `/v3/public-holidays/changes?${qs({ country: 'AE', limit: 1000 })}`, {
        key: server.testKeys.key.growth,
      }),
    );
    const changes = answer.json.changes as {
      at: string;
      id: string;
      date: string;
      kind: string;
      revision: number;
      fields: Record<string, { from: unknown; to: unknown }>;
    }[];
    const [old] = named(after[0]!);
    const [moved] = named(after[2]!).filter((h) => h.date === MOVED_TO);
    expect(changes.filter((c) => c.at === T1).length).toBe(after[0]!.length); // the first build added every record
    expect(changes.find((c) => c.at === T1 && c.id === old!.id)!.fields.estimated).toEqual({ from: null, to: true });
    expect(changes.filter((c) => c.at !== T1).map((c) => [c.at, c.kind, c.id, c.date, c.revision, c.fields])).toEqual([
      [
        T2,
        'revised',
        old!.id,
        DAY,
        2,
        {
          estimated: { from: true, to: false },
          sources: { from: ['date-holidays'], to: ['amendments', 'date-holidays'] },
        },
      ],
      [T3, 'deprecated', old!.id, DAY, 3, { deprecated: { from: false, to: true } }],
      [
        T3,
        'added',
        moved!.id,
        MOVED_TO,
        1,
        expect.objectContaining({ date: { from: null, to: MOVED_TO }, estimated: { from: null, to: false } }),
      ],
    ]);
  });

  it('shows each step in the histories of the estimate’s id and of the moved record’s', async () => {
    const history = async (id: string) =>
      ok(await call(server.url, `/v3/public-holidays/${id}/history`, { key: server.testKeys.key.growth })).json
        .revisions as {
        revision: number;
        at: string;
        kind: string;
        changes: Record<string, { from: unknown; to: unknown }>;
        sources: string[];
      }[];
    const [old] = named(after[0]!);
    const [moved] = named(after[2]!).filter((h) => h.date === MOVED_TO);
    const revisions = await history(old!.id);
    expect(revisions.map((r) => [r.revision, r.at, r.kind, r.sources])).toEqual([
      [1, T1, 'added', ['date-holidays']],
      [2, T2, 'revised', ['amendments', 'date-holidays']],
      [3, T3, 'deprecated', ['amendments', 'date-holidays']],
    ]);
    expect(revisions[0]!.changes.estimated).toEqual({ from: null, to: true });
    expect(revisions[1]!.changes.estimated).toEqual({ from: true, to: false });
    expect((await history(moved!.id)).map((r) => [r.revision, r.at, r.kind, r.sources, r.changes.estimated])).toEqual([
      [1, T3, 'added', ['amendments', 'corrections', 'date-holidays'], { from: null, to: false }],
    ]);
  });

  it('writes estimated in the ledger only where it is true, and the server reads it from the ledger lines', async () => {
    const snapshot = await new DataStore(dataDir, 1_000_000).ready();
    const ledgerText = readFileSync(join(snapshot.dir, 'ledger', 'AE.ndjson'), 'utf8');
    const lines = ledgerText
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { id: string; estimated?: boolean });
    const latest = after[2]!;
    expect(
      lines
        .filter((line) => 'estimated' in line)
        .map((line) => line.id)
        .sort(),
    ).toEqual(
      latest
        .filter((h) => h.estimated)
        .map((h) => h.id)
        .sort(),
    );
    expect(lines.every((line) => line.estimated !== false)).toBe(true);
    const ledger = (await snapshot.ledger('AE'))!;
    for (const holiday of latest) expect(ledger.byId.get(holiday.id)!.estimated, holiday.id).toBe(holiday.estimated);
  });

  it('leaves the 3.1.x objects without the new members; 3.1.0 and 3.1.1 files unchanged by a confirmation, 3.1.2 taking the revision', async () => {
    for (const version of ['3.1.0', '3.1.1', '3.1.2']) {
      const holidays = ok(await list({ dataVersion: version })).json.holidays as Record<string, unknown>[];
      expect(
        holidays.some((h) => 'estimated' in h || 'sources' in h),
        version,
      ).toBe(false);
    }
    expect(digests[1]!['3.1.0']).toBe(digests[0]!['3.1.0']);
    expect(digests[1]!['3.1.1']).toBe(digests[0]!['3.1.1']);
    expect(digests[1]!['3.1.2']).not.toBe(digests[0]!['3.1.2']);
    const [confirmed] = named(
      ok(await list({ dataVersion: '3.1.2', includeDeprecated: 'true' })).json.holidays as Holiday[],
    );
    expect(confirmed).toMatchObject({ date: DAY, revision: 3, deprecated: true });
  });

  it('answers 3.2.0 in XML: sources as <sources><source>…</source></sources>, estimated as true or false', async () => {
    const answer = ok(await list({ dataVersion: '3.2.0', format: 'xml' }));
    const holidays = child(parseXml(answer.text), 'holidays')!.children;
    const moved = holidays.find((holiday) => child(holiday, 'date')!.text === MOVED_TO)!;
    expect(child(moved, 'estimated')!.text).toBe('false');
    expect(child(moved, 'sources')!.children.map((item) => [item.name, item.text])).toEqual([
      ['source', 'amendments'],
      ['source', 'corrections'],
      ['source', 'date-holidays'],
    ]);
    const estimate = holidays.find((holiday) => child(holiday, 'estimated')!.text === 'true')!;
    expect(child(estimate, 'sources')!.children.map((item) => item.name)).toEqual(['source']);
    // The OpenAPI document's 3.2.0 holiday names the items too (what the XML writer and clients read).
    const document = JSON.parse(readFileSync(new URL('../../server/openapi.json', import.meta.url), 'utf8')) as {
      components: {
        schemas: Record<string, { properties: Record<string, { items?: { xml?: { name: string } }; type?: string }> }>;
      };
    };
    const properties = document.components.schemas.Contract3_2_0_holiday!.properties;
    expect(properties.sources!.items!.xml).toEqual({ name: 'source' });
    expect(properties.estimated!.type).toBe('boolean');
  });

  it('is open from the Growth plan: a Builder key hears 403 plan_restricted naming Growth', async () => {
    const refused = await list({ dataVersion: '3.2.0' }, server.testKeys.key.builder);
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('plan_restricted');
    expect(refused.json.error.message).toContain('the Growth plan or above');
    expect(refused.json.error.message).toContain('this key is on the Builder plan');
    expect((await list({}, server.testKeys.key.builder)).json.holidays[0].dataVersion).toBe('3.1.0'); // the default stays 3.1.0
  });
});
