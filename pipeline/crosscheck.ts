// The cross-check: the records of a snapshot beside independent sources the
// project runs offline (pipeline/crosscheck/: npm packages made for one
// country, the calendar engines, the committed official payloads), and every
// day they disagree on, with what each side says. A report, not a gate:
// nothing here stops a build.
//
// Matching (each source's module says what it compares):
// - days off: a source that lists a country's statutory days off is compared
//   day by day, in each place it names (a subdivision, else the whole
//   country), with the records it selects on the day it selects (the day off,
//   or the holiday's own day where the source lists both a holiday and its
//   substitute). A day both list agrees, whatever each calls it: names are
//   shown, never compared. A day one side lists and the other does not is a
//   disagreement; a record of part of the place only (DE-BY-KATH) is shown
//   where the source lists the day for the whole place.
// - dates: a source that dates holidays (a calendar engine) is compared
//   holiday by holiday: each run of consecutive days the records give one
//   holiday, by its first day, with the source's nearest day of it (within
//   60 days). The same day agrees; another day, or none, is a disagreement.
//   A source may say a run agrees when it holds the source's day, whatever
//   its first (the Chinese calendar: days off around a festival).
//   A holiday the records lack is not compared: such sources do not say
//   which holidays a country keeps. Where the source only estimates the day
//   (the Islamic engine: countries sight the moon) and the records took
//   theirs from a cited announcement, a cited amendment that moved the day
//   (a dated `move`: a decree or circular) or an official feed, the
//   disagreement is explained by it (pipeline/crosscheck/announced.ts),
//   in every country, before any reviewed explanation is looked for.
// - working days: a source that lists the weekend days a government made
//   working days (China's makeup days) is compared day by day with the
//   snapshot's nationwide makeup working days (`workdays/<CC>.json`, the
//   days /v3/working-days counts): a day one side lists and the other does
//   not is a disagreement, subject `working days`.
// Only the years a source covers are compared (and the records of active,
// not deprecated, holidays). Counts are per source: a day compared by two
// sources counts twice. Disagreements are merged per day, place and subject,
// with what every source that compared it says.

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { daysBetween, yearOf } from '../core/dates.js';
import { paths } from '../core/snapshot-layout.js';
import { compareText } from '../core/text.js';
import type { LedgerRecord } from '../core/types.js';
import type { MakeupWorkday, WorkdaysDocument } from '../core/workdays.js';
import { governmentDayOf, type DatedMove } from './crosscheck/announced.js';
import { chineseCalendar } from './crosscheck/chinese-calendar.js';
import { islamicCalendar } from './crosscheck/islamic-calendar.js';
import { committedPayloadSources, type CommittedOptions } from './crosscheck/official.js';
import {
  isNationwide,
  packageInstalled,
  type CrossSource,
  type DatasetSide,
  type DatesSide,
  type ExplanationRef,
  type SourceDay,
} from './crosscheck/source.js';
import { readLedger } from './ledger-files.js';
import { payloadsDir as defaultPayloadsDir } from '../sources/committed.js';
import type { SourcesConfig } from '../sources/config.js';
import type { Announced } from '../sources/calendars/islamic.js';

export type { CrossSource, ExplanationRef } from './crosscheck/source.js';

/** How far apart (days) a record's first day and a source's day of the same holiday may be and still be paired. */
export const PAIRING_DAYS = 60;

/** The subject of a comparison of days off; a comparison of dates has the holiday's name as the source gives it. */
export const DAYS_OFF = 'days off';

/** The subject of a comparison of makeup working days. */
export const WORKING_DAYS = 'working days';

/** Whether a subject is a comparison of lists of days (days off, working days), not of a holiday's date. */
export const listsDays = (subject: string) => subject === DAYS_OFF || subject === WORKING_DAYS;

/** What one side says about a day: the day (a dates source's may differ from the row's), its names, and a note. */
export interface Said {
  date: string;
  names: string[];
  /** `only in DE-BY-KATH`, `3 days, to 2026-03-22`. */
  note?: string;
}

