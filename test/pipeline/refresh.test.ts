import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HELP, main } from '../../pipeline/cli.js';
import type { CliIo } from '../../pipeline/commands/io.js';
import { EXIT } from '../../pipeline/exit-codes.js';
import { DEFAULT_GUARDS, loadGuards } from '../../pipeline/guards.js';
import { readLedger } from '../../pipeline/ledger-files.js';
import { acquireLock, LOCK_FILE, LockBusyError } from '../../pipeline/lock.js';
import type { RefreshSummary } from '../../pipeline/refresh.js';
import { manifestOf, projectRoot, readJson, tempDir } from '../helpers.js';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const BASE = ['--countries', 'US', '--years', '2025-2026', '--keep', '10', '--workers', '1'];

function io() {
  const out: string[] = [];
  const err: string[] = [];
  const value: CliIo = {
    out: (l) => out.push(l),
    progress: () => {},
    err: (l) => err.push(l),
    isTTY: false,
    env: {},
    now: () => new Date('2026-11-21T10:00:00Z'),
  };
  return { io: value, out, err };
}

async function refreshCli(dir: string, at: string, extra: string[] = []) {
  const { io: cliIo, out, err } = io();
  const code = await main(['refresh', '--out', dir, '--at', at, ...BASE, ...extra], cliIo);
  return { code, out, err };
}

const summaryOf = (out: string[]) => readJson<RefreshSummary>(/^summary: (\S+)/.exec(out.at(-1)!)![1]!);

/** A corrections file withdrawing `count` nationwide-or-regional records of 2025 (a mass withdrawal). */
function massWithdrawal(dir: string, dataDir: string, count: number): string {
  const ledger = readLedger(join(dataDir, 'current'), 'US').filter(
    (record) => !record.deprecated && !record.substitute && record.date.startsWith('2025-'),
  );
  const seen = new Set<string>();
  const corrections = [];
  for (const record of ledger) {
    const key = `${record.date}|${record.name}`;
    if (seen.has(key)) continue;
    seen.add(key);
    corrections.push({ action: 'remove', country: 'US', date: record.date, name: record.name });
    if (corrections.length === count) break;
  }
  const file = join(dir, 'withdraw.json');
  writeFileSync(file, JSON.stringify({ corrections }));
  return file;
}

