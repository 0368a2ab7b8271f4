// The `diff` command: the Markdown, HTML and CSV reports of what changed
// between two kept snapshots.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Manifest } from '../../core/manifest.js';
import { dataDir, paths } from '../../core/snapshot-layout.js';
import { UsageError } from '../build-scope.js';
import { EXIT, exitCodeOf } from '../exit-codes.js';
import { listSnapshots, readPublished } from '../publish.js';
import { renderReports } from '../reports.js';
import { diffSnapshots, totalChanges } from '../snapshot-diff.js';
import { parse, type CliIo } from './io.js';

/** A snapshot named by its full id, its sequence number, or `current`. */
export function resolveSnapshot(outDir: string, name: string): string {
  const snapshots = listSnapshots(outDir);
  const wanted =
    name === dataDir.pointer
      ? readPublished(outDir)?.manifest.snapshot
      : /^\d+$/.test(name)
        ? snapshots.find((id) => Number(id.split('-')[0]) === Number(name))
        : snapshots.find((id) => id === name);
  if (!wanted || !snapshots.includes(wanted)) {
    throw new UsageError(
      `no snapshot "${name}" in ${outDir}/snapshots: name one by its id, its sequence number or "current"; kept: ${snapshots.join(', ') || 'none'}`,
    );
  }
  return wanted;
}

export async function runDiffCommand(argv: string[], io: CliIo): Promise<number> {
  const values = parse(
    argv,
    { from: { type: 'string' }, to: { type: 'string' }, out: { type: 'string' }, reports: { type: 'string' } },
    io,
  );
  if (!values) return EXIT.usage;
  const outDir = (values.out as string | undefined) ?? 'dist-data';
  if (!values.from || !values.to) {
    io.err('error: diff needs --from and --to: two snapshot ids (or sequence numbers, or "current")');
    return EXIT.usage;
  }
  try {
    const from = resolveSnapshot(outDir, values.from as string);
    const to = resolveSnapshot(outDir, values.to as string);
    const side = (snapshot: string) => {
      const dir = join(outDir, dataDir.snapshot(snapshot));
      return { snapshot, dir, files: (JSON.parse(readFileSync(join(dir, paths.manifest), 'utf8')) as Manifest).files };
    };
    const diff = diffSnapshots(side(from), side(to));
    const target = resolve((values.reports as string | undefined) ?? join(outDir, 'diffs', `${from}..${to}`));
    mkdirSync(target, { recursive: true });
    const reports = renderReports({ diff });
    for (const [name, text] of Object.entries(reports)) writeFileSync(join(target, name), text);
    io.out(
      `diff ${from} → ${to}: ${totalChanges(diff.totals)} changes (${Object.entries(diff.totals)
        .map(([kind, count]) => `${count} ${kind}`)
        .join(', ')}), ${diff.newConflicts.length} new source conflicts`,
    );
    for (const name of Object.keys(reports)) io.out(`report: ${join(target, name)}`);
    return EXIT.published;
  } catch (error) {
    const code = exitCodeOf(error);
    io.err(
      code === EXIT.failed ? `error: diff failed: ${(error as Error).message}` : `error: ${(error as Error).message}`,
    );
    return code;
  }
}
