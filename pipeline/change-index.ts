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
export function buildChangeIndex(log: Uint8Array | Iterable<Uint8Array>): Buffer {
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
 * Numbers are zero-padded decimal. Written straight into one buffer, record
 * by record: a first build's index has some 500,000 records, which as strings
 * cost the build's last, single-threaded second some 1.2 s and their garbage.
 */
export function changeIndexOf(entries: readonly ChangeLine[]): Buffer {
  const lines = entries.length;
  let bytes = 0;
  for (const entry of entries) bytes += entry.bytes;
  const widths = {
    line: String(Math.max(lines - 1, 0)).length,
    offset: String(bytes).length,
    id: entries.reduce((longest, entry) => Math.max(longest, entry.id.length), 1),
  };

  const byCountry = new Map<string, number[]>();
  entries.forEach((entry, line) => {
    const list = byCountry.get(entry.country);
    if (list) list.push(line);
    else byCountry.set(entry.country, [line]);
  });
  const codes = [...byCountry.keys()].sort();
  const countries: ChangeIndexHeader['countries'] = {};
  let first = 0;
  for (const code of codes) {
    const count = byCountry.get(code)!.length;
    countries[code] = [first, count];
    first += count;
  }
  // By id, then line (ids are ASCII: `<YYYYMMDD>_<hex>`, so their order is their characters').
  const byId = Array.from(entries.keys()).sort((a, b) => {
    const idA = entries[a]!.id;
    const idB = entries[b]!.id;
    return idA < idB ? -1 : idA > idB ? 1 : a - b;
  });

  const header: ChangeIndexHeader = { format: CHANGE_INDEX_FORMAT, lines, bytes, widths, countries };
  const headerText = `${JSON.stringify(header)}\n`;
  const headerBytes = Buffer.byteLength(headerText);
  const out = Buffer.allocUnsafe(
    headerBytes + (lines + 1) * (widths.offset + 1) + lines * (widths.line + 1) + lines * (widths.id + widths.line + 2),
  );
  let at = out.write(headerText, 0);
  let start = 0;
  for (const entry of entries) {
    at = digits(out, at, start, widths.offset);
    start += entry.bytes;
  }
  at = digits(out, at, bytes, widths.offset);
  for (const code of codes) for (const line of byCountry.get(code)!) at = digits(out, at, line, widths.line);
  for (const line of byId) {
    const id = entries[line]!.id;
    at += out.write(id, at, 'latin1');
    out.fill(0x20, at, at + widths.id - id.length + 1);
    at += widths.id - id.length + 1;
    at = digits(out, at, line, widths.line);
  }
  if (at !== out.length) throw new Error(`change index: wrote ${at} bytes of ${out.length}`);
  return out;
}

/** `value` zero-padded to `width` decimal digits, then LF; returns where the next record starts. */
function digits(out: Buffer, at: number, value: number, width: number): number {
  for (let index = at + width - 1; index >= at; index--) {
    out[index] = 0x30 + (value % 10);
    value = Math.floor(value / 10);
  }
  out[at + width] = 0x0a;
  return at + width + 1;
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
