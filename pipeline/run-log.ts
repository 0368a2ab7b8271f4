// The run log: one line per build or refresh in OUT/run-log.ndjson, beside
// the snapshots, whatever the run's outcome. A run that publishes nothing
// leaves no manifest behind; its sources' statuses (a feed down, a payload
// that failed its content checks, rejected rows) are kept here.

import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataDir } from '../core/snapshot-layout.js';

/** Lines kept: a few years of daily runs. */
export const RUN_LOG_KEPT = 2000;

export interface RunLogSource {
  id: string;
  status: string;
  notice: string | null;
  digests: string[];
  rejected: number;
}

export interface RunLogEntry {
  at: string;
  command: string;
  status: string;
  exitCode: number;
  /** The snapshot this run made (published, held or dry run), if any. */
  snapshot: string | null;
  /** The snapshot served once the run ended. */
  published: string | null;
  sources: RunLogSource[];
  /** The run's folder (summary.json, reports). */
  runDir: string;
  error?: string;
}

export function readRunLog(outDir: string): RunLogEntry[] {
  let text: string;
  try {
    text = readFileSync(join(outDir, dataDir.runLog), 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RunLogEntry);
}

/** Adds a line (write, then rename: a reader never sees half a log), keeping the newest `kept`. */
export function appendRunLog(outDir: string, entry: RunLogEntry, kept = RUN_LOG_KEPT): void {
  mkdirSync(outDir, { recursive: true });
  const lines = [...readRunLog(outDir), entry].slice(-kept).map((line) => `${JSON.stringify(line)}\n`);
  const path = join(outDir, dataDir.runLog);
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, lines.join(''));
  renameSync(temporary, path);
}