export interface Disagreement {
  country: string;
  /** The day in question: the day off, or the records' first day of the holiday (else the source's). */
  date: string;
  /** The subdivision compared, null for the whole country. */
  place: string | null;
  /** `days off`, `working days`, or the holiday compared by date (`1 Shawwal`, `lunar 1/1`). */
  subject: string;
  /** What the dataset says; null: nothing. */
  dataset: Said | null;
  /** What each source that compared the day says (null: nothing), by source id. */
  sources: Record<string, Said | null>;
  /** The sources of `sources` that disagree with the dataset here (the others agree with it). */
  disagreeing: string[];
  /**
   * The explanation of each disagreeing source that has one: the announcement the records' day rests on, where
   * the source is an estimate (pipeline/crosscheck/announced.ts), else a reviewed one (pipeline/crosscheck-explanations.ts).
   */
  explanations?: Record<string, ExplanationRef>;
}

export interface SourceTally {
  id: string;
  /** The years compared. */
  years: number[];
  agreements: number;
  disagreements: number;
}

export interface CountryCrosscheck {
  country: string;
  /** Days (or holidays) a source and the dataset agree on, summed over the sources. */
  agreements: number;
  disagreements: Disagreement[];
  sources: SourceTally[];
}

/** The sources of a disagreement that disagree with the dataset and have no explanation. */
export const unexplainedOf = (disagreement: Disagreement): string[] =>
  disagreement.disagreeing.filter((source) => !disagreement.explanations?.[source]);

/** Whether a disagreement is reviewed and open: every disagreeing source explained, one of them as not settled. */
export const isOpen = (disagreement: Disagreement): boolean =>
  unexplainedOf(disagreement).length === 0 &&
  disagreement.disagreeing.some((source) => disagreement.explanations?.[source]?.open);

/** What a result whose disagreements were matched with the explanations says about them. */
export interface ExplanationsRead {
  /** The folder read. */
  dir: string;
  /** The entries read for the countries compared. */
  read: number;
  /** Those that matched no disagreement: where each is (`at`: `crosscheck/explanations/JP.json#3`). */
  unused: { at: string; file: string; entry: number }[];
}

export interface CrosscheckResult {
  snapshot: string;
  /** The sources that took part, in order. */
  sources: { id: string; label: string; rule: string }[];
  /** The npm packages of sources left out because they are not installed (npm ci --omit=dev). */
  notInstalled?: string[];
  /** Countries with at least one source that compared something, by code. */
  countries: CountryCrosscheck[];
  durationMs: number;
  /** Present once the disagreements were matched with the reviewed explanations (the `crosscheck` command). */
  explanations?: ExplanationsRead;
}

/** A run's cross-check: its result, or why it could not run (it never stops a build). */
export type CrosscheckOutcome = CrosscheckResult | { error: string };

export interface CrosscheckOptions {
  /** The snapshot folder (its ledger is read). */
  dir: string;
  snapshot: string;
  countries: readonly string[];
  /** The years to compare, per country (the snapshot's coverage, or the run's). */
  years: (country: string) => readonly number[];
  sources: readonly CrossSource[];
  /** The announced days that explain an estimate's other day (default: sources/calendars/announced.json). */
  announced?: readonly Announced[];
  /** The amendments' dated moves that explain an estimate's other day too (default: the amendments folder in effect). */
  moves?: readonly DatedMove[];
}

/** Whether a source's package is installed: an npm package in node_modules, or Debian's python3-workalendar. */
export async function sourceInstalled(name: string): Promise<boolean> {
  if (name !== WORKALENDAR) return packageInstalled(name);
  return (await import('./crosscheck/workalendar.js')).workalendarInstalled();
}

export interface DefaultSourcesOptions {
  /**
   * Whether workalendar takes part (the `crosscheck` command: yes; a build's report section: no, it runs a Python
   * process over some 240 calendars and needs a Debian package a build does not).
   */
  workalendar?: boolean;
}

