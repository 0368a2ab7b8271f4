import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import { main } from '../../pipeline/cli.js';
import type { CliIo } from '../../pipeline/commands/io.js';
import { readLedger } from '../../pipeline/ledger-files.js';
import { EXIT } from '../../pipeline/exit-codes.js';
import type { RunSummary } from '../../pipeline/publish-run.js';
import { readRunLog } from '../../pipeline/run-log.js';
import type { LedgerRecord } from '../../core/types.js';
import { loadCorrections } from '../../sources/corrections.js';
import {
  dropCaoRows,
  everySecondEventGone,
  garbleCaoNames,
  redateCaoRows,
  reserialised,
  shuffleCaoNames,
  startFaultFeed,
  TRANSPORT_FAULTS,
  type FaultFeed,
} from '../fault-feed.js';
import { LOCK_FILE } from '../../pipeline/lock.js';
import { manifestOf, projectRoot, readJson, tempDir } from '../helpers.js';

// Runs of `build` and `refresh` against the fault feed: the real gov.uk and
// Cabinet Office files, served as they are or broken on demand. Nothing wrong
// may go live unnoticed.

let feed: FaultFeed;
let sourcesConfig: string;
beforeAll(async () => {
  feed = await startFaultFeed();
  sourcesConfig = feed.configFile(tempDir('fault-feed-config'), ['gov-uk', 'jp-cao']);
});
// Each test starts from healthy feeds, whatever the one before it left broken.
afterEach(() => {
  feed.serve('gov-uk');
  feed.serve('jp-cao');
});

async function run(command: 'build' | 'refresh', dir: string, at: string, countries: string, extra: string[] = []) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    out: (line) => out.push(line),
    progress: () => {},
    err: (line) => err.push(line),
    isTTY: false,
    env: { SOURCES_CONFIG: sourcesConfig },
    now: () => new Date(at),
  };
  const code = await main(
    [
      command,
      '--out',
      dir,
      '--at',
      at,
      '--countries',
      countries,
      '--years',
      '2025-2026',
      '--workers',
      '1',
      '--keep',
      '10',
      ...extra,
    ],
    io,
  );
  const summaryLine = out.find((line) => line.startsWith('summary: '));
  const summary = summaryLine ? readJson<RunSummary>(/^summary: (\S+)/.exec(summaryLine)![1]!) : null;
  return { code, out, err, summary, text: [...out, ...err].join('\n') };
}

const snapshots = (dir: string) => readdirSync(join(dir, 'snapshots')).filter((name) => !name.startsWith('.'));
const ledger = (dir: string, country: string) => readLedger(join(dir, readlinkSync(join(dir, 'current'))), country);
const on = (records: LedgerRecord[], date: string, nameLocal: string) =>
  records.find((record) => record.date === date && record.nameLocal === nameLocal && !record.substitute);
const changeLogOf = (dir: string) => {
  const manifest = manifestOf(dir);
  return readFileSync(join(dir, 'current', 'changes', `${manifest.changeLogs.at(-1)}.ndjson`), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { kind: string; id: string });
};

describe('transport faults', () => {
  it('every fault falls back to the cached payload: stale, nothing deprecated, nothing published', async () => {
    const dir = tempDir('faults');
    const first = await run('refresh', dir, '2026-03-01T00:00:00Z', 'GB,JP');
    expect(first.code, first.text).toBe(EXIT.published);
    const published = snapshots(dir);
    const records = { GB: ledger(dir, 'GB'), JP: ledger(dir, 'JP') };
    let day = 2;
    for (const fault of TRANSPORT_FAULTS) {
      feed.fault('gov-uk', fault);
      feed.fault('jp-cao', fault);
      const faulty = await run('refresh', dir, `2026-03-${String(day++).padStart(2, '0')}T00:00:00Z`, 'GB,JP');
      expect(faulty.code, `${fault}: ${faulty.text}`).toBe(EXIT.unchanged);
      expect(
        faulty
          .summary!.sources.filter((source) => source.id === 'gov-uk' || source.id === 'jp-cao')
          .map((source) => source.status),
        fault,
      ).toEqual(['stale', 'stale']);
      expect(
        faulty.err.filter((line) => line.startsWith('notice: ')),
        fault,
      ).toEqual([
        expect.stringMatching(/^notice: gov-uk: stale: .*; using the last good payload of 2026-03-01T00:00:00Z$/),
        expect.stringMatching(/^notice: jp-cao: stale: .*; using the last good payload of 2026-03-01T00:00:00Z$/),
      ]);
      expect(snapshots(dir), fault).toEqual(published);
    }
    expect(ledger(dir, 'GB')).toEqual(records.GB);
    expect(ledger(dir, 'JP')).toEqual(records.JP);
    feed.serve('gov-uk');
    feed.serve('jp-cao');
    const log = readRunLog(dir);
    expect(log).toHaveLength(TRANSPORT_FAULTS.length + 1);
    expect(
      log
        .slice(1)
        .every((entry) => entry.status === 'unchanged' && entry.snapshot === null && entry.published === published[0]),
    ).toBe(true);
    expect(
      log[TRANSPORT_FAULTS.indexOf('wrong-encoding') + 1]!.sources.find((source) => source.id === 'jp-cao'),
    ).toMatchObject({ status: 'stale', notice: expect.stringMatching(/wrong-encoding|body is UTF-8/) });
    // One refresh per fault, in turn: minutes on a busy machine.
  }, 600_000);
});

