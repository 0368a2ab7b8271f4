// One country through every stage: source rows → normalise → diff against the
// prior ledger → emit → validate → write. Runs inside a worker thread; the
// stages it calls are pure, and the file reads and writes stay here.

import { FROZEN_VERSIONS } from '../core/contracts.js';
import { yearOf } from '../core/dates.js';
import { diffLedger, type DiffResult } from './diff.js';
import { emitCountryYears } from './emit.js';
import { countryInvariants, coveredYears, OFFICIAL_FEED_CHECK, type InvariantViolation } from './invariants.js';
import { ledgerFiles, readLedger } from './ledger-files.js';
import { compareText } from '../core/text.js';
import { normalise, type ScopeInfo } from './normalise.js';
import type { CountryOfficial } from './official-sources.js';
import { DEFAULT_YEARS } from './build-scope.js';
import { reconcile, type Conflict } from './reconcile.js';
import { feedCorrectedDays } from './reproduction.js';
import { SnapshotWriter, type PriorFiles } from './publish.js';
import type { CountryInfo, HolidayRecord, LedgerRecord, SourceHoliday } from '../core/types.js';
import { ContractValidator, type SchemaViolation } from './validate.js';
import { applyCorrections, CorrectionsError, yearsOf, type Correction } from '../sources/corrections.js';
import { declaredSubdivisions, withDeclaredSubdivisions } from '../sources/amendments.js';
import { countryInfo, DateHolidaysCountry, firstYearOf } from '../sources/date-holidays.js';
import { applyLunarDates, ENGINES, optionsOf } from '../sources/lunar-dates.js';
import { lunarConflicts } from './lunar-conflicts.js';
import { libraryDifferences, type LibraryDifference } from './library-differences.js';
import { pathOwner } from '../core/snapshot-layout.js';
import { checkBuiltCountry, type CountryCheck, type CrosscheckTask } from './build-crosscheck.js';
import { readWorkdays } from './crosscheck.js';

export interface CountryTask {
  country: string;
  fromYear: number;
  toYear: number;
  at: string;
  snapshot: string;
  outDir: string;
  tempName: string;
  /** The prior snapshot's files of this country only. */
  prior: PriorFiles | null;
  succeededSources: string[];
  /** The operator's corrections for this country. */
  corrections: Correction[];
  /** What the official sources say for this country. */
  officials: CountryOfficial[];
  /** Compare the country with the independent sources once built (the run's report); absent: not compared. */
  crosscheck?: CrosscheckTask;
}

export interface CountryResult {
  country: string;
  info: CountryInfo;
  counts: DiffResult['counts'];
  records: { active: number; deprecated: number };
  files: Record<string, string>;
  written: number;
  linked: number;
  /** The size of this country's change-log lines, kept in the draft's scratch file changeLogPart(country) until the log is written. */
  changeLogBytes: number;
  /** Each change-log line's id and length in bytes (with its LF), in order: the change index is made from them. */
  changeLines: { ids: string[]; bytes: number[] };
  conflicts: Conflict[];
  /** Where the records and the rule engine's own rules differ on nationwide public days, with the reasons (pipeline/library-differences.ts). */
  libraryDifferences: LibraryDifference[];
  violations: SchemaViolation[];
  invariants: InvariantViolation[];
  /** The country beside the independent sources, when the task asked for it. */
  crosscheck?: CountryCheck;
}

