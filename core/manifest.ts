// What a snapshot's manifest says (manifest.json): the sources and their
// status, counts, change logs and every file's digest. The pipeline writes
// it; the server and the reports read it.

export type PayloadOrigin = 'fetched' | 'revalidated' | 'cache' | 'committed';

/** A rejected row: which source, which row, which field, and why. */
export interface RowIssue {
  source: string;
  row: string;
  field: string;
  message: string;
  /** The year the row's day field names, null when it cannot be read: nothing of that year (or, if null, of the source) is deprecated. */
  year: number | null;
}

/** One payload a source run used: where from, when, and its digest and validators. */
export interface PayloadRecord {
  url: string;
  fetchedAt: string;
  digest: string;
  etag: string | null;
  lastModified: string | null;
  fromCache: boolean;
  origin: PayloadOrigin;
  bytes: number;
}

/** Where a source's data comes from and on what terms (ATTRIBUTION.md lists the same). */
export interface Provenance {
  homepage: string;
  licence: string;
  attribution: string;
}

export interface SourceStatus extends Partial<Provenance> {
  id: string;
  version: string;
  status: 'ok' | 'stale' | 'failed';
  /** For official feeds: what happened, rejected rows, the years covered, and each payload's URL, time, digest and validators. */
  notice?: string | null;
  rejected?: number;
  /** Each rejected row: source, row, field, year and why. */
  rejectedRows?: RowIssue[];
  coverage?: Record<string, number[]>;
  payloads?: PayloadRecord[];
}

export interface Manifest {
  snapshot: string;
  sequence: number;
  createdAt: string;
  previous: string | null;
  inputsDigest: string;
  sources: SourceStatus[];
  build: { countries: string[]; years: { from: number; to: number } };
  coverage: Record<string, { from: number; to: number }>;
  counts: {
    records: number;
    active: number;
    deprecated: number;
    changes: { added: number; revised: number; deprecated: number; revived: number };
    files: number;
  };
  /** Change logs of this snapshot and every one before it, oldest first. */
  changeLogs: string[];
  files: Record<string, string>;
  /** The report files of this snapshot's changes (also in `files`); never carried into the next snapshot. */
  reports?: string[];
}