/** Every independent source, the committed payloads' read as `committed` says (null: none). */
export async function defaultSources(
  committed: CommittedOptions | null,
  installed: (name: string) => boolean | Promise<boolean> = sourceInstalled,
  options: DefaultSourcesOptions = {},
): Promise<{ sources: CrossSource[]; notInstalled: string[] }> {
  const wanted = options.workalendar ? [...PACKAGE_SOURCES, WORKALENDAR_SOURCE] : PACKAGE_SOURCES;
  const present: (typeof wanted)[number][] = [];
  for (const each of wanted) if (await installed(each.name)) present.push(each);
  const loaded = new Map(await Promise.all(present.map(async (each) => [each.name, await each.load()] as const)));
  const from = (list: readonly { name: string }[]) =>
    list.flatMap((each) => (loaded.has(each.name) ? [loaded.get(each.name)!] : []));
  return {
    sources: [
      ...from(PACKAGE_SOURCES),
      ...(committed ? committedPayloadSources(committed) : []),
      islamicCalendar,
      chineseCalendar,
      ...from([WORKALENDAR_SOURCE].filter(() => options.workalendar)),
    ],
    notInstalled: wanted.filter((each) => !present.includes(each)).map((each) => each.name),
  };
}

/** Debian's package of workalendar, the one source that is not an npm package (pipeline/crosscheck/workalendar.ts). */
const WORKALENDAR = 'python3-workalendar';
const WORKALENDAR_SOURCE = {
  name: WORKALENDAR,
  load: async (): Promise<CrossSource> => (await import('./crosscheck/workalendar.js')).workalendarSource(),
};

/**
 * The sources made of npm packages, each loaded only when its package is
 * installed. They are devDependencies: building, refreshing and serving do
 * without them (npm ci --omit=dev), and a cross-check where one is missing
 * leaves it out and names it; `make crosscheck` installs them.
 */
const PACKAGE_SOURCES: readonly { name: string; load: () => Promise<CrossSource> }[] = [
  { name: '@18f/us-federal-holidays', load: async () => (await import('./crosscheck/us-federal.js')).usFederal },
  { name: '@holiday-jp/holiday_jp', load: async () => (await import('./crosscheck/holiday-jp.js')).holidayJp },
  { name: 'feiertagejs', load: async () => (await import('./crosscheck/feiertage.js')).feiertage },
  { name: '@hebcal/core', load: async () => (await import('./crosscheck/hebcal.js')).hebcal },
  { name: '@hyunbinseo/holidays-kr', load: async () => (await import('./crosscheck/holidays-kr.js')).holidaysKr },
  { name: 'chinese-days', load: async () => (await import('./crosscheck/chinese-days.js')).chineseDays },
  {
    name: '@socialgouv/jours-feries',
    load: async () => (await import('./crosscheck/jours-feries.js')).joursFeriesSource,
  },
];

/** Whether a source may speak for a country at all. */
export const speaksFor = (source: CrossSource, country: string) =>
  source.countries === null || source.countries.includes(country);

/** One comparison of one source: a day (or holiday) of a place, and whether the two sides agree. */
interface Unit {
  key: string;
  place: string | null;
  date: string;
  subject: string;
  agree: boolean;
  dataset: Said | null;
  source: Said | null;
  /** A disagreement the records' own day explains: the announcement it rests on (a dates source that estimates). */
  settled?: ExplanationRef;
}

const NATION = '*';
const recordDay = (record: LedgerRecord, side: DatasetSide) =>
  side.day === 'observed' ? record.observed : record.date;
const unitKey = (place: string | null, date: string, subject: string) => `${place ?? ''}|${date}|${subject}`;
const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => map.set(key, [...(map.get(key) ?? []), value]);
const unique = (names: readonly string[]) => [...new Set(names)];

