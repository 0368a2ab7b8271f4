// What an independent source of the cross-check (pipeline/crosscheck.ts) is:
// a small adapter that says, in its own terms, which days of a country and
// some years it knows, and which of the dataset's records it is compared
// with, on which of their days. One module per source in this folder.
//
// Two kinds of comparison, each a source may offer:
// - days off: the source lists the statutory days off of a country (or of
//   each of its subdivisions); every day either side lists is compared, by
//   date alone. Names are shown, never compared: a day both list under two
//   spellings agrees.
// - dates: the source dates some holidays (a calendar engine: 1 Shawwal, the
//   Chinese New Year) without saying whether the country keeps them; each
//   holiday the dataset has and the source can date is compared by its first
//   day. A holiday the dataset does not have is no disagreement.
// - working days: the source lists the weekend days a government made working
//   days (China's 调休 makeup days); each is compared, by date, with the
//   snapshot's nationwide makeup working days (workdays/<CC>.json).

import { existsSync, readFileSync } from 'node:fs';
import type { LedgerRecord } from '../../core/types.js';

export interface SourceDay {
  /** YYYY-MM-DD. */
  date: string;
  /** The source's own name of the day. */
  name: string;
  /** Whether the source says this is a statutory day off (compared as a day off). */
  dayOff: boolean;
  /** The subdivision the day is for (`DE-BY`); absent: the whole country. */
  place?: string;
  /** For a comparison by dates: the holiday this is the (first) day of, as the source names it. */
  holiday?: string;
  /** Whether the source says this weekend day is a working day (a makeup day; compared as a working day). */
  workday?: boolean;
}

/** The dataset's side of a comparison: which records, and which of their days. */
export interface DatasetSide {
  /** Whether a record (active, of the country) takes part. */
  select: (record: LedgerRecord) => boolean;
  /** `date`: the holiday's own day (a substitute's is its day off); `observed`: the day off it is kept on. */
  day: 'date' | 'observed';
  /**
   * The source lists the whole country's calendar and each subdivision's full calendar apart (workalendar):
   * a day without a place is compared with the whole country only, not with each place it names. Otherwise
   * (a feed listing nationwide rows beside regional ones) a day without a place belongs to every place named.
   */
  placesApart?: boolean;
}

export interface DatesSide extends DatasetSide {
  /** The holiday a record is, in the source's terms (`SourceDay.holiday`), or null when the source cannot date it. */
  holidayOf: (record: LedgerRecord) => string | null;
  /**
   * A run of days that holds the source's day agrees, whichever day it starts on: where governments give days
   * off around a festival (China's arrangements, a Spring Festival from its eve). Otherwise a run is dated by
   * its first day, so that a feast that starts a day early is seen.
   */
  runHolds?: boolean;
  /**
   * The source's days are estimates a government's announcement overrides (a computed Hijri calendar where
   * countries sight the moon): where the records' day is an announced or an official feed's day, a disagreement
   * is explained by that announcement (pipeline/crosscheck/announced.ts).
   */
  estimate?: boolean;
}

export interface CrossSource {
  id: string;
  /** What it is, with its version: `@18f/us-federal-holidays 4.0.0`. */
  label: string;
  /** The countries it speaks for; null: any country whose records it can match (a calendar engine). */
  countries: readonly string[] | null;
  /** The matching rule in a sentence or two, for the report. */
  rule: string;
  /** Of `years`, those the source covers for the country. */
  covers: (country: string, years: readonly number[]) => number[] | Promise<number[]>;
  /**
   * Of the covered years, those whose silence says nothing (a provisional
   * file, which later data may add to): a day only the dataset has there is
   * not a disagreement.
   */
  partialYears?: (country: string) => number[] | Promise<number[]>;
  /** What the source says about the country in those years (a dates source may add the years next to them, to pair across New Year). */
  days: (country: string, years: readonly number[]) => SourceDay[] | Promise<SourceDay[]>;
  /** Compared as days off: the source's `dayOff` days with these records' days. */
  daysOff?: DatasetSide;
  /** Compared as dates: the source's days with a `holiday` with these records' first days. */
  dates?: DatesSide;
  /** Compared as working days: the source's `workday` days with the snapshot's nationwide makeup working days. */
  workdays?: boolean;
}

/** An explanation of a disagreement, as the disagreement carries it. */
export interface ExplanationRef {
  reason: string;
  citation: string;
  /** Its file and entry: `crosscheck/explanations/JP.json#3`, `sources/calendars/announced.json#12`. */
  at: string;
  /** Found by the run, not reviewed for the cross-check: the announcement the records' day rests on (pipeline/crosscheck/announced.ts). */
  announcement?: true;
  /** Reviewed and not settled: no primary text for either side was found; the reason says what was searched. */
  open?: true;
}

/** Statutory days off in scope: `public` (nationwide) and `regional`. */
export const isStatutory = (record: LedgerRecord) => record.type === 'public' || record.type === 'regional';

/** A record of the whole country. */
export const isNationwide = (record: LedgerRecord) => record.subdivisions.length === 0;

/** The years of `years` within [from, to]. */
export const yearsWithin = (years: readonly number[], from: number, to: number) =>
  years.filter((year) => year >= from && year <= to);

/** The years from the year before the first to the year after the last: a dates source pairs across New Year. */
export const withNeighbours = (years: readonly number[]) => {
  if (years.length === 0) return [];
  const first = Math.min(...years) - 1;
  const last = Math.max(...years) + 1;
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
};

/** Whether a package is installed in the project's node_modules (the cross-check's packages are devDependencies). */
export const packageInstalled = (name: string): boolean =>
  existsSync(new URL(`../../node_modules/${name}/package.json`, import.meta.url));

/** The installed version of a package, for labels: read from its package.json in the project's node_modules. */
export function packageVersion(name: string): string {
  try {
    return (
      JSON.parse(readFileSync(new URL(`../../node_modules/${name}/package.json`, import.meta.url), 'utf8')) as {
        version: string;
      }
    ).version;
  } catch {
    return 'unknown version';
  }
}
