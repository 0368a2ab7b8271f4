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

/** One line of a change log, as its index needs it: the change's id and country, and the line's length in bytes with its LF. */
export interface ChangeLine {
  id: string;
  country: string;
  bytes: number;
}

/** The index of a change log read from its bytes (or its parts, whole lines each, as the file they make). */
export function buildChangeIndex(log: Uint8Array | Iterable<Uint8Array>): string {
  const parts = log instanceof Uint8Array ? [log] : log;
  const lines: ChangeLine[] = [];
  for (const part of parts) {
    const text = Buffer.from(part.buffer, part.byteOffset, part.byteLength);
    for (let start = 0; start < text.length; ) {
      const end = text.indexOf(10, start);
      const stop = end === -1 ? text.length : end;
      const change = JSON.parse(text.toString('utf8', start, stop)) as { id: string; country: string };
      lines.push({ id: change.id, country: change.country, bytes: Math.min(stop + 1, text.length) - start });
      start = stop + 1;
    }
  }
  return changeIndexOf(lines);
}

/**
 * The index of a change log whose lines are known: a header line
 * (ChangeIndexHeader, JSON), then three sections of fixed-width records, each
 * ending in LF, so that a reader can seek to any record:
 * - lines: N + 1 byte offsets, where each line starts and where the log ends;
 * - countries: the N line numbers (0-based) grouped by country, in the
 *   header's order, ascending within a country;
 * - ids: N records `<id, space-padded> <line>`, sorted by id, then line.
 * Numbers are zero-padded decimal.
 */
export function changeIndexOf(entries: readonly ChangeLine[]): string {
  const starts: number[] = [];
  let bytes = 0;
  for (const entry of entries) {
    starts.push(bytes);
    bytes += entry.bytes;
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
  // By id, then line: ids are padded with spaces (below every character of an id) and lines with zeros to one
  // width, so the records' own order is that one, and the default sort needs no comparator called per pair.
  const idRecords = entries.map((entry, line) => `${entry.id.padEnd(widths.id, ' ')} ${number(line, widths.line)}\n`);
  idRecords.sort();

  const header: ChangeIndexHeader = { format: CHANGE_INDEX_FORMAT, lines, bytes, widths, countries };
  return [
    `${JSON.stringify(header)}\n`,
    ...starts.map((start) => `${number(start, widths.offset)}\n`),
    `${number(bytes, widths.offset)}\n`,
    ...countryRecords,
    ...idRecords,
  ].join('');
}

/** Links or writes the index of each change log the draft snapshot lists; this build's log from the lines its countries made. */
export function writeChangeIndexes(
  writer: SnapshotWriter,
  changeLogs: readonly string[],
  prior: Published | null,
  fresh?: { log: string; lines: readonly ChangeLine[] },
): void {
  for (const log of changeLogs) {
    const path = paths.changeIndex(log);
    if (prior?.manifest.files[path]) writer.link(path, priorFiles(prior)!);
    else
      writer.put(
        path,
        log === fresh?.log
          ? changeIndexOf(fresh.lines)
          : buildChangeIndex(readFileSync(join(writer.dir, paths.changeLog(log)))),
      );
  }
}
