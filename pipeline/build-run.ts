// What a build is given, what it hands the publish hook, and what it reports;
// and BuildRun, the one context of a build in progress that its stages
// (pipeline/build.ts and the modules it calls) share.

import type { Manifest, SourceStatus } from '../core/manifest.js';
import type { OfficialGathering } from './official-sources.js';
import type { Published, SnapshotWriter } from './publish.js';
import type { SourcesConfig } from '../sources/config.js';
import type { Correction } from '../sources/corrections.js';
import type { WorkdaysDocument } from '../core/workdays.js';
import type { CrosscheckOutcome } from './crosscheck.js';

export interface BuildOptions {
  outDir: string;
  /** Country codes to build; all of the source's countries when omitted. */
  countries?: string[];
  fromYear: number;
  toYear: number;
  /** Snapshot time, RFC 3339 UTC: the one clock reading of the run. */
  at: string;
  keep: number;
  /** The operator's one-off corrections (sources/corrections.ts), applied on top of the sources and the amendments. */
  corrections?: Correction[];
  /** The reviewed amendments folder (default: AMENDMENTS_DIR, else amendments/); null: none. */
  amendmentsDir?: string | null;
  /** The reviewed makeup working days folder (default: WORKDAYS_DIR, else workdays/); null: none. */
  workdaysDir?: string | null;
  /** Which sources run, from where (sources.config.json, or SOURCES_CONFIG). */
  sourcesConfig?: SourcesConfig;
  /** The committed official payloads (default: PAYLOADS_DIR, else sources/payloads); null: none. */
  payloadsDir?: string | null;
  /** Fetch nothing: every official feed is read from its cached or committed copy. */
  offline?: boolean;
  force?: boolean;
  workers?: number;
  onStage?: (stage: string, detail?: string) => void;
  /** `share`: the part of the build's work done, by the countries' sizes (states and regions). */
  onProgress?: (done: number, total: number, country: string, share: number) => void;
  /**
   * Called once a validated snapshot with changes is ready, before it is
   * published: it may add files (reports) through the writer, and decides
   * whether the snapshot goes live. Not publishing discards the draft.
   */
  beforePublish?: (draft: DraftSnapshot) => Promise<PublishDecision> | PublishDecision;
  /** Compare each country with the independent sources as it is built (pipeline/build-crosscheck.ts); the result goes to afterCountries. */
  crosscheck?: boolean;
  /** Called once the countries' files and their makeup working days are written to the draft folder, before the change logs and the rest; with the cross-check when `crosscheck` asked for it. */
  afterCountries?: (draft: {
    snapshot: string;
    dir: string;
    countries: readonly string[];
    crosscheck?: CrosscheckOutcome;
  }) => void;
}

/** A finished, validated snapshot that is not published yet. */
export interface DraftSnapshot {
  snapshot: string;
  /** Its temporary folder: every file of the snapshot is readable there. */
  dir: string;
  writer: SnapshotWriter;
  prior: Published | null;
  /** Whether this build has a change log (false when only other files changed). */
  changed: boolean;
  /** The manifest as it would be without the hook's files. */
  manifest: Manifest;
  /** Active records of each country this build built (its ledger's records that are not deprecated). */
  active: Record<string, number>;
}

export interface PublishDecision {
  publish: boolean;
  /** Extra manifest members (e.g. `reports`), written only when published. */
  manifestExtras?: Record<string, unknown>;
}

export interface BuildSummary {
  /** `withheld`: ready and valid, but beforePublish kept it from going live. */
  status: 'published' | 'unchanged' | 'withheld';
  snapshot: string | null;
  countries: number;
  records: number;
  active: number;
  deprecated: number;
  added: number;
  revised: number;
  deprecatedNow: number;
  revived: number;
  files: number;
  written: number;
  linked: number;
  durationMs: number;
  /** Peak resident memory of the process (worker threads included), MB. */
  peakRssMb: number;
  /** Disagreements between official sources and date-holidays in the built years. */
  conflicts: number;
  /** Official sources that were not fresh: stale (last good payload used) or failed. */
  degradedSources: { id: string; status: 'stale' | 'failed'; notice: string | null }[];
  /** Every source of this run as the manifest lists them (rejected rows named), published or not. */
  sources: SourceStatus[];
}

/** A build in progress: read once at its start, passed to every stage. */
export interface BuildRun {
  options: BuildOptions;
  /** The countries built this time (others are carried from the prior snapshot). */
  countries: string[];
  /** The amendments, then the operator's corrections. */
  corrections: Correction[];
  /** The first year of each country the amendments serve from a later year (`since`): no earlier year is built. */
  firstYears: Record<string, number>;
  /** The makeup working days of every country in the workdays folder, all years. */
  workdays: WorkdaysDocument[];
  official: OfficialGathering;
  /** Every source of the run as the manifest lists it. */
  sources: SourceStatus[];
  degradedSources: BuildSummary['degradedSources'];
  prior: Published | null;
  digest: string;
  sequence: number;
  snapshot: string;
  writer: SnapshotWriter;
  /** performance.now() when the build started. */
  started: number;
}