describe('a feed that resets every connection', () => {
  const cli = join(projectRoot, 'pipeline', 'cli.ts');
  const refreshIn = (dir: string, at: string, env: Record<string, string>, preload = '') =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const args = preload
        ? [
            '--import',
            'tsx',
            '--input-type=module',
            '-e',
            `${preload}; process.argv = [process.argv[0], ${JSON.stringify(cli)}, ...${JSON.stringify(refreshArgs(dir, at))}]; await import(${JSON.stringify(cli)});`,
          ]
        : ['--import', 'tsx', cli, ...refreshArgs(dir, at)];
      const child = spawn(process.execPath, args, { cwd: projectRoot, env: { ...process.env, ...env } });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });
  const refreshArgs = (dir: string, at: string) => [
    'refresh',
    '--out',
    dir,
    '--at',
    at,
    '--countries',
    'GB,JP',
    '--years',
    '2025',
    '--workers',
    '1',
  ];

  it('three refreshes at once each end with a clear exit code, a notice per feed and a run-log line, and free their lock', async () => {
    feed.fault('gov-uk', 'connection-reset');
    feed.fault('jp-cao', 'connection-reset');
    const config = feed.configFile(tempDir('reset-config'), ['gov-uk', 'jp-cao'], { retries: 2 });
    try {
      const dirs = [1, 2, 3].map((n) => tempDir(`reset-${n}`));
      const runs = await Promise.all(
        dirs.map((dir, n) =>
          refreshIn(dir, `2026-04-0${n + 1}T00:00:00Z`, {
            SOURCES_CONFIG: config,
            PAYLOADS_DIR: tempDir('no-payloads'),
          }),
        ),
      );
      runs.forEach((run, n) => {
        const text = `${run.stdout}\n${run.stderr}`;
        expect(run.code, text).toBe(EXIT.publishedStale);
        for (const id of ['gov-uk', 'jp-cao'])
          expect(run.stderr, text).toMatch(
            new RegExp(`^notice: ${id}: failed: GET 127\\.0\\.0\\.1:\\d+: .*ECONNRESET.*\\(3 attempts\\)`, 'm'),
          );
        expect(readRunLog(dirs[n]!).map((entry) => entry.status)).toEqual(['published-stale']);
        expect(existsSync(join(dirs[n]!, LOCK_FILE))).toBe(false);
      });
    } finally {
      feed.serve('gov-uk');
      feed.serve('jp-cao');
    }
  });

  it('a run left waiting on a request nothing can finish fails with exit 1, says why, logs it and frees the lock (not exit 13)', async () => {
    const dir = tempDir('stalled');
    const config = feed.configFile(tempDir('stalled-config'), ['gov-uk'], { retries: 0, timeoutMs: 100 });
    // A transport fault beyond the request's own timeout: a fetch that neither answers nor honours its abort signal, and holds nothing open.
    const run = await refreshIn(
      dir,
      '2026-04-10T00:00:00Z',
      { SOURCES_CONFIG: config },
      'globalThis.fetch = () => new Promise(() => {})',
    );
    expect(run.code, `${run.stdout}\n${run.stderr}`).toBe(EXIT.failed);
    expect(run.stderr).toMatch(
      /^error: refresh failed, nothing published: the refresh stopped waiting on work that nothing left running could finish/m,
    );
    expect(readRunLog(dir)).toMatchObject([
      { status: 'failed', exitCode: EXIT.failed, error: expect.stringMatching(/stopped waiting/) },
    ]);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });
});