/** The canonical records of one country for a range of years: sources, reconciliation, corrections, normaliser. */
export function produceCountry(
  country: string,
  fromYear: number,
  toYear: number,
  corrections: Correction[] = [],
  officials: CountryOfficial[] = [],
): { info: CountryInfo; records: HolidayRecord[]; conflicts: Conflict[]; ruleRows: SourceHoliday[] } {
  // The year before too: a holiday early in the first year may be observed on a
  // day off late in the year before. (A day off late in the last year for a
  // holiday of the next is listed in the last year, with the day it replaces.)
  const source = new DateHolidaysCountry(country);
  // Subdivisions the library lacks, declared in the country's amendments file: each keeps the country's own rules.
  const info = withDeclaredSubdivisions(countryInfo(country), corrections);
  // The calendar engines decide lunar days first; an official feed still decides the years it covers.
  const ruleRows = source.holidays(fromYear - 1, toYear);
  const lunar = applyLunarDates(country, ruleRows, {
    ...optionsOf(country),
    years: { from: fromYear - 1, to: toYear },
  });
  const reconciled = reconcile(
    country,
    lunar.rows,
    officials.map((official) => ({
      source: official.source,
      rows: official.rows,
      years: new Set(official.years),
    })),
  );
  const scopes = new Map<string, ScopeInfo>();
  for (const target of source.targets)
    if (target.scope) scopes.set(target.scope, { kind: target.kind!, parent: target.parent });
  for (const { code } of declaredSubdivisions(corrections, country))
    if (!scopes.has(code)) scopes.set(code, { kind: 'region', parent: null });
  const corrected = applyCorrections(reconciled.rows, corrections, {
    country,
    timezone: info.timezones[0] ?? 'UTC',
    localLanguage: info.languages[0] ?? 'en',
    years: { from: fromYear - 1, to: toYear },
    fullYears: DEFAULT_YEARS,
    parentOf: (scope) => scopes.get(scope)?.parent ?? null,
    topLevel: [...scopes].filter(([, scope]) => scope.parent === null).map(([code]) => code),
  });
  if (corrected.unmatched.length > 0) throw new CorrectionsError(`corrections: ${corrected.unmatched.join('; ')}`);
  const conflicts = [...reconciled.conflicts, ...lunarConflicts(lunar.disagreements, officials)].filter(
    (conflict) => conflict.year >= fromYear && conflict.year <= toYear,
  );
  return { info, records: normalise(corrected.rows, { country, fromYear, toYear, scopes }), conflicts, ruleRows };
}

/**
 * Tries the operator's corrections of each country they name on the years
 * they speak of alone, before the build: an entry that matches no holiday then
 * stops the run at once, not after every country is built. A year either side
 * is included for days observed across a new year; the build still checks
 * every entry on all its years.
 */
export function checkCorrections(
  corrections: readonly Correction[],
  officials: ReadonlyMap<string, CountryOfficial[]>,
  fromYear: number,
  toYear: number,
): void {
  const named = new Set(
    corrections.filter((correction) => correction.layer === 'corrections').map((correction) => correction.country),
  );
  for (const country of named) {
    const own = corrections.filter((correction) => correction.country === country);
    // An entry without a day or years (a declared subdivision) speaks of every year.
    const spans = own
      .filter((correction) => correction.layer === 'corrections')
      .map((correction) =>
        correction.date !== undefined || ('years' in correction && correction.years)
          ? yearsOf(correction)
          : { from: fromYear, to: toYear },
      );
    const from = Math.max(fromYear, Math.min(...spans.map((span) => span.from)) - 1);
    const to = Math.min(toYear, Math.max(...spans.map((span) => span.to)) + 1);
    // Entries wholly outside the built years are not applied by the build either.
    if (from > to) continue;
    produceCountry(country, from, to, own, officials.get(country) ?? []);
  }
}

