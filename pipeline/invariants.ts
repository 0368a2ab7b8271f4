// Whole-dataset invariants: what every build must hold however its sources
// change. The per-country checks run on each country's ledger in the build
// workers; a build with a violation publishes nothing (exit code 3). The sweep
// re-checks a published snapshot from its files.

import { readFileSync } from 'node:fs';
import { addDays, yearOf } from '../core/dates.js';
import { ID_PATTERN } from '../core/ids.js';
import { compareText } from '../core/text.js';
import { officialReproduction } from './reproduction.js';
import type { HolidayRecord, SourceHoliday } from '../core/types.js';
import { ValidationFailed } from './validate.js';
import { paths } from '../core/snapshot-layout.js';

export const INVARIANTS = {
  'substitute-has-original':
    'every substitute has its original (same holiday and scope, observed on the substitute’s day)',
  'original-has-substitute': 'every original observed on another day has its substitute on that day',
  'pair-shares-type': 'the two halves of a substitute pair have the same type',
  'pair-shares-scope': 'the two halves of a substitute pair have the same subdivisions',
  'id-format': 'an id is `YYYYMMDD_<12 hex>` with the record’s date as prefix',
  'id-unique': 'ids are unique per country and year',
  'no-overlap': 'no two active records of one holiday on one day with overlapping scope',
  'english-name': 'every record has an English name, or is a listed exception',
  schema: 'every published file is valid against its contract schema',
  'official-reproduction': 'every official feed is reproduced for the years it covers',
} as const;

export type InvariantName = keyof typeof INVARIANTS;

export interface InvariantViolation {
  invariant: InvariantName;
  country: string;
  /** The record at fault ('' when the violation names no single record). */
  id: string;
  date: string;
  name: string;
  message: string;
}

/**
 * The official-feed check: the differences between what a feed says for the
 * years it covers and the records built (one string each, none when it is
 * reproduced). Plugged in through `OFFICIAL_FEED_CHECK` or the options.
 */
export type OfficialReproduction = (
  records: readonly HolidayRecord[],
  officialRows: readonly SourceHoliday[],
  years: readonly number[],
  correctedDays?: ReadonlySet<string>,
) => string[];

/** The official-feed check builds run: every feed reproduced for the years it covers (pipeline/reproduction.ts). */
export const OFFICIAL_FEED_CHECK: OfficialReproduction = officialReproduction;

export interface CountryCheck {
  country: string;
  /** The years the dataset covers for the country: a pair's other half outside them is not required. */
  years: { from: number; to: number };
  /** What the official feeds said for the country, for the reproduction check. */
  officials?: readonly {
    source: string;
    rows: readonly SourceHoliday[];
    years: readonly number[];
    /** Years in which the feed rejected rows: it is not whole there, so it is not held to them. */
    incompleteYears?: readonly number[];
    /** Days cited amendments correct the feed on (`<place>|<date>`, pipeline/reproduction.ts `feedCorrectedDays`). */
    correctedDays?: ReadonlySet<string>;
  }[];
  /** The years a build made: a build answers for those (a record kept from an earlier build is that build's). */
  built?: { from: number; to: number };
}

export interface InvariantOptions {
  officialReproduction?: OfficialReproduction;
  /** `<country>|<key>` of holidays known to lack an English name (see `englishNameExceptions`). */
  englishExceptions?: ReadonlySet<string>;
}

type CheckedRecord = HolidayRecord & { deprecated?: boolean };

/** Every per-country invariant over one country's records (the ledger: deprecated records count for ids only). */
export function countryInvariants(
  records: readonly CheckedRecord[],
  check: CountryCheck,
  options: InvariantOptions = {},
): InvariantViolation[] {
  const active = records.filter((record) => !record.deprecated);
  const violations = [
    ...pairViolations(active, check),
    ...idViolations(records),
    ...overlapViolations(active),
    ...englishNameViolations(active, options.englishExceptions ?? englishNameExceptions()),
    ...officialViolations(active, check, options.officialReproduction),
  ];
  const { built } = check;
  const answersFor = (v: InvariantViolation) =>
    !built || !v.date || (yearOf(v.date) >= built.from && yearOf(v.date) <= built.to);
  return violations.filter(answersFor).sort(compareViolations);
}

const violation = (invariant: InvariantName, record: HolidayRecord, message: string): InvariantViolation => ({
  invariant,
  country: record.country,
  id: record.id,
  date: record.date,
  name: record.name,
  message,
});