describe('garbled content', () => {
  it('holds the Cabinet Office file with every name replaced by kana noise: stale, nothing published, the notice names the rule', async () => {
    const dir = tempDir('garbled');
    expect((await run('refresh', dir, '2026-03-01T00:00:00Z', 'JP')).code).toBe(EXIT.published);
    const before = ledger(dir, 'JP');
    feed.serve('jp-cao', garbleCaoNames);
    const garbled = await run('refresh', dir, '2026-03-02T00:00:00Z', 'JP');
    feed.serve('jp-cao');
    expect(garbled.code, garbled.text).not.toBe(EXIT.published);
    expect(garbled.code).toBe(EXIT.unchanged);
    expect(snapshots(dir)).toHaveLength(1);
    expect(ledger(dir, 'JP')).toEqual(before);
    expect(on(before, '2026-01-01', '元日')).toBeDefined();
    const source = garbled.summary!.sources.find((each) => each.id === 'jp-cao')!;
    expect(source.status).toBe('stale');
    expect(source.notice).toMatch(
      /^jp-cao: stale: content check "new-names" failed: 1067 of 1067 .*…; using the last good payload of 2026-03-01T00:00:00Z$/,
    );
    expect(garbled.err).toContain(`notice: ${source.notice}`);
    expect(
      readRunLog(dir)
        .at(-1)!
        .sources.find((each) => each.id === 'jp-cao')!.notice,
    ).toBe(source.notice);
  });

  it('holds known names on the wrong days by the name guard', async () => {
    const dir = tempDir('shuffled');
    expect((await run('refresh', dir, '2026-03-01T00:00:00Z', 'JP')).code).toBe(EXIT.published);
    feed.serve('jp-cao', shuffleCaoNames);
    const shuffled = await run('refresh', dir, '2026-03-02T00:00:00Z', 'JP');
    feed.serve('jp-cao');
    expect(shuffled.code, shuffled.text).toBe(EXIT.held);
    expect(shuffled.summary!.sources.find((source) => source.id === 'jp-cao')!.status).toBe('ok');
    expect(shuffled.err).toContainEqual(
      expect.stringMatching(
        /^held: JP: \d+ of \d+ active records \([\d.]+%\) would be renamed, more than the limit of 10%$/,
      ),
    );
    expect(snapshots(dir)).toHaveLength(1);
  });
});