export async function buildCountry(task: CountryTask): Promise<CountryResult> {
  const validator = ContractValidator.shared();
  const { country, toYear, prior } = task;
  // A country defined from a later year (countries/, `since`) is built from that year.
  const fromYear = Math.max(task.fromYear, firstYearOf(country) ?? task.fromYear);
  const years: number[] = [];
  for (let year = fromYear; year <= toYear; year++) years.push(year);

  const {
    info,
    records: produced,
    conflicts,
    ruleRows,
  } = produceCountry(country, fromYear, toYear, task.corrections, task.officials);
  // The diff sees the built years; the ledger's other years pass through as they are.
  const inRange = (record: LedgerRecord) => yearOf(record.date) >= fromYear && yearOf(record.date) <= toYear;
  const priorAll = prior ? readLedger(prior.dir, country) : [];
  const priorLedger = priorAll.filter(inRange);
  const kept = priorAll.filter((record) => !inRange(record));

  // A record may be deprecated only where every source that listed it succeeded
  // and, for an official feed, still covers the record's year with no row of it rejected.
  const succeeded = new Set([...task.succeededSources, ...Object.values(ENGINES)]);
  const window = new Map(task.officials.map((official) => [official.source, new Set(official.deprecatingYears)]));
  const diff = diffLedger(priorLedger, produced, {
    at: task.at,
    snapshot: task.snapshot,
    mayDeprecate: (record) => {
      const year = yearOf(record.date);
      if (year < fromYear || year > toYear) return false;
      return record.sources.every((source) => succeeded.has(source) && (window.get(source)?.has(year) ?? true));
    },
  });
  const ledger = maybeCorrupt(country, diff.ledger);
  // Against what is published: the ledger's active records (a record a rejected feed row kept stays there).
  const amendments = task.corrections.filter((correction) => correction.layer === 'amendments');
  const differences = libraryDifferences(
    country,
    ruleRows,
    ledger.filter((record) => !record.deprecated),
    { from: fromYear, to: toYear },
    amendments,
    conflicts,
  );

  const writer = new SnapshotWriter(task.outDir, task.snapshot, task.tempName);
  const violations: SchemaViolation[] = [];
  const whole = [...ledger, ...kept].sort((a, b) => compareText(a.date, b.date) || compareText(a.id, b.id));
  const files = function* () {
    yield* emitCountryYears(country, ledger, years);
    yield* ledgerFiles(country, whole);
  };
  for (const file of files()) {
    if (file.version && FROZEN_VERSIONS.has(file.version) && prior?.files[file.path]) {
      writer.link(file.path, prior); // frozen: written once, never rewritten
      continue;
    }
    if (file.kind && file.version) violations.push(...validator.check(file.version, file.kind, file.value, file.path));
    writer.put(file.path, file.text, prior);
  }
  // Year files outside this build stay as the prior snapshot has them.
  for (const path of Object.keys(prior?.files ?? {})) {
    const year = pathOwner(path)?.year;
    if (year != null && (year < fromYear || year > toYear)) writer.link(path, prior!);
  }

  const invariants = countryInvariants(
    whole,
    {
      country,
      years: coveredYears(whole, fromYear, toYear),
      built: { from: fromYear, to: toYear },
      officials: task.officials.map((official) => ({
        ...withIncompleteYears(official),
        correctedDays: feedCorrectedDays(task.corrections, official.source),
      })),
    },
    { officialReproduction: OFFICIAL_FEED_CHECK },
  );
  const active = whole.filter((record) => !record.deprecated).length;
  // On disk, not in the result: the lines of every country together are the build's largest object
  // (about 100 MB in a first build), which the main thread would otherwise hold until the last country.
  const lines = diff.changes.map((change) => `${JSON.stringify(change)}\n`);
  const lineBytes = lines.map((line) => Buffer.byteLength(line));
  const changeLogBytes = lineBytes.reduce((sum, bytes) => sum + bytes, 0);
  // Written as text: encoded once on its way out, with no copy of it held in a Buffer.
  if (changeLogBytes > 0) writer.writeScratch(changeLogPart(country), lines.join(''));
  // The makeup working days are in the draft already: the main thread writes them before the countries.
  const crosscheck =
    task.crosscheck &&
    (await checkBuiltCountry(
      country,
      {
        records: () => whole.filter((record) => !record.deprecated),
        workdays: () => readWorkdays(writer.dir, country),
      },
      task.crosscheck,
    ));
  return {
    country,
    info,
    counts: diff.counts,
    records: { active, deprecated: whole.length - active },
    files: writer.files,
    written: writer.written,
    linked: writer.linked,
    changeLogBytes,
    changeLines: { ids: diff.changes.map((change) => change.id), bytes: lineBytes },
    conflicts,
    libraryDifferences: differences,
    violations,
    invariants,
    ...(crosscheck ? { crosscheck } : {}),
  };
}

/** The scratch file of a country's change-log lines (SnapshotWriter.scratchPath). */
export const changeLogPart = (country: string) => `change-log/${country}.ndjson`;

/** The fresh years in which a feed rejected rows (its other fresh years may deprecate): it is not whole there. */
const withIncompleteYears = (official: CountryOfficial) => ({
  ...official,
  incompleteYears: official.freshYears.filter((year) => !official.deprecatingYears.includes(year)),
});

/** Fault injection for the validation tests: HOLIDAYS_FAULT=corrupt:<country> breaks one record, duplicate:<country> repeats one, hoard:<country> runs out of memory. */
function maybeCorrupt(country: string, ledger: LedgerRecord[]): LedgerRecord[] {
  // A country that never stops allocating: the worker's memory limit ends it (HOLIDAYS_FAULT=hoard:<country>).
  if (process.env.HOLIDAYS_FAULT === `hoard:${country}`) {
    const hoard: string[][] = [];
    // 8 MB a step; past 1 GB no limit stopped it, and it says so instead of taking the machine's memory.
    while (hoard.length < 128) hoard.push(new Array<string>(1 << 20).fill(country));
    throw new Error('allocated 1 GB: no limit stopped it');
  }
  if (ledger.length === 0) return ledger;
  if (process.env.HOLIDAYS_FAULT === `corrupt:${country}`)
    return [{ ...ledger[0]!, date: `${ledger[0]!.date.slice(0, 4)}-13-45` }, ...ledger.slice(1)];
  // A record twice: schema-valid files that break the invariants (one id, one holiday, one day, twice).
  if (process.env.HOLIDAYS_FAULT === `duplicate:${country}`) return [ledger[0]!, ...ledger];
  return ledger;
}
