import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../pipeline/lock.js';
import { HELP, main } from '../../pipeline/cli.js';
import { snapshotTime, type CliIo } from '../../pipeline/commands/io.js';
import { progressReporter } from '../../pipeline/commands/progress.js';
import { EXIT } from '../../pipeline/exit-codes.js';
import { projectRoot, tempDir } from '../helpers.js';

function runMain(argv: string[], env: NodeJS.ProcessEnv = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    out: (l) => out.push(l),
    progress: (l) => out.push(l),
    err: (l) => err.push(l),
    isTTY: false,
    env,
    now: () => new Date('2026-11-21T10:00:00.123Z'),
  };
  return main(argv, io).then((code) => ({ code, out, err }));
}

describe('pipeline CLI', () => {
  it('documents its options and exit codes in --help', async () => {
    const { code, out } = await runMain(['--help']);
    expect(code).toBe(EXIT.published);
    expect(out.join('\n')).toBe(HELP);
    for (const line of [
      '0  published',
      '1  failed',
      '2  usage error',
      '3  invalid output',
      '4  published, but some official sources',
      '5  nothing changed',
      '6  held by a guard',
      '7  another build or refresh holds',
      '--countries',
      '--years',
      '--out',
      '--at',
      '--accept-changes',
      '--max-renamed-share',
      'SOURCE_DATE_EPOCH',
      'SOURCES_CONFIG',
      '`make data` and `make refresh` treat 4 and 5 as success',
      '--offline',
    ]) {
      expect(HELP).toContain(line);
    }
  });

  it('without a command prints its usage and builds nothing (exit 2)', async () => {
    const { code, out, err } = await runMain([]);
    expect(code).toBe(EXIT.usage);
    expect(out.join('\n')).toBe(HELP);
    expect(err).toEqual([]);
  });

  it('with flags but no command names the commands and builds nothing (exit 2)', async () => {
    const dir = tempDir('cli-no-command');
    const { code, err } = await runMain(['--out', dir, '--countries', 'JP']);
    expect(code).toBe(EXIT.usage);
    expect(err).toEqual(['error: name a command: build, refresh, diff, crosscheck, payloads or package (see --help)']);
    expect(readdirSync(dir)).toEqual([]);
  });

  const usageErrors: [string[], RegExp][] = [
    [['--bogus'], /^error: unknown flag --bogus \(see --help\)$/],
    [['--contries', 'US'], /^error: unknown flag --contries: did you mean --countries\? \(see --help\)$/],
    [['refresh', '--dryrun'], /^error: unknown flag --dryrun: did you mean --dry-run\? \(see --help\)$/],
    [['--ofline'], /^error: unknown flag --ofline: did you mean --offline\? \(see --help\)$/],
    [['--countries', 'US,XX'], /^error: unknown country code XX: use ISO 3166-1 alpha-2 codes/],
    [['--countries', 'USA'], /^error: countries must be a comma-separated list of two-letter codes/],
    [['--years', '2030-2020'], /^error: impossible year range 2030-2020: the first year must not be after the last$/],
    [['--years', '1900-2000'], /^error: years 1900-2000 out of range: years must lie within 1970-2100$/],
    [['--years', 'soon'], /^error: years must be YYYY or YYYY-YYYY/],
    [['--at', 'yesterday'], /^error: at must be an RFC 3339 time/],
    [['--keep', '0'], /^error: keep must be at least 1/],
    [['publish'], /^error: unknown command "build publish": the command is "build"/],
  ];
  for (const [argv, message] of usageErrors) {
    it(`answers ${argv.join(' ')} with one line and exit code 2`, async () => {
      const { code, err } = await runMain(['build', '--out', '/nonexistent/never-written', ...argv]);
      expect(code).toBe(EXIT.usage);
      expect(err).toHaveLength(1);
      expect(err[0]).toMatch(message);
    });
  }

  it('does nothing while another build or refresh holds the lock (exit 7), and holds the lock itself while it builds', async () => {
    const dir = tempDir('cli-lock');
    const args = ['build', '--out', dir, '--countries', 'JP', '--years', '2026', '--at', '2026-01-01T00:00:00Z'];
    // A live process (the test runner's parent) holds the lock.
    writeFileSync(
      join(dir, LOCK_FILE),
      JSON.stringify({ pid: process.ppid, host: hostname(), startedAt: '2026-01-01T00:00:00Z', command: 'refresh' }),
    );
    const busy = await runMain(args);
    expect(busy.code).toBe(EXIT.busy);
    expect(busy.err).toEqual([
      expect.stringMatching(
        /^error: another refresh is running \(pid \d+ on .+\): .*refresh\.lock is held; try again after it finishes$/,
      ),
    ]);
    expect(readdirSync(dir)).toEqual([LOCK_FILE]);

    rmSync(join(dir, LOCK_FILE));
    let lockedDuringBuild = false;
    const io: CliIo = {
      out: (line) => (lockedDuringBuild ||= line.includes('] ') && existsSync(join(dir, LOCK_FILE))),
      progress: () => {},
      err: () => {},
      isTTY: false,
      env: {},
      now: () => new Date(),
    };
    expect(await main(args, io)).toBe(EXIT.published);
    expect(lockedDuringBuild).toBe(true);
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
  });

  it('reads the clock once: --at, else SOURCE_DATE_EPOCH, else now', () => {
    const now = () => new Date('2026-11-21T10:00:00.123Z');
    expect(snapshotTime('2026-01-01T09:00:00+09:00', {}, now)).toBe('2026-01-01T00:00:00Z');
    expect(snapshotTime(undefined, { SOURCE_DATE_EPOCH: '1767225600' }, now)).toBe('2026-01-01T00:00:00Z');
    expect(snapshotTime(undefined, {}, now)).toBe('2026-11-21T10:00:00Z');
    expect(() => snapshotTime(undefined, { SOURCE_DATE_EPOCH: 'noon' }, now)).toThrow(
      /SOURCE_DATE_EPOCH must be Unix seconds/,
    );
  });

  it('rejects a bad corrections file naming the entry and the field', async () => {
    const dir = tempDir('cli-corrections');
    const file = `${dir}/corrections.json`;
    const { writeFileSync } = await import('node:fs');
    writeFileSync(
      file,
      JSON.stringify({
        corrections: [{ action: 'add', country: 'US', date: '2026-02-30', name: 'X', type: 'public' }],
      }),
    );
    const { code, err } = await runMain(['build', '--out', dir, '--corrections', file]);
    expect(code).toBe(EXIT.usage);
    // Entries count from 1, as a person reading the file counts them.
    expect(err).toEqual([`error: corrections ${file}: entry 1, field date: must be a calendar day YYYY-MM-DD`]);
  });

  it('names a corrections entry that matches no holiday before it builds every country', async () => {
    const dir = tempDir('cli-corrections-unmatched');
    const file = `${dir}-corrections.json`;
    writeFileSync(
      file,
      JSON.stringify({
        corrections: [
          { action: 'remove', country: 'JP', date: '2026-01-01', name: "New Year's Day" },
          { action: 'remove', country: 'JP', date: '2026-07-05', name: 'No Such Day' },
        ],
      }),
    );
    const { code, out, err } = await runMain([
      'build',
      '--out',
      dir,
      '--countries',
      'JP,GB',
      '--years',
      '2020-2030',
      '--at',
      '2026-01-01T00:00:00Z',
      '--corrections',
      file,
    ]);
    expect(code).toBe(EXIT.usage);
    expect(err).toEqual([
      `error: corrections: ${file}: entry 2 (remove JP 2026-07-05 "No Such Day") matches no holiday`,
    ]);
    // Checked before the build stage: no country was built, no snapshot folder opened.
    expect(out.some((line) => / build: /.test(line))).toBe(false);
    expect(readdirSync(dir).filter((name) => name !== 'cache' && name !== 'runs' && name !== 'run-log.ndjson')).toEqual(
      [],
    );
  });

  it('on a terminal shows progress: countries done of total, elapsed, ETA', async () => {
    const dir = tempDir('cli-tty');
    const progress: string[] = [];
    const out: string[] = [];
    const code = await main(
      ['build', '--out', dir, '--countries', 'JP,GB', '--years', '2026', '--at', '2026-01-01T00:00:00Z'],
      {
        out: (line) => out.push(line),
        progress: (line) => progress.push(line),
        err: () => {},
        isTTY: true,
        env: {},
        now: () => new Date(),
      },
    );
    expect(code).toBe(EXIT.published);
    expect(progress).toHaveLength(2);
    for (const [index, line] of progress.entries()) {
      expect(line).toMatch(new RegExp(`^countries ${index + 1}/2 \\((GB|JP)\\) · \\d+\\.\\ds elapsed · ETA \\d+s$`));
    }
    expect(out.at(-6)).toMatch(/^ {2}published +snapshot 000001-20260101T000000Z$/);
  });

  it('without a terminal a timer prints a progress line every ten seconds from start to end, while no country finishes and after the countries', async () => {
    const dir = tempDir('cli-plain-progress');
    const out: string[] = [];
    // A timer the test drives: each tick is ten seconds of a clock that moves only then.
    let now = Date.parse('2026-01-01T00:00:00Z');
    let tick: (() => void) | null = null;
    let periodMs = 0;
    let stopped = false;
    const tenSecondsLater = () => {
      now += 10_000;
      tick!();
    };
    const code = await main(
      [
        'build',
        '--out',
        dir,
        '--countries',
        'JP,GB,AE',
        '--years',
        '2026',
        '--at',
        '2026-01-01T00:00:00Z',
        '--workers',
        '1',
      ],
      {
        out: (line) => {
          out.push(line);
          // Ten seconds pass in the fetch, before the first country is done, and after the validate stage.
          if (/^\[\s*[\d.]+s\] (lock|build|validate): /.test(line)) tenSecondsLater();
        },
        progress: () => {
          throw new Error('no terminal: nothing is rewritten');
        },
        err: () => {},
        isTTY: false,
        env: {},
        now: () => new Date(now),
        every: (ms, each) => {
          periodMs = ms;
          tick = each;
          return () => (stopped = true);
        },
      },
    );
    expect(code).toBe(EXIT.published);
    expect(periodMs).toBe(10_000);
    expect(stopped).toBe(true);
    expect(out.filter((line) => line.startsWith('progress: '))).toEqual([
      'progress: fetch · countries 0/3 · 10.0s elapsed',
      'progress: build · countries 0/3 · 20.0s elapsed · ETA unknown',
      'progress: diff · countries 3/3 · 30.0s elapsed',
    ]);
    // Each follows the stage line it was ticked after.
    expect(out[out.indexOf('progress: fetch · countries 0/3 · 10.0s elapsed') - 1]).toMatch(/\] lock: /);
  });

  it('names the stage under way, countries done of total, the elapsed time and, while countries are built, the ETA', () => {
    let now = 0;
    let tick: () => void = () => {};
    const out: string[] = [];
    const progress = progressReporter(
      {
        out: (line) => out.push(line),
        progress: () => {},
        err: () => {},
        isTTY: false,
        env: {},
        now: () => new Date(now),
        every: (_, each) => ((tick = each), () => {}),
      },
      4,
    );
    const at = (seconds: number) => {
      now = seconds * 1000;
      tick();
    };
    at(10);
    progress.line('[  0.0s] lock: acquired x/refresh.lock');
    progress.line('[  1.0s] fetch: gov-uk ok (1 payload(s), 64 rows)');
    progress.line('[  1.0s] build: 4 countries, 2026-2026, into x');
    at(20);
    progress.country(1, 4, 'US', 0.5);
    at(30);
    progress.country(4, 4, 'JP', 1);
    at(40);
    progress.line('[ 41.0s] validate: every file of x is valid against its contract schema');
    at(50);
    progress.line('[ 52.0s] report: changes.md → x');
    at(60);
    progress.stop();
    expect(out.filter((line) => line.startsWith('progress: '))).toEqual([
      'progress: lock · countries 0/4 · 10.0s elapsed',
      'progress: build · countries 0/4 · 20.0s elapsed · ETA unknown',
      'progress: build · countries 1/4 · 30.0s elapsed · ETA 30s',
      'progress: validate · countries 4/4 · 40.0s elapsed',
      'progress: diff · countries 4/4 · 50.0s elapsed',
      'progress: publish · countries 4/4 · 60.0s elapsed',
    ]);
  });

  it('without a terminal prints one line per stage and a summary, then exits 0', () => {
    const dir = tempDir('cli-run');
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'pipeline/cli.ts', 'build', '--out', dir, '--countries', 'JP', '--years', '2026'],
      {
        cwd: projectRoot,
        env: { ...process.env, SOURCE_DATE_EPOCH: '1767225600' },
        encoding: 'utf8',
      },
    );
    expect(result.status, result.stderr).toBe(0);
    const lines = result.stdout
      .trim()
      .split('\n')
      .filter((line) => !line.startsWith('progress: '));
    const stages = lines.slice(0, -7).map((line) => /^\[\s*\d+\.\ds\] (\w+): /.exec(line)?.[1]);
    expect(stages).toEqual(['lock', 'fetch', 'build', 'validate', 'diff', 'guards', 'report', 'publish']);
    expect(lines.at(-7)).toMatch(/^summary: \S+\/runs\/20260101T000000Z-\d+\/summary\.json · published · exit 0$/);
    expect(lines.slice(-6)).toEqual([
      expect.stringMatching(/^ {2}published {2}snapshot 000001-20260101T000000Z$/),
      expect.stringMatching(/^ {2}records {4}\d+ \(active \d+, deprecated 0\)$/),
      expect.stringMatching(/^ {2}changes {4}added \d+ · revised 0 · deprecated 0 · revived 0$/),
      expect.stringMatching(/^ {2}files {6}\d+ \(written \d+, linked 0\)$/),
      expect.stringMatching(/^ {2}conflicts {2}0 between/),
      expect.stringMatching(/^ {2}took {7}\d+\.\ds · peak RSS \d+ MB$/),
    ]);
    expect(result.stdout).not.toContain('\r');
  });
});