function compareDaysOff(
  side: DatasetSide,
  days: readonly SourceDay[],
  records: readonly LedgerRecord[],
  covered: ReadonlySet<number>,
  partial: ReadonlySet<number>,
): { units: Unit[]; places: string[] } {
  const listed = days.filter((day) => day.dayOff && covered.has(yearOf(day.date)));
  const named = [...new Set(listed.flatMap((day) => (day.place ? [day.place] : [])))].sort(compareText);
  const places = side.placesApart
    ? [...(listed.some((day) => !day.place) ? [NATION] : []), ...named]
    : named.length
      ? named
      : [NATION];
  const selected = records.filter((record) => side.select(record) && covered.has(yearOf(recordDay(record, side))));
  const units: Unit[] = [];
  for (const place of places) {
    const source = new Map<string, string[]>();
    for (const day of listed)
      if (day.place === (place === NATION ? undefined : place) || (!day.place && !side.placesApart))
        push(source, day.date, day.name);
    const dataset = new Map<string, string[]>();
    const inPart = new Map<string, { names: string[]; parts: string[] }>();
    for (const record of selected) {
      const day = recordDay(record, side);
      if (isNationwide(record) || record.subdivisions.includes(place)) {
        push(dataset, day, record.name);
        continue;
      }
      // A source of places apart shows a day of its whole-country calendar that the records keep in some subdivisions only.
      const parts =
        place === NATION
          ? side.placesApart
            ? record.subdivisions
            : []
          : record.subdivisions.filter((code) => code.startsWith(`${place}-`));
      if (parts.length) {
        const known = inPart.get(day) ?? { names: [], parts: [] };
        inPart.set(day, { names: [...known.names, record.name], parts: [...known.parts, ...parts] });
      }
    }
    const where = place === NATION ? null : place;
    for (const date of [...new Set([...source.keys(), ...dataset.keys()])].sort()) {
      const said = source.get(date);
      const has = dataset.get(date);
      if (!said && partial.has(yearOf(date))) continue;
      const part = inPart.get(date);
      units.push({
        key: unitKey(where, date, DAYS_OFF),
        place: where,
        date,
        subject: DAYS_OFF,
        agree: Boolean(said && has),
        dataset: has
          ? { date, names: unique(has) }
          : part
            ? { date, names: unique(part.names), note: `only in ${unique(part.parts).sort(compareText).join(', ')}` }
            : null,
        source: said ? { date, names: unique(said) } : null,
      });
    }
  }
  return { units, places };
}

/** A snapshot's nationwide makeup working days of a country (none when it has no file). */
export function readWorkdays(dir: string, country: string): MakeupWorkday[] {
  const path = join(dir, paths.workdaysFile(country));
  if (!existsSync(path)) return [];
  return (JSON.parse(readFileSync(path, 'utf8')) as WorkdaysDocument).workdays.filter(
    (entry) => !entry.subdivisions?.length,
  );
}

function compareWorkdays(
  days: readonly SourceDay[],
  entries: readonly MakeupWorkday[],
  covered: ReadonlySet<number>,
): Unit[] {
  const source = new Map<string, string[]>();
  for (const day of days) if (day.workday && covered.has(yearOf(day.date))) push(source, day.date, day.name);
  const dataset = new Map<string, string[]>();
  for (const entry of entries) if (covered.has(yearOf(entry.date))) push(dataset, entry.date, entry.name);
  return [...new Set([...source.keys(), ...dataset.keys()])].sort().map((date) => {
    const said = source.get(date);
    const has = dataset.get(date);
    return {
      key: unitKey(null, date, WORKING_DAYS),
      place: null,
      date,
      subject: WORKING_DAYS,
      agree: Boolean(said && has),
      dataset: has ? { date, names: unique(has) } : null,
      source: said ? { date, names: unique(said) } : null,
    };
  });
}

/** Runs of consecutive days, each as its days. */
function runsOf(days: readonly string[]): string[][] {
  const runs: string[][] = [];
  for (const day of [...new Set(days)].sort()) {
    const last = runs.at(-1);
    if (last && daysBetween(last.at(-1)!, day) === 1) last.push(day);
    else runs.push([day]);
  }
  return runs;
}

/** The holiday a dates-side compares a record as, or null when it leaves the record out. */
const datedHoliday = (side: DatesSide, record: LedgerRecord): string | null =>
  record.substitute || !side.select(record) ? null : side.holidayOf(record);

/** Whether a dates-side compares any of the records (compareDates makes a unit of each it does). */
const datesAny = (side: DatesSide | undefined, records: readonly LedgerRecord[]) =>
  side !== undefined && records.some((record) => datedHoliday(side, record) !== null);