describe('rejected rows', () => {
  const unreadable = (body: Buffer) =>
    redateCaoRows(body, { '2025/1/1': '2025/2/30', '2025/1/13': '2025/2/30', '2025/2/11': '2025/2/30' });

  it('three unreadable rows deprecate nothing, and are named in the output, the run summary and the run log', async () => {
    const dir = tempDir('unreadable');
    expect((await run('refresh', dir, '2026-03-01T00:00:00Z', 'JP')).code).toBe(EXIT.published);
    const before = ledger(dir, 'JP');
    feed.serve('jp-cao', unreadable);
    const result = await run('refresh', dir, '2026-03-02T00:00:00Z', 'JP');
    feed.serve('jp-cao');
    expect(result.code, result.text).toBe(EXIT.unchanged);
    expect(result.summary!.totals.deprecated).toBe(0);
    for (const name of ['元日', '成人の日', '建国記念の日']) {
      const date = { 元日: '2025-01-01', 成人の日: '2025-01-13', 建国記念の日: '2025-02-11' }[name]!;
      expect(on(ledger(dir, 'JP'), date, name), name).toMatchObject({
        deprecated: false,
        revision: on(before, date, name)!.revision,
      });
    }
    const source = result.summary!.sources.find((each) => each.id === 'jp-cao')!;
    expect(source).toMatchObject({ status: 'ok', counts: { rejected: 3 } });
    expect(source.rejected).toEqual(
      [1015, 1016, 1017].map((line) => ({
        source: 'jp-cao',
        row: `syukujitsu.csv: line ${line}`,
        field: '国民の祝日・休日月日',
        message: 'must be a day YYYY/M/D',
        year: 2025,
      })),
    );
    expect(result.out.filter((line) => / rejected: /.test(line))).toEqual(
      [1015, 1016, 1017].map((line) =>
        expect.stringMatching(
          new RegExp(
            `^\\[\\s*[\\d.]+s\\] rejected: jp-cao: syukujitsu\\.csv: line ${line}: field 国民の祝日・休日月日 \\(2025\\): must be a day YYYY/M/D$`,
          ),
        ),
      ),
    );
    expect(result.out.find((line) => line.includes('] fetch: '))).toMatch(
      /jp-cao ok \(1 payload\(s\), \d+ rows, 3 rejected\)/,
    );
    expect(
      readRunLog(dir)
        .at(-1)!
        .sources.find((each) => each.id === 'jp-cao'),
    ).toMatchObject({ status: 'ok', rejected: 3 });
  });

  it('a build that publishes with rejected rows names them in the manifest and the reports', async () => {
    const dir = tempDir('unreadable-first');
    feed.serve('jp-cao', unreadable);
    const result = await run('build', dir, '2026-03-01T00:00:00Z', 'JP');
    feed.serve('jp-cao');
    expect(result.code, result.text).toBe(EXIT.published);
    const source = manifestOf(dir).sources.find((each) => each.id === 'jp-cao')!;
    expect(source.rejected).toBe(3);
    expect(source.rejectedRows!.map((row) => [row.row, row.field, row.year])).toEqual([
      ['syukujitsu.csv: line 1015', '国民の祝日・休日月日', 2025],
      ['syukujitsu.csv: line 1016', '国民の祝日・休日月日', 2025],
      ['syukujitsu.csv: line 1017', '国民の祝日・休日月日', 2025],
    ]);
    const markdown = readFileSync(join(dir, 'current', 'reports', 'changes.md'), 'utf8');
    expect(markdown).toContain(
      '**Sources:**\n- jp-cao: ok; 3 rejected rows (nothing of their years is deprecated):\n  - jp-cao: syukujitsu.csv: line 1015: field 国民の祝日・休日月日 (2025): must be a day YYYY/M/D',
    );
    const html = readFileSync(join(dir, 'current', 'reports', 'changes.html'), 'utf8');
    expect(html).toContain(
      '<li>jp-cao: syukujitsu.csv: line 1017: field 国民の祝日・休日月日 (2025): must be a day YYYY/M/D</li>',
    );
    expect(result.summary!.reports.some((path) => path.endsWith('changes.md'))).toBe(true);
  });

  it('a real withdrawal is still deprecated, exactly once', async () => {
    const dir = tempDir('withdrawal');
    expect((await run('refresh', dir, '2026-03-01T00:00:00Z', 'JP')).code).toBe(EXIT.published);
    const marine = on(ledger(dir, 'JP'), '2026-07-20', '海の日')!;
    feed.serve('jp-cao', (body) => dropCaoRows(body, ['2026/7/20']));
    const withdrawn = await run('refresh', dir, '2026-03-02T00:00:00Z', 'JP');
    expect(withdrawn.code, withdrawn.text).toBe(EXIT.published);
    expect(withdrawn.summary!.totals).toMatchObject({ deprecated: 1, added: 0, revived: 0 });
    expect(
      changeLogOf(dir)
        .filter((change) => change.kind === 'deprecated')
        .map((change) => change.id),
    ).toEqual([marine.id]);
    expect(ledger(dir, 'JP').find((record) => record.id === marine.id)).toMatchObject({
      deprecated: true,
      revision: marine.revision + 1,
    });
    const again = await run('refresh', dir, '2026-03-03T00:00:00Z', 'JP');
    feed.serve('jp-cao');
    expect(again.code, again.text).toBe(EXIT.unchanged);
    expect(ledger(dir, 'JP').find((record) => record.id === marine.id)).toMatchObject({
      deprecated: true,
      revision: marine.revision + 1,
    });
    expect(snapshots(dir)).toHaveLength(2);
  });
});

describe('guards on build', () => {
  it('holds a half-empty gov.uk feed (exit 6, nothing published) and publishes it with --accept-changes', async () => {
    const dir = tempDir('half-empty');
    const first = await run('build', dir, '2026-03-01T00:00:00Z', 'GB');
    expect(first.code, first.text).toBe(EXIT.published);
    expect(first.out).toContainEqual(expect.stringMatching(/\] guards: first snapshot: nothing published to protect$/));
    const before = readlinkSync(join(dir, 'current'));
    feed.serve('gov-uk', everySecondEventGone);
    const held = await run('build', dir, '2026-03-02T00:00:00Z', 'GB');
    expect(held.code, held.text).toBe(EXIT.held);
    expect(held.summary!.sources.find((source) => source.id === 'gov-uk')!.status).toBe('ok');
    expect(held.err).toContainEqual(
      expect.stringMatching(
        /^held: GB: \d+ of \d+ active records \([\d.]+%\) would be deprecated, more than the limit of 10%$/,
      ),
    );
    expect(held.out.at(-6)).toMatch(
      /^ {2}held {7}snapshot 000002-20260302T000000Z not published, 000001-20260301T000000Z stays published \(rerun with --accept-changes to publish\)$/,
    );
    expect(readlinkSync(join(dir, 'current'))).toBe(before);
    expect(snapshots(dir)).toHaveLength(1);
    expect(readFileSync(join(held.summary!.runDir, 'changes.md'), 'utf8')).toContain(
      '**Held by the guards: not published.**',
    );

    const accepted = await run('build', dir, '2026-03-02T00:00:00Z', 'GB', ['--accept-changes']);
    feed.serve('gov-uk');
    expect(accepted.code, accepted.text).toBe(EXIT.published);
    expect(accepted.summary!.totals.deprecated).toBeGreaterThan(0);
    expect(readFileSync(join(dir, 'current', 'reports', 'changes.md'), 'utf8')).toContain(
      'published anyway (--accept-changes)',
    );
  });
});

