// The index beside each change log: its format, read back by hand, and how
// builds write it (linked when the prior snapshot has it, written for a log
// that has none, and never a reason on its own to publish a snapshot).

import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.js';
import type { ChangeIndexHeader } from '../../core/change-index-format.js';
import { paths } from '../../core/snapshot-layout.js';
import { buildChangeIndex } from '../../pipeline/change-index.js';
import { readPublished } from '../../pipeline/publish.js';
import { tempDir } from '../helpers.js';

const line = (id: string, country: string, extra = '') =>
  `{"at":"2026-01-01T00:00:00Z","id":"${id}","country":"${country}"${extra}}\n`;

describe('the index of a change log', () => {
  it('holds each line’s offset, the lines of each country and the lines of each id, at fixed widths', () => {
    const log = Buffer.from(
      line('20250101_bbbbbbbbbbbb', 'US') +
        line('20250101_aaaaaaaaaaaa', 'DE', ',"name":"Neujahr – ü"') +
        line('20250102_cccccccccccc', 'US') +
        line('20250101_aaaaaaaaaaaa', 'DE'),
    );
    const [headerLine, ...records] = buildChangeIndex(log).toString('utf8').split('\n');
    const header = JSON.parse(headerLine!) as ChangeIndexHeader;
    expect(header).toEqual({
      format: 1,
      lines: 4,
      bytes: log.length,
      widths: { line: 1, offset: 3, id: 21 },
      countries: { DE: [0, 2], US: [2, 2] },
    });
    const offsets = records.slice(0, 5).map(Number);
    // Byte offsets, not characters: the second line holds multi-byte characters.
    expect(offsets.map((offset, index) => (index < 4 ? log.toString('utf8', offset, offsets[index + 1]) : ''))).toEqual(
      [...log.toString('utf8').split(/(?<=\n)/), ''],
    );
    expect(records.slice(5, 9)).toEqual(['1', '3', '0', '2']);
    expect(records.slice(9, 13)).toEqual([
      '20250101_aaaaaaaaaaaa 1',
      '20250101_aaaaaaaaaaaa 3',
      '20250101_bbbbbbbbbbbb 0',
      '20250102_cccccccccccc 2',
    ]);
    expect(records.slice(13)).toEqual(['']);
    expect(new Set(records.slice(0, 13).map((record) => record.length)).size).toBe(3);
  });

  it('is linked with its log by later builds, written for a log without one, and alone publishes nothing', async () => {
    const dir = tempDir('change-index');
    const options = { outDir: dir, countries: ['US'], fromYear: 2025, toYear: 2025, keep: 5, workers: 1 };
    await build({ ...options, at: '2026-01-01T00:00:00Z' });
    const first = readPublished(dir)!;
    const [log] = first.manifest.changeLogs;
    const path = paths.changeIndex(log!);
    expect(readFileSync(join(first.dir, path), 'utf8')).toBe(
      buildChangeIndex(readFileSync(join(first.dir, `changes/${log}.ndjson`))).toString('utf8'),
    );

    // As a snapshot published before logs had indexes: the index gone from the folder and the manifest.
    rmSync(join(first.dir, path));
    const manifest = JSON.parse(readFileSync(join(first.dir, 'manifest.json'), 'utf8'));
    delete manifest.files[path];
    writeFileSync(join(first.dir, 'manifest.json'), JSON.stringify(manifest));
    const unchanged = await build({ ...options, at: '2026-01-15T00:00:00Z', force: true });
    expect(unchanged.status).toBe('unchanged');
    expect(readPublished(dir)!.dir).toBe(first.dir);

    await build({
      ...options,
      at: '2026-02-01T00:00:00Z',
      corrections: [{ action: 'remove', country: 'US', date: '2025-02-14', name: "Valentine's Day", entry: 0 }],
    });
    const second = readPublished(dir)!;
    expect(second.manifest.changeLogs).toHaveLength(2);
    for (const name of second.manifest.changeLogs) {
      expect(second.manifest.files[paths.changeIndex(name)]).toMatch(/^[0-9a-f]{64}$/);
      expect(readFileSync(join(second.dir, paths.changeIndex(name)), 'utf8')).toBe(
        buildChangeIndex(readFileSync(join(second.dir, `changes/${name}.ndjson`))).toString('utf8'),
      );
    }
  });
});
