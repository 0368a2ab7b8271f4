// The index beside each change log (`changes/<snapshot>.index`), so that a
// reader finds one country's changes or one holiday's without reading the
// log: docs/data-layout.md describes the format. It is derived from the log
// alone, so a build links the prior snapshot's index with the log, and writes
// one for every log that has none yet (logs of builds before indexes).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHANGE_INDEX_FORMAT, type ChangeIndexHeader } from '../core/change-index-format.js';
import { paths } from '../core/snapshot-layout.js';
import { priorFiles, type Published, type SnapshotWriter } from './publish.js';

/**
 * The index of a change log: a header line (ChangeIndexHeader, JSON), then
 * three sections of fixed-width records, each ending in LF, so that a reader
 * can seek to any record:
 * - lines: N + 1 byte offsets, where each line starts and where the log ends;
 * - countries: the N line numbers (0-based) grouped by country, in the
 *   header's order, ascending within a country;
 * - ids: N records `<id, space-padded> <line>`, sorted by id, then line.
 * Numbers are zero-padded decimal.
 */
export function buildChangeIndex(log: Uint8Array | Iterable<Uint8Array>): string {
  // A log in parts (whole lines each) is indexed as the file they make.
  const parts = log instanceof Uint8Array ? [log] : log;
  const starts: number[] = [];
  const entries: { id: string; country: string }[] = [];
  let bytes = 0;
  for (const part of parts) {
    const text = Buffer.from(part.buffer, part.byteOffset, part.byteLength);
    for (let start = 0; start < text.length; ) {
      const end = text.indexOf(10, start);
      const stop = end === -1 ? text.length : end;
      const change = JSON.parse(text.toString('utf8', start, stop)) as { id: string; country: string };
      starts.push(bytes + start);
      entries.push({ id: change.id, country: change.country });
      start = stop + 1;
    }
    bytes += text.length;
  }
  const lines = entries.length;
  const widths = {
    line: String(Math.max(lines - 1, 0)).length,
    offset: String(bytes).length,
    id: entries.reduce((longest, entry) => Math.max(longest, entry.id.length), 1),
  };
  const number = (value: number, width: number) => String(value).padStart(width, '0');

  const byCountry = new Map<string, number[]>();
  entries.forEach((entry, line) => {
    const list = byCountry.get(entry.country);
    if (list) list.push(line);
    else byCountry.set(entry.country, [line]);
  });
  const countries: ChangeIndexHeader['countries'] = {};
  const countryRecords: string[] = [];
  for (const code of [...byCountry.keys()].sort()) {
    const list = byCountry.get(code)!;
    countries[code] = [countryRecords.length, list.length];
    for (const line of list) countryRecords.push(`${number(line, widths.line)}\n`);
  }
  const byId = entries
    .map((entry, line) => ({ id: entry.id, line }))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : a.line - b.line));

  const header: ChangeIndexHeader = { format: CHANGE_INDEX_FORMAT, lines, bytes, widths, countries };
  return [
    `${JSON.stringify(header)}\n`,
    ...starts.map((start) => `${number(start, widths.offset)}\n`),
    `${number(bytes, widths.offset)}\n`,
    ...countryRecords,
    ...byId.map((entry) => `${entry.id.padEnd(widths.id, ' ')} ${number(entry.line, widths.line)}\n`),
  ].join('');
}

/** Links or writes the index of each change log the draft snapshot lists; this build's log from its parts at hand. */
export function writeChangeIndexes(
  writer: SnapshotWriter,
  changeLogs: readonly string[],
  prior: Published | null,
  fresh?: { log: string; parts: Iterable<Uint8Array> },
): void {
  for (const log of changeLogs) {
    const path = paths.changeIndex(log);
    if (prior?.manifest.files[path]) writer.link(path, priorFiles(prior)!);
    else
      writer.put(
        path,
        buildChangeIndex(log === fresh?.log ? fresh.parts : readFileSync(join(writer.dir, paths.changeLog(log)))),
      );
  }
}
