// make bench-build: the full default build against date-holidays alone.
//
// 1. Baseline, in a process of its own (bench/library-baseline.ts): the
//    date-holidays package as npm ships it computes the holidays of every
//    target (country, state, region) for every default year in a plain
//    single-threaded loop.
// 2. The full default build (all countries, 2000-2035) into a new folder, as
//    `make data` runs it (a child process running the pipeline's bundle,
//    pipeline/bundle.mjs, made first; both cores through worker threads).
//    Each of BENCH_ROUNDS rounds (default 3) runs 1 then 2; the median round's
//    ratio is the figure, the highest peak memory of the rounds the other.
// 3. A second build with unchanged inputs into the same folder.
// Prints wall times, the ratio to the baseline, peak memory, and what the
// second build wrote.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DEFAULT_YEARS } from '../pipeline/build-scope.js';
import { countryCodes, targetsOf } from '../sources/date-holidays.js';

const root = new URL('..', import.meta.url).pathname;
const benchDir = join(root, '.bench', 'build-data');
const roundDir = (round: number) => join(benchDir, `round-${round}`);

/**
 * CPU seconds the host gave to other guests while this machine's CPUs wanted to run (`steal` in /proc/stat,
 * summed over the CPUs): a run that lost many was slowed by the host, not by its own work. 0 where unknown.
 */
function stolenSeconds(): number {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    return Number(fields[8] ?? 0) / 100; // USER_HZ
  } catch {
    return 0;
  }
}

/** date-holidays alone over every target and default year, untouched by the project (bench/library-baseline.ts). */
function baseline(): { ms: number; holidays: number; targets: number; stolen: number } {
  const stolenBefore = stolenSeconds();
  const targetsFile = join(root, '.bench', 'baseline-targets.json');
  mkdirSync(dirname(targetsFile), { recursive: true });
  writeFileSync(
    targetsFile,
    JSON.stringify(countryCodes().flatMap((country) => targetsOf(country).map((target) => target.args))),
  );
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/library-baseline.ts', targetsFile, String(DEFAULT_YEARS.from), String(DEFAULT_YEARS.to)],
    { cwd: root, encoding: 'utf8' },
  );
  if (child.status !== 0) throw new Error(`baseline failed (${child.status}): ${child.stderr}`);
  const result = JSON.parse(child.stdout.trim().split('\n').at(-1)!) as {
    ms: number;
    holidays: number;
    targets: number;
  };
  return { ...result, stolen: stolenSeconds() - stolenBefore };
}

function runBuild(outDir: string, at: string): { ms: number; summary: string; stolen: number } {
  const stolenBefore = stolenSeconds();
  const started = performance.now();
  const child = spawnSync(process.execPath, ['pipeline/bundle/cli.mjs', 'build', '--out', outDir, '--at', at], {
    cwd: root,
    encoding: 'utf8',
  });
  const ms = performance.now() - started;
  // 4: published with official sources not fresh (offline); 5: nothing changed. `make data` accepts both.
  if (child.status !== 0 && child.status !== 4 && child.status !== 5)
    throw new Error(`build failed (${child.status}): ${child.stderr}`);
  return { ms, summary: child.stdout.trim().split('\n').at(-1)!, stolen: stolenSeconds() - stolenBefore };
}

function countFiles(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, entry) => sum + (entry.isDirectory() ? countFiles(join(dir, entry.name)) : 1),
    0,
  );
}