describe('refresh', () => {
  it('publishes, prints one line per stage, writes a run summary and reports listed in the manifest; then finds nothing changed', async () => {
    const dir = tempDir('refresh-basic');
    const first = await refreshCli(dir, '2026-01-01T00:00:00Z');
    expect(first.code, first.err.join('\n')).toBe(EXIT.published);
    // A run longer than ten seconds (a busy machine) also prints `progress:` lines between them.
    const stages = first.out
      .slice(0, -1)
      .filter((line) => !line.startsWith('progress: '))
      .map((line) => /^\[\s*[\d.]+s\] (\w+):/.exec(line)?.[1]);
    expect(stages).toEqual(['lock', 'fetch', 'build', 'validate', 'diff', 'guards', 'report', 'publish']);
    const summary = summaryOf(first.out);
    expect(summary).toMatchObject({
      status: 'published',
      exitCode: 0,
      previous: null,
      dryRun: false,
      guards: { held: false },
    });
    expect(summary.snapshot).toBe(manifestOf(dir).snapshot);
    expect(summary.countries.US!.added).toBe(summary.totals.added);
    expect(summary.sources.map((source) => source.id)).toContain('date-holidays');
    for (const stage of ['lock', 'fetch', 'build', 'diff', 'guards', 'publish', 'total'])
      expect(summary.durationsMs[stage]).toBeGreaterThanOrEqual(0);
    const manifest = manifestOf(dir) as ReturnType<typeof manifestOf> & { reports: string[] };
    expect(manifest.reports).toEqual(['reports/changes.md', 'reports/changes.html', 'reports/changes.csv']);
    for (const report of manifest.reports) {
      expect(manifest.files[report]).toMatch(/^[0-9a-f]{64}$/);
      expect(existsSync(join(dir, 'current', report))).toBe(true);
    }
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);

    const again = await refreshCli(dir, '2026-01-02T00:00:00Z');
    expect(again.code).toBe(EXIT.unchanged);
    expect(again.out.at(-2)).toMatch(/publish: nothing changed: \S+ stays published/);
    expect(manifestOf(dir).snapshot).toBe(summary.snapshot);
  });

  it('a forced refresh with no record change that still publishes (its ledger stores a name under another reference) says which files changed and how, in its output and reports', async () => {
    const dir = tempDir('refresh-files-only');
    const args = ['--countries', 'JP', '--years', '2026', '--workers', '1'];
    const first = await main(['refresh', '--out', dir, '--at', '2026-01-01T00:00:00Z', ...args], io().io);
    expect(first).toBe(EXIT.published);
    // The published ledger refers to the first record's names under another digest (the same names): the
    // records read the same, the files do not. Written as new files (they may be links shared with nothing else).
    const snapshotDir = join(dir, 'current');
    const ledgerPath = join(snapshotDir, 'ledger', 'JP.ndjson');
    const namesPath = join(snapshotDir, 'ledger', 'JP.names.json');
    const lines = readFileSync(ledgerPath, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { namesRef: string });
    const names = JSON.parse(readFileSync(namesPath, 'utf8')) as Record<string, unknown>;
    names['ffffffffffff'] = names[lines[0]!.namesRef];
    lines[0]!.namesRef = 'ffffffffffff';
    const ledgerText = lines.map((line) => `${JSON.stringify(line)}\n`).join('');
    const namesText = `${JSON.stringify(names)}\n`;
    for (const [path, text] of [
      [ledgerPath, ledgerText],
      [namesPath, namesText],
    ] as const) {
      rmSync(path);
      writeFileSync(path, text);
    }
    const manifestPath = join(snapshotDir, 'manifest.json');
    const manifest = readJson<{ files: Record<string, string> }>(manifestPath);
    manifest.files['ledger/JP.ndjson'] = sha256(ledgerText);
    manifest.files['ledger/JP.names.json'] = sha256(namesText);
    rmSync(manifestPath);
    writeFileSync(manifestPath, JSON.stringify(manifest));

    const { io: cliIo, out, err } = io();
    const code = await main(['refresh', '--out', dir, '--at', '2026-01-02T00:00:00Z', '--force', ...args], cliIo);
    expect(code, err.join('\n')).toBe(EXIT.published);
    const said = `ledger/JP.names.json: 1 member removed; ledger/JP.ndjson: namesRef in 1 line (of ${lines.length})`;
    expect(out).toContainEqual(expect.stringMatching(/\] diff: 0 changes \(/));
    expect(out).toContainEqual(
      expect.stringContaining(
        `] diff: no record changed, yet 2 record files differ from 000001-20260101T000000Z, so a new snapshot is made: ${said}`,
      ),
    );
    expect(out).toContainEqual(expect.stringMatching(/\] publish: switched to snapshot 000002-/));
    const reports = join(dir, 'current', 'reports');
    const note = `No record changed. A new snapshot is made because these record files differ from 000001-20260101T000000Z: ${said}.`;
    expect(readFileSync(join(reports, 'changes.md'), 'utf8')).toContain(note);
    expect(readFileSync(join(reports, 'changes.html'), 'utf8')).toContain(`<p id="note">${note}</p>`);
  });

  it('holds a mass withdrawal (nothing published, the report says why) and publishes it with --accept-changes', async () => {
    const dir = tempDir('refresh-guard');
    expect((await refreshCli(dir, '2026-01-01T00:00:00Z')).code).toBe(EXIT.published);
    const before = readlinkSync(join(dir, 'current'));
    const corrections = massWithdrawal(dir, dir, 30);

    const dry = await refreshCli(dir, '2026-02-01T00:00:00Z', ['--corrections', corrections, '--dry-run']);
    expect(dry.code).toBe(EXIT.held);
    expect(summaryOf(dry.out).status).toBe('dry-run');
    expect(readlinkSync(join(dir, 'current'))).toBe(before);

    const held = await refreshCli(dir, '2026-02-01T00:00:00Z', ['--corrections', corrections]);
    expect(held.code).toBe(EXIT.held);
    expect(held.err.join('\n')).toMatch(
      /held: US: \d+ of \d+ active records \([\d.]+%\) would be deprecated, more than the limit of 10%/,
    );
    expect(readlinkSync(join(dir, 'current'))).toBe(before);
    expect(readdirSync(join(dir, 'snapshots'))).toEqual([before.split('/').pop()]);
    const summary = summaryOf(held.out);
    expect(summary).toMatchObject({ status: 'held', guards: { held: true } });
    const markdown = readFileSync(join(summary.runDir, 'changes.md'), 'utf8');
    expect(markdown).toContain('**Held by the guards: not published.**');
    expect(markdown).toMatch(/US: \d+ of \d+ active records .* would be deprecated/);
    expect(summary.totals.deprecated).toBeGreaterThanOrEqual(30);

    // The same, with a higher threshold from the config file: passes.
    const config = join(dir, 'refresh.config.json');
    writeFileSync(config, JSON.stringify({ guards: { maxDeprecatedShare: 0.9, maxChanges: 5000 } }));
    expect(loadGuards(config)).toEqual({ maxDeprecatedShare: 0.9, maxChanges: 5000, maxRenamedShare: 0.1 });
    const lowTotal = await refreshCli(dir, '2026-02-01T00:00:00Z', [
      '--corrections',
      corrections,
      '--config',
      config,
      '--max-changes',
      '5',
      '--dry-run',
    ]);
    expect(lowTotal.code).toBe(EXIT.held);
    expect(lowTotal.err.join('\n')).toMatch(/held: \d+ records would change in all, more than the limit of 5/);

    const accepted = await refreshCli(dir, '2026-02-01T00:00:00Z', ['--corrections', corrections, '--accept-changes']);
    expect(accepted.code).toBe(EXIT.published);
    expect(readlinkSync(join(dir, 'current'))).not.toBe(before);
    const published = readFileSync(join(dir, 'current', 'reports', 'changes.md'), 'utf8');
    expect(published).toContain('published anyway (--accept-changes)');
    expect(manifestOf(dir).counts.changes.deprecated).toBeGreaterThanOrEqual(30);
  });

  it('of two refreshes started together, one runs and the other exits with a clear message', async () => {
    const dir = tempDir('refresh-race');
    const [a, b] = await Promise.all([
      refreshCli(dir, '2026-01-01T00:00:00Z'),
      refreshCli(dir, '2026-01-01T00:00:00Z'),
    ]);
    expect([a.code, b.code].sort()).toEqual([EXIT.published, EXIT.busy]);
    const loser = a.code === EXIT.busy ? a : b;
    expect(loser.err).toEqual([
      expect.stringMatching(
        /^error: another refresh is running \(pid \d+ on .+, since .+\): .*refresh\.lock is held; try again after it finishes$/,
      ),
    ]);
    expect(loser.out).toEqual([]);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('a refresh killed mid-way leaves the published snapshot served and its lock taken over by the next one', async () => {
    const dir = tempDir('refresh-killed');
    expect((await refreshCli(dir, '2026-01-01T00:00:00Z')).code).toBe(EXIT.published);
    const before = readlinkSync(join(dir, 'current'));
    const corrections = massWithdrawal(dir, dir, 1);
    const killed = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'pipeline/cli.ts',
        'refresh',
        '--out',
        dir,
        '--at',
        '2026-02-01T00:00:00Z',
        ...BASE,
        '--corrections',
        corrections,
      ],
      {
        cwd: projectRoot,
        env: { ...process.env, HOLIDAYS_FAULT: 'crash:before-switch' },
        encoding: 'utf8',
      },
    );
    expect(killed.signal).toBe('SIGKILL');
    expect(readlinkSync(join(dir, 'current'))).toBe(before);
    expect(manifestOf(dir).snapshot).toBe(before.split('/').pop());
    const stale = readJson<{ pid: number }>(join(dir, LOCK_FILE));
    expect(stale.pid).toBe(killed.pid);

    const next = await refreshCli(dir, '2026-02-01T00:00:00Z', ['--corrections', corrections]);
    expect(next.code, next.err.join('\n')).toBe(EXIT.published);
    expect(next.out[0]).toMatch(
      new RegExp(`lock: taken over from a refresh that is gone \\(pid ${killed.pid}, since `),
    );
    expect(summaryOf(next.out).lock.tookOverFrom).toBe(killed.pid);
    expect(readlinkSync(join(dir, 'current'))).not.toBe(before);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('a failing refresh publishes nothing, says why in its run summary and releases the lock', async () => {
    const dir = tempDir('refresh-failed');
    expect((await refreshCli(dir, '2026-01-01T00:00:00Z')).code).toBe(EXIT.published);
    const before = readlinkSync(join(dir, 'current'));
    const { io: cliIo, out, err } = io();
    const code = await main(
      ['refresh', '--out', dir, '--at', '2026-02-01T00:00:00Z', '--countries', 'XX', '--years', '2025'],
      cliIo,
    );
    expect(code).toBe(EXIT.usage);
    expect(err).toEqual([expect.stringMatching(/^error: unknown country code XX/)]);
    expect(out.at(-1)).toMatch(/failed: unknown country code XX.*; nothing published$/);
    const runs = readdirSync(join(dir, 'runs')).sort();
    expect(readJson<{ status: string; error: string }>(join(dir, 'runs', runs.at(-1)!, 'summary.json'))).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/unknown country code XX/),
    });
    expect(readlinkSync(join(dir, 'current'))).toBe(before);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('takes over a lock of a dead process, never that of a live one', () => {
    const dir = tempDir('refresh-lock');
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: gone, host: hostname(), startedAt: '2026-01-01T00:00:00Z', command: 'refresh' }),
    );
    const lock = acquireLock(dir);
    expect(lock.tookOverFrom?.pid).toBe(gone);
    expect(() => acquireLock(dir)).toThrow(LockBusyError);
    lock.release();
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: process.ppid, host: hostname(), startedAt: '2026-01-01T00:00:00Z', command: 'refresh' }),
    );
    expect(() => acquireLock(dir)).toThrow(/another refresh is running \(pid \d+/);
  });

  it('takes over the lock of an owner killed and not yet reaped (a zombie), whose pid still answers kill(pid, 0)', async () => {
    const dir = tempDir('refresh-lock-zombie');
    // The owner takes the lock in a child of `sleep`, which never reaps it: once killed, it stays a zombie.
    const takeLock = `import('./pipeline/lock.ts').then((lock) => { lock.acquireLock(${JSON.stringify(dir)}, 'build'); setInterval(() => {}, 1000); })`;
    const parent = spawn(
      'sh',
      ['-c', '"$0" "$@" & echo $!; exec sleep 60', process.execPath, '--import', 'tsx', '-e', takeLock],
      { cwd: projectRoot, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    try {
      const owner = Number(
        await new Promise<string>((resolve) =>
          parent.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString())),
        ),
      );
      for (let tries = 0; !existsSync(join(dir, LOCK_FILE)) && tries < 1200; tries++)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')).pid).toBe(owner);
      expect(() => acquireLock(dir)).toThrow(LockBusyError);
      process.kill(owner, 'SIGKILL');
      for (let tries = 0; !readFileSync(`/proc/${owner}/stat`, 'utf8').includes(') Z ') && tries < 100; tries++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      // The precondition of the fault: the owner is a zombie, and kill(pid, 0) still succeeds on it.
      expect(readFileSync(`/proc/${owner}/stat`, 'utf8')).toContain(') Z ');
      expect(() => process.kill(owner, 0)).not.toThrow();
      const lock = acquireLock(dir);
      expect(lock.tookOverFrom?.pid).toBe(owner);
      lock.release();
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('takes over a lock whose pid now belongs to another process (started at another time)', () => {
    const dir = tempDir('refresh-lock-reused');
    const parentStat = readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
    const startTicks = Number(parentStat.slice(parentStat.lastIndexOf(')') + 2).split(' ')[19]);
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({
        pid: process.ppid,
        startTicks: startTicks + 1,
        host: hostname(),
        startedAt: '2026-01-01T00:00:00Z',
        command: 'refresh',
      }),
    );
    const lock = acquireLock(dir);
    expect(lock.tookOverFrom?.pid).toBe(process.ppid);
    lock.release();
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({
        pid: process.ppid,
        startTicks,
        host: hostname(),
        startedAt: '2026-01-01T00:00:00Z',
        command: 'refresh',
      }),
    );
    expect(() => acquireLock(dir)).toThrow(/another refresh is running \(pid \d+/);
  });

  it('documents every refresh exit code in --help, and the guard defaults', () => {
    for (const [code, words] of [
      [EXIT.published, 'published'],
      [EXIT.failed, 'failed'],
      [EXIT.usage, 'usage error'],
      [EXIT.invalid, 'invalid output'],
      [EXIT.publishedStale, 'published, but some official sources'],
      [EXIT.unchanged, 'nothing changed'],
      [EXIT.held, 'held by a guard'],
      [EXIT.busy, 'another build or refresh holds the lock'],
    ] as const) {
      expect(HELP).toContain(`  ${code}  ${words}`);
    }
    expect(HELP).toContain('--dry-run');
    expect(HELP).toContain('--accept-changes');
    expect(HELP).toContain('make diff FROM=<id> TO=<id>');
    expect(DEFAULT_GUARDS.maxDeprecatedShare).toBe(0.1);
    expect(loadGuards(join(projectRoot, 'refresh.config.json'))).toEqual(DEFAULT_GUARDS);
  });
});
