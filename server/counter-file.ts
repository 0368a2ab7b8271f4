// The in-memory counters kept across restarts: saved to one JSON file when the
// server stops (written beside it, then renamed over it, so a crash mid-write
// leaves the last whole file), read back at start. Windows that ended while
// the server was down are dropped on reading. Without this a restart would
// give every key its allowance again.

import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { MemoryCounterStore, type SavedCounter } from './counters.js';

const FORMAT = 'holidays-counters/1';

const fileSchema = z.object({
  format: z.literal(FORMAT),
  savedAt: z.string(),
  counters: z.array(z.object({ key: z.string().min(1), count: z.number().int().nonnegative(), expiresAt: z.number().int() })),
});

export class CounterFileError extends Error {}

/** Where the counters go by default: `counters.json` beside the keys file. */
export function defaultCountersFile(keysFile: string): string {
  return join(dirname(keysFile), 'counters.json');
}

/** A store holding the file's open windows; an empty one when the file does not exist yet. */
export function loadCounters(file: string, now: number): { store: MemoryCounterStore; restored: number } {
  const store = new MemoryCounterStore();
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { store, restored: 0 };
    throw new CounterFileError(`counters file ${file} cannot be read (COUNTERS_FILE): ${(error as Error).message}`);
  }
  let saved: SavedCounter[];
  try {
    saved = fileSchema.parse(JSON.parse(text)).counters;
  } catch (error) {
    const why = error instanceof z.ZodError ? `${error.issues[0]!.path.join('.') || 'the file'}: ${error.issues[0]!.message}` : (error as Error).message;
    throw new CounterFileError(
      `counters file ${file} is not a saved counters file (${why}): fix it, or move it away to start every key from zero (COUNTERS_FILE names another file)`,
    );
  }
  store.restore(saved, now);
  return { store, restored: store.saved(now).length };
}

/** Writes the open windows; returns how many were saved. */
export function saveCounters(file: string, store: MemoryCounterStore, now: number): number {
  const counters = store.saved(now);
  const text = `${JSON.stringify({ format: FORMAT, savedAt: new Date(now).toISOString(), counters }, null, 1)}\n`;
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
  return counters.length;
}