function compareDates(
  side: DatesSide,
  days: readonly SourceDay[],
  records: readonly LedgerRecord[],
  covered: ReadonlySet<number>,
  announced: readonly Announced[] | undefined,
  moves: readonly DatedMove[] | undefined,
): Unit[] {
  const source = new Map<string, SourceDay[]>();
  for (const day of days) if (day.holiday) push(source, day.holiday, day);
  const dataset = new Map<string, Map<string, LedgerRecord[]>>();
  for (const record of records) {
    const holiday = datedHoliday(side, record);
    if (holiday === null) continue;
    const byDay = dataset.get(holiday) ?? new Map<string, LedgerRecord[]>();
    push(byDay, recordDay(record, side), record);
    dataset.set(holiday, byDay);
  }
  const units: Unit[] = [];
  for (const [holiday, byDay] of dataset) {
    for (const run of runsOf([...byDay.keys()])) {
      const first = run[0]!;
      if (!covered.has(yearOf(first))) continue;
      const held = side.runHolds ? source.get(holiday)?.find((day) => run.includes(day.date)) : undefined;
      let nearest: SourceDay | undefined = held;
      if (!held) {
        for (const day of source.get(holiday) ?? []) {
          const distance = Math.abs(daysBetween(first, day.date));
          if (distance > PAIRING_DAYS) continue;
          if (!nearest || distance < Math.abs(daysBetween(first, nearest.date))) nearest = day;
        }
      }
      const names = unique(run.flatMap((day) => byDay.get(day)!.map((record) => record.name)));
      const agree = held !== undefined || nearest?.date === first;
      const settled = !agree && side.estimate ? governmentDayOf(byDay.get(first)!, announced, moves) : null;
      units.push({
        key: unitKey(null, first, holiday),
        place: null,
        date: first,
        subject: holiday,
        agree,
        dataset: { date: first, names, ...(run.length > 1 ? { note: `${run.length} days, to ${run.at(-1)}` } : {}) },
        source: nearest ? { date: nearest.date, names: [nearest.name] } : null,
        ...(settled ? { settled } : {}),
      });
    }
  }
  return units;
}

/** Runs every source over the countries of a snapshot; see the header for the rules. */
export async function runCrosscheck(options: CrosscheckOptions): Promise<CrosscheckResult> {
  const started = performance.now();
  const countries: CountryCrosscheck[] = [];
  const taking = new Set<string>();
  for (const country of [...options.countries].sort(compareText)) {
    const checked = await crosscheckCountry(
      country,
      {
        records: () => readLedger(options.dir, country).filter((record) => !record.deprecated),
        workdays: () => readWorkdays(options.dir, country),
      },
      { ...options, years: options.years(country) },
    );
    for (const id of checked.taking) taking.add(id);
    if (checked.country) countries.push(checked.country);
  }
  return {
    snapshot: options.snapshot,
    sources: takingPart(options.sources, taking),
    countries,
    durationMs: Math.round(performance.now() - started),
  };
}

/** The sources that took part, in the order given. */
export const takingPart = (sources: readonly CrossSource[], taking: ReadonlySet<string>) =>
  labelsOf(sources.filter((source) => taking.has(source.id)));

/** The sources as a result names them. */
export const labelsOf = (sources: readonly CrossSource[]) =>
  sources.map((source) => ({ id: source.id, label: source.label, rule: source.rule }));

/** What one country's records are compared with, each read only when a source covers the country. */
export interface CountrySide {
  /** The country's active (not deprecated) records. */
  records: () => LedgerRecord[];
  /** Its nationwide makeup working days. */
  workdays: () => MakeupWorkday[];
}

/**
 * One country beside every source that speaks for it: the comparison (null
 * when no source compared anything) and the ids of the sources that took part.
 */
