// The shape every official (HTTP) source exports, and what running one gives
// the pipeline. A source is one self-describing module (sources/<id>.ts): its
// id, provenance (licence and attribution line), the countries it covers, the
// content types its payloads may have, `decode` (format only), a zod schema
// for one upstream row, a pure mapping from a checked row to source rows, its
// category-to-type rows and its content rules. Registering it in
// sources/registry.ts is all the rest of the code needs: SOURCE_IDS, the type
// table and the content checks are read from there. Its URLs are the
// operator's, in sources.config.json.

import type { z } from 'zod';
import type { PayloadOrigin, PayloadRecord, Provenance, RowIssue } from '../core/manifest.js';
import type { SourceTypes } from '../core/type-map.js';
import type { SourceHoliday } from '../core/types.js';
import type { ContentRules } from './content-rules.js';

export type { PayloadOrigin, RowIssue } from '../core/manifest.js';

/** One fetched (or cached) upstream payload. */
export interface Payload {
  url: string;
  body: Buffer;
  contentType: string | null;
  /** The run's snapshot time: the clock is read once per run. */
  fetchedAt: string;
  /** sha256 of `body`, hex. */
  digest: string;
  etag: string | null;
  lastModified: string | null;
  /** true when the body came from the payload cache (a 304, or a failed fetch with a cached copy). */
  fromCache: boolean;
  /** Where the body came from: fetched now, revalidated (304), the payload cache, or the copy committed in the project. */
  origin?: PayloadOrigin;
  /** The publisher's file is known to be provisional (committed copies say so in payloads.json). */
  provisional?: boolean;
}

/** A raw upstream row and where it came from, for messages (`bank-holidays.json: scotland event 12`). */
export interface RawRow {
  label: string;
  row: unknown;
}

export interface OfficialSource<Row = unknown> {
  id: string;
  provenance: Provenance;
  /** ISO 3166-1 alpha-2 codes the source speaks for. */
  countries: readonly string[];
  /** Content types a payload may have (the fetch layer checks them; a missing header passes). */
  contentTypes: readonly string[];
  /** Format only: bytes to raw rows. Throws when a payload cannot be decoded at all. */
  decode(payloads: readonly Payload[]): RawRow[];
  /** One upstream row, checked at the boundary. */
  rowSchema: z.ZodType<Row>;
  /** Pure: one checked row to source rows (several when a row names several places). */
  toHolidays(row: Row): SourceHoliday[];
  /** Its categories to published types (core/type-map.ts): what `toHolidays` asks, and what reproduces its rows. */
  types: SourceTypes;
  /** What its rows must look like beyond the row schema (sources/content-checks.ts). */
  contentRules: ContentRules;
}

/** What running one source gives a build. */
export interface SourceRun {
  id: string;
  /** ok: fresh payload; stale: the fetch failed and the last good cached payload was used; failed: no usable data. */
  status: 'ok' | 'stale' | 'failed';
  /** One line on what happened when not ok (shown to the operator, kept in the manifest). */
  notice: string | null;
  rows: SourceHoliday[];
  rejected: RowIssue[];
  /** The years per country the payload covers: the feed's window. Nothing outside it is deprecated. */
  coverage: Record<string, number[]>;
  payloads: PayloadRecord[];
  /**
   * Rows of older committed copies for the years the payloads above do not
   * cover (gov.uk drops old years): kept, never fresh, so they deprecate nothing.
   */
  archived: SourceHoliday[];
}
