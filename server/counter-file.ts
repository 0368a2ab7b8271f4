// The in-memory counters kept across restarts: saved to one JSON file when the
// server stops (written beside it, then renamed over it, so a crash mid-write
// leaves the last whole file), read back at start. Windows that ended while
// the server was down are dropped on reading. Without this a restart would
// give every key its allowance again. What was counted since the file was
// written goes to a journal beside it (server/counter-journal.ts), so that a
// crash loses at most a few counts of each window.

import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { CounterJournal, journalPathOf, readJournal } from './counter-journal.js';
import { MemoryCounterStore, type SavedCounter } from './counters.js';

const FORMAT = 'holidays-counters/1';

const fileSchema = z.object({
  format: z.literal(FORMAT),
  savedAt: z.string(),
  /** The journal whose counts this file holds, not to be added again. */
  journal: z.string().optional(),
  counters: z.array(
    z.object({ key: z.string().min(1), count: z.number().int().nonnegative(), expiresAt: z.number().int() }),
  ),
});

export class CounterFileError extends Error {}

/** Where the counters go by default: `counters.json` beside the keys file. */
export function defaultCountersFile(keysFile: string): string {
  return join(dirname(keysFile), 'counters.json');
}

/** A store holding the file's open windows; an empty one when the file does not exist yet. */
export function loadCounters(
  file: string,
  now: number,
): { store: MemoryCounterStore; restored: number; journal?: string } {
  const store = new MemoryCounterStore();
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { store, restored: 0 };
    throw new CounterFileError(`counters file ${file} cannot be read (COUNTERS_FILE): ${(error as Error).message}`);
  }
  let saved: SavedCounter[];
  let journal: string | undefined;
  try {
    ({ counters: saved, journal } = fileSchema.parse(JSON.parse(text)));
  } catch (error) {
    const why =
      error instanceof z.ZodError
        ? `${error.issues[0]!.path.join('.') || 'the file'}: ${error.issues[0]!.message}`
        : (error as Error).message;
    throw new CounterFileError(
      `counters file ${file} is not a saved counters file (${why}): fix it, or move it away to start every key from zero (COUNTERS_FILE names another file)`,
    );
  }
  store.restore(saved, now);
  return { store, restored: store.saved(now).length, journal };
}

/** Writes the open windows (and the journal whose counts they hold); returns how many were saved. */
export function saveCounters(file: string, store: MemoryCounterStore, now: number, journal?: string): number {
  const counters = store.saved(now);
  const text = `${JSON.stringify({ format: FORMAT, savedAt: new Date(now).toISOString(), ...(journal ? { journal } : {}), counters }, null, 1)}\n`;
  const temp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, text);
    renameSync(temp, file);
  } catch (error) {
    // A full disk leaves the last whole file in place, and no half-written one beside it.
    rmSync(temp, { force: true });
    throw error;
  }
  return counters.length;
}

/** The counters of one process that keeps them in memory, with the journal of what was counted since they were saved. */
export interface KeptCounters {
  file: string;
  store: MemoryCounterStore;
  journal: CounterJournal;
  report: (line: string) => void;
  /** Windows still open when they were read at start. */
  restored: number;
}

/** Journals are told apart by the process and the time they started. */
let journalsOpened = 0;
const newJournalId = (now: number) => `${process.pid}-${now}-${++journalsOpened}`;

/** Once the journal is this large, the counters file takes its counts over. */
const JOURNAL_MAX_BYTES = 1024 * 1024;

/**
 * The counters as the last run left them: the file, plus the journal's counts
 * when the file does not hold them yet (after a crash). The file is then
 * written with them, and a new journal begins.
 */
export function openCounters(file: string, now: number, report: (line: string) => void): KeptCounters {
  const loaded = loadCounters(file, now);
  const journalPath = journalPathOf(file);
  let found: ReturnType<typeof readJournal>;
  try {
    found = readJournal(journalPath);
  } catch (error) {
    throw new CounterFileError(`counters journal ${journalPath} cannot be read: ${(error as Error).message}`);
  }
  if (found && found.id !== loaded.journal) {
    for (const tally of found.tallies) {
      if (tally.count >= 0) loaded.store.add([tally], now);
      else loaded.store.giveBack([{ ...tally, count: -tally.count }], now);
    }
  }
  // Until the file holds them, new counts go on after the found ones, in the same journal.
  const kept: KeptCounters = {
    file,
    store: loaded.store,
    journal: new CounterJournal(journalPath, found?.id ?? newJournalId(now), Boolean(found), report),
    report,
    restored: loaded.store.saved(now).length,
  };
  loaded.store.recordTo((key, count, expiresAt) => {
    kept.journal.record(key, count, expiresAt);
    if (kept.journal.bytes > JOURNAL_MAX_BYTES) trySave(kept, Date.now());
  });
  if (found) trySave(kept, now);
  return kept;
}

/**
 * Writes the counters file with every count, then starts an empty journal.
 * On failure (a full disk) the journal goes on and the error is thrown.
 */
export function saveKeptCounters(kept: KeptCounters, now: number): number {
  kept.journal.flush();
  const saved = saveCounters(kept.file, kept.store, now, kept.journal.id);
  kept.journal.close(true);
  kept.journal = new CounterJournal(kept.journal.path, newJournalId(now), false, kept.report);
  return saved;
}

/** A save while serving: a failure is said, and the journal keeps the counts meanwhile. */
function trySave(kept: KeptCounters, now: number): void {
  try {
    saveKeptCounters(kept, now);
  } catch (error) {
    kept.report(
      `counters: could not write ${kept.file} (${(error as Error).message}); ${kept.journal.path} keeps the counts meanwhile`,
    );
  }
}