export async function crosscheckCountry(
  country: string,
  side: CountrySide,
  options: Pick<CrosscheckOptions, 'sources' | 'announced' | 'moves'> & { years: readonly number[] },
): Promise<{ country: CountryCrosscheck | null; taking: string[] }> {
  const applicable = options.sources.filter((source) => speaksFor(source, country));
  const taking: string[] = [];
  let records: LedgerRecord[] | null = null;
  let workdays: MakeupWorkday[] | null = null;
  const tallies: SourceTally[] = [];
  const byKey = new Map<
    string,
    { unit: Unit; says: Map<string, Said | null>; disagreeing: string[]; settled: Record<string, ExplanationRef> }
  >();
  // The days-off sources of the country, with the years and places they compared: a row of a day one of them
  // lists names each other one that covered its year and place without listing it, as saying nothing.
  const listers: { id: string; years: ReadonlySet<number>; places: readonly string[] }[] = [];
  for (const source of applicable) {
    const covered = await source.covers(country, options.years);
    if (!covered.length) continue;
    records ??= side.records();
    // A calendar engine that only dates holidays speaks only where the records have one it can date (below):
    // where none has, its days are not computed (most countries have none of a calendar's holidays).
    if (source.countries === null && !source.daysOff && !source.workdays && !datesAny(source.dates, records)) continue;
    const coveredSet = new Set(covered);
    const days = await source.days(country, covered);
    const daysOff = source.daysOff
      ? compareDaysOff(source.daysOff, days, records, coveredSet, new Set((await source.partialYears?.(country)) ?? []))
      : null;
    const units = [
      ...(daysOff?.units ?? []),
      ...(source.dates ? compareDates(source.dates, days, records, coveredSet, options.announced, options.moves) : []),
      ...(source.workdays ? compareWorkdays(days, (workdays ??= side.workdays()), coveredSet) : []),
    ];
    // A calendar engine speaks only where the records have a holiday it can date.
    if (source.countries === null && units.length === 0) continue;
    taking.push(source.id);
    if (daysOff) listers.push({ id: source.id, years: coveredSet, places: daysOff.places });
    tallies.push({
      id: source.id,
      years: covered,
      agreements: units.filter((unit) => unit.agree).length,
      disagreements: units.filter((unit) => !unit.agree).length,
    });
    for (const unit of units) {
      const entry = byKey.get(unit.key) ?? {
        unit,
        says: new Map<string, Said | null>(),
        disagreeing: [],
        settled: {},
      };
      if (!entry.unit.dataset && unit.dataset) entry.unit = { ...entry.unit, dataset: unit.dataset };
      if (!unit.agree) {
        entry.unit = { ...entry.unit, agree: false };
        entry.disagreeing.push(source.id);
        if (unit.settled) entry.settled[source.id] = unit.settled;
      }
      entry.says.set(source.id, unit.source);
      byKey.set(unit.key, entry);
    }
  }
  for (const { unit, says } of byKey.values()) {
    if (unit.agree || unit.subject !== DAYS_OFF) continue;
    for (const lister of listers) {
      if (!says.has(lister.id) && lister.years.has(yearOf(unit.date)) && lister.places.includes(unit.place ?? NATION))
        says.set(lister.id, null);
    }
  }
  if (!tallies.length) return { country: null, taking };
  const disagreements = [...byKey.values()]
    .filter(({ unit }) => !unit.agree)
    .map(
      ({ unit, says, disagreeing, settled }): Disagreement => ({
        country,
        date: unit.date,
        place: unit.place,
        subject: unit.subject,
        dataset: unit.dataset,
        sources: Object.fromEntries(says),
        disagreeing,
        ...(Object.keys(settled).length ? { explanations: settled } : {}),
      }),
    )
    .sort(
      (a, b) =>
        compareText(a.date, b.date) || compareText(a.place ?? '', b.place ?? '') || compareText(a.subject, b.subject),
    );
  return {
    country: {
      country,
      agreements: tallies.reduce((sum, tally) => sum + tally.agreements, 0),
      disagreements,
      sources: tallies,
    },
    taking,
  };
}

