// The change log joined on a thread of its own (SnapshotWriter.joinFilesAside,
// pipeline/join-files-worker.mjs): the same bytes and digest as the writer's own
// putParts, a missing part named in the error, and a build's other last files
// failing only once the join has settled (the draft is then discarded).

import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BuildRun } from '../../pipeline/build-run.js';
import { changeLogPart, type CountryResult } from '../../pipeline/build-country.js';
import { writeChangeLogs } from '../../pipeline/carry-forward.js';
import { sha256, SnapshotWriter } from '../../pipeline/publish.js';
import { tempDir } from '../helpers.js';

/** Parts of a log: multi-byte text, and one larger than any single read or write buffer. */
function parts(dir: string): { files: string[]; bytes: Buffer[] } {
  const bytes = [
    Buffer.from('{"id":"20250101_aaaaaaaaaaaa","name":"Neujahr – ü"}\n'),
    Buffer.from(`${'{"id":"20250102_bbbbbbbbbbbb"}\n'.repeat(40_000)}`),
    Buffer.from(''),
    Buffer.from('{"id":"20250103_cccccccccccc"}\n'),
  ];
  const files = bytes.map((part, index) => {
    const file = join(dir, `part-${index}.ndjson`);
    writeFileSync(file, part);
    return file;
  });
  return { files, bytes };
}

describe('joining files aside', () => {
  it('writes the parts in order, with the digest putParts gives', async () => {
    const dir = tempDir('join-files');
    const { files, bytes } = parts(dir);
    const aside = SnapshotWriter.open(join(dir, 'aside'), '000001-20260101T000000Z');
    const inline = SnapshotWriter.open(join(dir, 'inline'), '000001-20260101T000000Z');
    await aside.joinFilesAside('changes/log.ndjson', files);
    inline.putParts('changes/log.ndjson', bytes);
    const whole = Buffer.concat(bytes);
    expect(readFileSync(join(aside.dir, 'changes/log.ndjson')).equals(whole)).toBe(true);
    expect(aside.files['changes/log.ndjson']).toBe(sha256(whole));
    expect(aside.files).toEqual(inline.files);
    expect(aside.written).toBe(1);
  });

  it('fails naming the part it could not read, recording no digest', async () => {
    const dir = tempDir('join-files');
    const { files } = parts(dir);
    const writer = SnapshotWriter.open(join(dir, 'out'), '000001-20260101T000000Z');
    const missing = join(dir, 'gone.ndjson');
    await expect(writer.joinFilesAside('changes/log.ndjson', [files[0]!, missing])).rejects.toThrow(missing);
    expect(writer.files).toEqual({});
  });

  it('lets a build’s change log be whole before a failure of its other last files is raised', async () => {
    const dir = tempDir('join-files');
    const snapshot = '000001-20260101T000000Z';
    const writer = SnapshotWriter.open(dir, snapshot);
    // Two countries' parts, 9 MB together: above the size joined aside.
    const part = Buffer.from(`${'{"id":"20250101_aaaaaaaaaaaa","country":"XX"}\n'.repeat(100_000)}`);
    const results = ['DE', 'US'].map((country) => {
      writer.writeScratch(changeLogPart(country), part);
      return {
        country,
        changeLogBytes: part.length,
        changeLines: { ids: ['20250101_aaaaaaaaaaaa'], bytes: [part.length] },
      } as unknown as CountryResult;
    });
    const run = { writer, prior: null, snapshot } as unknown as BuildRun;
    await expect(
      writeChangeLogs(run, results, () => {
        throw new Error('a countries file failed');
      }),
    ).rejects.toThrow('a countries file failed');
    const log = join(dir, 'snapshots', writer.dir.split('/').pop()!, `changes/${snapshot}.ndjson`);
    expect(existsSync(log)).toBe(true);
    expect(statSync(log).size).toBe(2 * part.length);
    expect(writer.files[`changes/${snapshot}.ndjson`]).toBe(sha256(Buffer.concat([part, part])));
  });
});