describe('publishing only changes', () => {
  it('two refreshes whose records equal the published ones publish nothing, and still record their sources', async () => {
    const dir = tempDir('unchanged');
    expect((await run('refresh', dir, '2026-03-01T00:00:00Z', 'GB')).code).toBe(EXIT.published);
    expect(existsSync(join(dir, 'current', 'reports', 'changes.md'))).toBe(true);
    // The same JSON written differently: new inputs, the same records.
    feed.serve('gov-uk', reserialised);
    const rewritten = await run('refresh', dir, '2026-03-02T00:00:00Z', 'GB');
    expect(rewritten.code, rewritten.text).toBe(EXIT.unchanged);
    expect(rewritten.out).toContainEqual(
      expect.stringMatching(/\] publish: nothing changed: 000001-20260301T000000Z stays published$/),
    );
    // Upstream down: the cached payload is used.
    feed.fault('gov-uk', 'status-500');
    const down = await run('refresh', dir, '2026-03-03T00:00:00Z', 'GB');
    feed.serve('gov-uk');
    expect(down.code, down.text).toBe(EXIT.unchanged);
    const build = await run('build', dir, '2026-03-04T00:00:00Z', 'GB', ['--force']);
    expect(build.code, build.text).toBe(EXIT.unchanged);
    expect(build.out.at(-6)).toMatch(
      /^ {2}unchanged {2}nothing changed: snapshot 000001-20260301T000000Z stays published$/,
    );
    expect(snapshots(dir)).toEqual(['000001-20260301T000000Z']);
    const log = readRunLog(dir);
    expect(
      log.map((entry) => [
        entry.command,
        entry.status,
        entry.exitCode,
        entry.sources.find((source) => source.id === 'gov-uk')?.status,
      ]),
    ).toEqual([
      ['refresh', 'published', 0, 'ok'],
      ['refresh', 'unchanged', 5, 'ok'],
      ['refresh', 'unchanged', 5, 'stale'],
      ['build', 'unchanged', 5, 'ok'],
    ]);
    expect(log[1]!.sources.find((source) => source.id === 'gov-uk')!.digests).not.toEqual(
      log[0]!.sources.find((source) => source.id === 'gov-uk')!.digests,
    );
  });
});

describe('identity', () => {
  it('a different holiday on a removed holiday’s day is added with a new id, not revived', async () => {
    const dir = tempDir('identity');
    const options = { outDir: dir, countries: ['US'], fromYear: 2026, toYear: 2026, keep: 10, workers: 1 };
    await build({ ...options, at: '2026-01-01T00:00:00Z' });
    const veterans = on(ledger(dir, 'US'), '2026-11-11', 'Veterans Day')!;
    const file = join(dir, 'corrections.json');
    const write = (corrections: unknown[]) => (
      writeFileSync(file, JSON.stringify({ corrections })), loadCorrections(file)
    );
    const removal = { action: 'remove', country: 'US', date: '2026-11-11', name: 'Veterans Day' };
    await build({ ...options, at: '2026-02-01T00:00:00Z', corrections: write([removal]) });
    expect(ledger(dir, 'US').find((record) => record.id === veterans.id)).toMatchObject({ deprecated: true });
    await build({
      ...options,
      at: '2026-03-01T00:00:00Z',
      corrections: write([
        removal,
        { action: 'add', country: 'US', date: '2026-11-11', name: 'Armistice Remembrance', type: 'observance' },
      ]),
    });
    const changes = changeLogOf(dir);
    const added = ledger(dir, 'US').find((record) => record.name === 'Armistice Remembrance')!;
    expect(added.id).not.toBe(veterans.id);
    expect(changes).toEqual([expect.objectContaining({ kind: 'added', id: added.id, revision: 1 })]);
    expect(ledger(dir, 'US').find((record) => record.id === veterans.id)).toMatchObject({
      name: 'Veterans Day',
      deprecated: true,
      revision: veterans.revision + 1,
    });
  });
});