const scopeText = (record: HolidayRecord) => record.subdivisions.join(',') || 'nationwide';
const sameScope = (a: HolidayRecord, b: HolidayRecord) => a.subdivisions.join(',') === b.subdivisions.join(',');

/** The farthest a day off lies from its holiday: a pair half this close to the covered years' edge may lie outside them. */
const PAIR_REACH_DAYS = 10;

export function pairViolations(records: readonly HolidayRecord[], check: CountryCheck): InvariantViolation[] {
  const covered = (day: string) => yearOf(day) >= check.years.from && yearOf(day) <= check.years.to;
  const nearEdge = (day: string) => !covered(addDays(day, -PAIR_REACH_DAYS)) || !covered(addDays(day, PAIR_REACH_DAYS));
  const originalsObservedOn = new Map<string, HolidayRecord[]>();
  const substitutesOn = new Map<string, HolidayRecord[]>();
  for (const record of records) {
    if (record.substitute) push(substitutesOn, `${record.key}|${record.date}`, record);
    else if (record.observed !== record.date) push(originalsObservedOn, `${record.key}|${record.observed}`, record);
  }
  const out: InvariantViolation[] = [];
  for (const record of records) {
    if (record.substitute) {
      const candidates = originalsObservedOn.get(`${record.key}|${record.date}`) ?? [];
      const original = candidates.find((candidate) => sameScope(candidate, record));
      if (original) {
        if (original.type !== record.type)
          out.push(
            violation(
              'pair-shares-type',
              record,
              `type ${record.type}, its original ${original.id} is ${original.type}`,
            ),
          );
      } else if (candidates.length > 0) {
        out.push(
          violation(
            'pair-shares-scope',
            record,
            `scope ${scopeText(record)}, but the originals observed on its day have ${candidates.map((c) => `${c.id} ${scopeText(c)}`).join('; ')}`,
          ),
        );
      } else if (!nearEdge(record.date)) {
        out.push(
          violation('substitute-has-original', record, `no original of this holiday is observed on ${record.date}`),
        );
      }
    } else if (record.observed !== record.date) {
      const candidates = substitutesOn.get(`${record.key}|${record.observed}`) ?? [];
      if (candidates.some((candidate) => sameScope(candidate, record))) continue;
      if (candidates.length > 0) {
        out.push(
          violation(
            'pair-shares-scope',
            record,
            `observed ${record.observed} in ${scopeText(record)}, but the substitutes that day have ${candidates.map((c) => `${c.id} ${scopeText(c)}`).join('; ')}`,
          ),
        );
      } else if (covered(record.observed)) {
        out.push(
          violation(
            'original-has-substitute',
            record,
            `observed ${record.observed}, but no substitute of this holiday is on that day`,
          ),
        );
      }
    }
  }
  return out;
}

export function idViolations(records: readonly HolidayRecord[]): InvariantViolation[] {
  const out: InvariantViolation[] = [];
  const seen = new Map<string, HolidayRecord>();
  for (const record of records) {
    if (!ID_PATTERN.test(record.id) || !record.id.startsWith(record.date.replaceAll('-', ''))) {
      out.push(violation('id-format', record, `id ${record.id} is not <date as YYYYMMDD>_<12 hex> for ${record.date}`));
    }
    // One country's records; an id carries its year, so unique here is unique per country and year.
    const first = seen.get(record.id);
    if (first) out.push(violation('id-unique', record, `id also used by the record of ${first.date} "${first.name}"`));
    else seen.set(record.id, record);
  }
  return out;
}

export function overlapViolations(records: readonly HolidayRecord[]): InvariantViolation[] {
  const out: InvariantViolation[] = [];
  const byHolidayDay = new Map<string, HolidayRecord[]>();
  for (const record of records) push(byHolidayDay, `${record.date}|${record.key}|${record.substitute}`, record);
  for (const group of byHolidayDay.values()) {
    for (let i = 0; i < group.length; i++) {
      for (let j = i + 1; j < group.length; j++) {
        const [a, b] = [group[i]!, group[j]!];
        const shared =
          a.subdivisions.length === 0 || b.subdivisions.length === 0
            ? 'nationwide'
            : a.subdivisions.filter((code) => b.subdivisions.includes(code)).join(',');
        if (shared)
          out.push(
            violation(
              'no-overlap',
              b,
              `overlaps ${a.id} (${scopeText(a)}, ${a.type}, observed ${a.observed}) in ${shared}`,
            ),
          );
      }
    }
  }
  return out;
}