/** The totals of a cross-check: agreements, disagreements, and the countries with any. */
export function crosscheckTotals(result: CrosscheckResult) {
  const disagreements = result.countries.flatMap((country) => country.disagreements);
  return {
    countries: result.countries.length,
    agreements: result.countries.reduce((sum, country) => sum + country.agreements, 0),
    /** Days (or holidays) compared, summed over the sources: each source's agreements and disagreements. */
    compared: result.countries.reduce((sum, country) => sum + comparedOf(country), 0),
    disagreements: disagreements.length,
    disagreeing: result.countries
      .filter((country) => country.disagreements.length > 0)
      .map((country) => country.country),
    /** Disagreements some disagreeing source of which has no explanation. */
    unexplained: disagreements.filter((disagreement) => unexplainedOf(disagreement).length > 0).length,
    /** Disagreements reviewed and not settled (isOpen). */
    open: disagreements.filter(isOpen).length,
  };
}

/** The days (or holidays) a country's sources compared: their agreements and disagreements. */
export const comparedOf = (country: CountryCrosscheck) =>
  country.sources.reduce((sum, source) => sum + source.agreements + source.disagreements, 0);

/** A country's disagreements reviewed and not settled. */
export const openIn = (country: CountryCrosscheck) => country.disagreements.filter(isOpen);

/** A country's disagreements that some disagreeing source has no explanation of. */
export const unexplainedIn = (country: CountryCrosscheck) =>
  country.disagreements.filter((disagreement) => unexplainedOf(disagreement).length > 0);

/** Per source, over every country: the countries it compared, its agreements, what it compared, and its unexplained disagreements. */
export function sourceTotals(
  result: CrosscheckResult,
): { id: string; countries: number; agreements: number; compared: number; unexplained: number }[] {
  return result.sources.map(({ id }) => {
    const tallies = result.countries.flatMap((country) => country.sources.filter((source) => source.id === id));
    return {
      id,
      countries: tallies.length,
      agreements: tallies.reduce((sum, tally) => sum + tally.agreements, 0),
      compared: tallies.reduce((sum, tally) => sum + tally.agreements + tally.disagreements, 0),
      unexplained: result.countries.reduce(
        (sum, country) =>
          sum + country.disagreements.filter((disagreement) => unexplainedOf(disagreement).includes(id)).length,
        0,
      ),
    };
  });
}

export interface RunCrosscheckOptions {
  /** The draft snapshot's folder. */
  dir: string;
  snapshot: string;
  /** The snapshot time (the official feeds' content rules read their years from it). */
  at: string;
  /** The countries the run built. */
  countries: readonly string[];
  fromYear: number;
  toYear: number;
  /** The committed payloads folder (default: PAYLOADS_DIR, else sources/payloads); null: none compared. */
  payloadsDir?: string | null;
  sourcesConfig?: SourcesConfig;
}

/**
 * The cross-check of a build or refresh, for its reports: the countries the
 * run built, in its years. Whatever goes wrong is returned, never thrown: a
 * report must not stop a build.
 */
export async function crosscheckRun(options: RunCrosscheckOptions): Promise<CrosscheckOutcome> {
  try {
    const { sources, notInstalled } = await runSources(options);
    const years = runYears(options);
    const result = await runCrosscheck({
      dir: options.dir,
      snapshot: options.snapshot,
      countries: options.countries,
      years: () => years,
      sources,
    });
    return notInstalled.length ? { ...result, notInstalled } : result;
  } catch (error) {
    return { error: (error as Error).message.split('\n')[0]! };
  }
}

/** What a run's cross-check compares with, besides its records: the sources, the committed payloads' as given, and the years. */
export type RunScope = Pick<RunCrosscheckOptions, 'at' | 'fromYear' | 'toYear' | 'payloadsDir' | 'sourcesConfig'>;

/** A run's sources (workalendar left out), the committed payloads read from `payloadsDir` (default: PAYLOADS_DIR, else sources/payloads). */
export function runSources(scope: RunScope) {
  const payloads = scope.payloadsDir === undefined ? defaultPayloadsDir() : scope.payloadsDir;
  return defaultSources(
    payloads === null ? null : { payloadsDir: payloads, at: scope.at, config: scope.sourcesConfig },
  );
}

export const runYears = (scope: RunScope): number[] =>
  Array.from({ length: scope.toYear - scope.fromYear + 1 }, (_, index) => scope.fromYear + index);