// Rounds of a baseline then a full build, each round into a folder of its
// own: this machine's speed drifts by a fifth within minutes (a shared host),
// so each round's ratio compares two runs made side by side, and the median
// round is the figure. Deleting the 45,000 files of a recent build makes the
// kernel busy for minutes after (a build run after it spent 40-50% of its
// CPU in the kernel against 4-8%, and took 1.2-1.6 times as long, even with a
// sync and a minute of baseline between): so no round deletes anything. The
// last run's data is renamed aside and deleted once every figure is taken.
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
// The bundle `make data` runs (made again only when a source is newer than it).
const bundled = spawnSync(process.execPath, ['pipeline/bundle.mjs'], { cwd: root, encoding: 'utf8' });
if (bundled.status !== 0) throw new Error(`the pipeline's bundle failed (${bundled.status}): ${bundled.stderr}`);
const rounds: { base: ReturnType<typeof baseline>; full: ReturnType<typeof runBuild> }[] = [];
const oldData = `${benchDir}.old`;
if (existsSync(benchDir)) {
  rmSync(oldData, { recursive: true, force: true });
  renameSync(benchDir, oldData);
}
for (let round = 1; round <= ROUNDS; round++) {
  const base = baseline();
  const full = runBuild(roundDir(round), '2026-01-01T00:00:00Z');
  rounds.push({ base, full });
  console.log(
    `round ${round}: baseline (date-holidays alone, ${base.targets} targets × ${DEFAULT_YEARS.to - DEFAULT_YEARS.from + 1} years, ${base.holidays} holidays, single thread) ${(base.ms / 1000).toFixed(1)} s (${base.stolen.toFixed(1)} CPU s stolen by the host); full build ${(full.ms / 1000).toFixed(1)} s wall (${(full.ms / base.ms).toFixed(2)}x; ${full.stolen.toFixed(1)} CPU s stolen)\n  ${full.summary}`,
  );
}
const byRatio = [...rounds].sort((a, b) => a.full.ms / a.base.ms - b.full.ms / b.base.ms);
const { base, full } = byRatio[Math.floor(byRatio.length / 2)]!;
const peaks = rounds.map((each) => Number(/peak RSS (\d+) MB/.exec(each.full.summary)?.[1]));

// The snapshots only: every run also leaves its summary in runs/ and a line in run-log.ndjson.
const outDir = roundDir(ROUNDS);
const filesBefore = countFiles(join(outDir, 'snapshots'));
const snapshotsBefore = readdirSync(join(outDir, 'snapshots'));
const second = runBuild(outDir, '2026-01-02T00:00:00Z');
const filesAfter = countFiles(join(outDir, 'snapshots'));
const snapshotsAfter = readdirSync(join(outDir, 'snapshots'));
console.log(
  `second build, unchanged inputs: ${(second.ms / 1000).toFixed(2)} s wall (${((second.ms / full.ms) * 100).toFixed(1)}% of the full build)\n  ${second.summary}`,
);
console.log(
  `  files in the snapshots: ${filesBefore} before, ${filesAfter} after; snapshots: ${snapshotsBefore.join(', ')} → ${snapshotsAfter.join(', ')}`,
);

console.log(
  `\nmedian round of ${ROUNDS} by ratio; rounds: ${rounds.map((each) => `${(each.full.ms / each.base.ms).toFixed(2)}x`).join(', ')}`,
);
console.log('| figure | value | goal |');
console.log('|---|---|---|');
console.log(`| baseline (date-holidays alone, one thread) | ${(base.ms / 1000).toFixed(1)} s | |`);
console.log(`| full default build | ${(full.ms / 1000).toFixed(1)} s | |`);
console.log(`| full build / baseline (median round) | ${(full.ms / base.ms).toFixed(2)}x | ≤ 1.0x |`);
console.log(`| peak RSS of the full build (highest of the rounds) | ${Math.max(...peaks)} MB | < 1024 MB |`);
console.log(
  `| second build (unchanged inputs) | ${(second.ms / 1000).toFixed(2)} s = ${((second.ms / full.ms) * 100).toFixed(1)}% | ≤ 10% |`,
);
console.log(`| files written by the second build | ${filesAfter - filesBefore} | 0 |`);
rmSync(oldData, { recursive: true, force: true });
console.log(`\n(the data is left in ${benchDir} for inspection; the next run removes it)`);