/** Records without an English name (`names.en`): the published `name` is then the local one. */
export function lackingEnglishName(records: readonly HolidayRecord[]): HolidayRecord[] {
  return records.filter((record) => record.localLanguage !== 'en' && !record.names.en);
}

export function englishNameViolations(
  records: readonly HolidayRecord[],
  exceptions: ReadonlySet<string>,
): InvariantViolation[] {
  return lackingEnglishName(records)
    .filter((record) => !exceptions.has(`${record.country}|${record.key}`))
    .map((record) =>
      violation(
        'english-name',
        record,
        `no English name for "${record.nameLocal}" (${record.localLanguage}); add one to sources/english-names.json`,
      ),
    );
}

let exceptionsCache: ReadonlySet<string> | undefined;

/** The holidays known to lack an English name (pipeline/english-name-exceptions.json), as `<country>|<key>`. */
export function englishNameExceptions(): ReadonlySet<string> {
  if (!exceptionsCache) {
    const file = JSON.parse(readFileSync(new URL('./english-name-exceptions.json', import.meta.url), 'utf8')) as {
      exceptions: { country: string; key: string }[];
    };
    exceptionsCache = new Set(file.exceptions.map((entry) => `${entry.country}|${entry.key}`));
  }
  return exceptionsCache;
}

function officialViolations(
  records: readonly HolidayRecord[],
  check: CountryCheck,
  reproduce: OfficialReproduction | undefined,
): InvariantViolation[] {
  if (!reproduce) return [];
  return (check.officials ?? []).flatMap((official) => {
    const incomplete = new Set(official.incompleteYears ?? []);
    const years = official.years.filter(
      (year) => year >= check.years.from && year <= check.years.to && !incomplete.has(year),
    );
    return reproduce(records, official.rows, years, official.correctedDays).map((difference) => ({
      invariant: 'official-reproduction' as const,
      country: check.country,
      id: '',
      date: '',
      name: official.source,
      message: difference,
    }));
  });
}

function push<T>(map: Map<string, T[]>, key: string, item: T): void {
  const list = map.get(key);
  if (list) list.push(item);
  else map.set(key, [item]);
}

function compareViolations(a: InvariantViolation, b: InvariantViolation): number {
  return (
    compareText(a.country, b.country) ||
    compareText(a.date, b.date) ||
    compareText(a.id, b.id) ||
    compareText(a.invariant, b.invariant) ||
    compareText(a.message, b.message)
  );
}

/** The years a country's records span, widened to the years being built. */
export function coveredYears(
  records: readonly HolidayRecord[],
  fromYear: number,
  toYear: number,
): { from: number; to: number } {
  let from = fromYear;
  let to = toYear;
  for (const record of records) {
    const year = yearOf(record.date);
    if (year < from) from = year;
    if (year > to) to = year;
  }
  return { from, to };
}

/** One line per violation: country, id, date, name, invariant, what is wrong. */
export function formatViolation(v: InvariantViolation): string {
  return `${v.country} ${v.id || '-'} ${v.date || '-'} "${v.name}": ${v.invariant}: ${v.message}`;
}

/**
 * A build whose records break an invariant: nothing is published, exit code 3
 * like a schema violation (it is one, of the dataset's rules).
 */
export class InvariantsFailed extends ValidationFailed {
  readonly invariants: InvariantViolation[];
  constructor(violations: InvariantViolation[]) {
    super(
      violations.map((v) => ({
        file: paths.ledgerRecords(v.country),
        record: v.id ? `id ${v.id} (${v.date} "${v.name}")` : `"${v.name}"`,
        rule: `invariant ${v.invariant}: ${INVARIANTS[v.invariant]}`,
        message: v.message,
      })),
    );
    this.message = `invariants broken, nothing published: ${violations.length} violation(s); first: ${formatViolation(violations[0]!)}`;
    this.invariants = violations;
  }
}

/** Throws when any country's records broke an invariant (called before publishing). */
export function assertInvariants(violations: readonly InvariantViolation[]): void {
  if (violations.length > 0) throw new InvariantsFailed([...violations].sort(compareViolations));
}
