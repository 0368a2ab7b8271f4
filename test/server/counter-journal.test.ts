// The counters kept in memory outlive a crash: what was counted since the
// counters file was written is in its journal, read back at the next start.

import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openCounters, saveCounters, saveKeptCounters } from '../../server/counter-file.js';
import { JOURNAL_EVERY, journalPathOf } from '../../server/counter-journal.js';
import type { CounterWindow } from '../../server/counters.js';
import { tempDir } from '../helpers.js';
import { smallFileSystem } from '../small-fs.js';

const NOW = 1_000;
const day: CounterWindow = { key: 'k:day', limit: 100, expiresAt: 86_400_000 };
const month: CounterWindow = { key: 'k:month', limit: 3_000, expiresAt: 2_592_000_000 };
const countOf = (saved: { key: string; count: number }[], key: string) =>
  saved.find((entry) => entry.key === key)?.count ?? 0;
const quiet = () => {};

describe('counter journal', () => {
  it('a process that dies without saving loses fewer than JOURNAL_EVERY counts of each window', () => {
    const file = join(tempDir('journal-crash'), 'counters.json');
    // The last round reaches the daily limit: only admitted requests are counted.
    for (const requests of [JOURNAL_EVERY - 1, JOURNAL_EVERY, 37, 100]) {
      const before = openCounters(file, NOW, quiet);
      const start = Object.fromEntries(
        [day, month].map((window) => [window.key, countOf(before.store.saved(NOW), window.key)]),
      );
      let admitted = 0;
      for (let n = 0; n < requests; n++) if (before.store.consume([day, month], NOW).admitted) admitted++;
      // Killed here: nothing saved, the journal left as it was written.
      before.journal.close(false);
      const after = openCounters(file, NOW, quiet).store.saved(NOW);
      for (const window of [day, month]) {
        const kept = countOf(after, window.key) - start[window.key]!;
        expect(kept, `${window.key}, ${requests} requests`).toBeLessThanOrEqual(admitted);
        expect(admitted - kept, `${window.key}, ${requests} requests`).toBeLessThan(JOURNAL_EVERY);
      }
    }
  });

  it('counts are added once: a journal the counters file already holds is not read again', () => {
    const dir = tempDir('journal-once');
    const file = join(dir, 'counters.json');
    const kept = openCounters(file, NOW, quiet);
    for (let n = 0; n < 30; n++) kept.store.consume([day], NOW);
    kept.journal.flush();
    const journal = readFileSync(kept.journal.path);
    saveKeptCounters(kept, NOW);
    expect(existsSync(journalPathOf(file))).toBe(false);
    // Killed after writing the counters file, before removing the journal it took over.
    writeFileSync(journalPathOf(file), journal);
    expect(countOf(openCounters(file, NOW, quiet).store.saved(NOW), day.key)).toBe(30);
  });

  it('blocks, tallies and counts given back are journalled too; a line cut short by a crash is left out', () => {
    const file = join(tempDir('journal-kinds'), 'counters.json');
    const kept = openCounters(file, NOW, quiet);
    kept.store.consumeBlock([{ ...month, limit: 1_000_000 }], NOW, 32);
    kept.store.giveBack([{ key: month.key, count: 12, expiresAt: month.expiresAt }], NOW);
    kept.store.add([{ key: 'titan:day', count: 40, expiresAt: day.expiresAt }], NOW);
    kept.journal.flush();
    kept.journal.close(false);
    writeFileSync(journalPathOf(file), `${readFileSync(journalPathOf(file), 'utf8')}["k:month",5`);
    const after = openCounters(file, NOW, quiet).store.saved(NOW);
    expect(countOf(after, month.key)).toBe(20);
    expect(countOf(after, 'titan:day')).toBe(40);
  });

  it('a full disk: saving fails with the last whole file in place and no temporary file; the journal keeps what it had', () => {
    const fs = smallFileSystem('journal-full');
    try {
      const file = join(fs.dir, 'counters.json');
      const kept = openCounters(file, NOW, quiet);
      for (let n = 0; n < 30; n++) kept.store.consume([day], NOW);
      saveKeptCounters(kept, NOW);
      const saved = readFileSync(file, 'utf8');
      for (let n = 0; n < 20; n++) kept.store.consume([day], NOW);
      fs.fill();
      for (let n = 0; n < 5; n++) kept.store.consume([day], NOW);
      expect(() => saveKeptCounters(kept, NOW)).toThrow(/ENOSPC/);
      expect(() => saveCounters(file, kept.store, NOW)).toThrow(/ENOSPC/);
      expect(readFileSync(file, 'utf8')).toBe(saved);
      expect(readdirSync(fs.dir).sort()).toEqual(['counters.json', 'counters.json.journal', 'filler']);
      fs.free();
      // After the crash that follows, the file and the journal give back every count: 30 saved, 20 journalled
      // before the disk filled, and the last 5 too, which fit in the journal's last, partly used block.
      expect(countOf(openCounters(file, NOW, quiet).store.saved(NOW), day.key)).toBe(55);
    } finally {
      fs.unmount();
    }
  });

  it('a journal found at start is taken over by the counters file at once', () => {
    const dir = tempDir('journal-start');
    const file = join(dir, 'counters.json');
    const first = openCounters(file, NOW, quiet);
    for (let n = 0; n < 20; n++) first.store.consume([day], NOW);
    first.journal.close(false);
    copyFileSync(journalPathOf(file), join(dir, 'journal-before'));
    openCounters(file, NOW, quiet);
    expect(existsSync(journalPathOf(file))).toBe(false);
    expect(JSON.parse(readFileSync(file, 'utf8')).counters).toEqual([
      { key: day.key, count: 20, expiresAt: day.expiresAt },
    ]);
  });
});
