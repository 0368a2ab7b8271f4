// The header of a change log's index (`changes/<snapshot>.index`): what the
// pipeline writes and the server reads. docs/data-layout.md describes the
// whole format; pipeline/change-index.ts builds it.

export const CHANGE_INDEX_FORMAT = 1;

export interface ChangeIndexHeader {
  format: number;
  /** Lines (changes) in the log, and its length in bytes. */
  lines: number;
  bytes: number;
  /** Characters of a line number, a byte offset and an id in the records below. */
  widths: { line: number; offset: number; id: number };
  /** Each country's first record in the countries section, and how many it has. */
  countries: Record<string, [number, number]>;
}
