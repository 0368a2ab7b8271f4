// A country's rows while the amendments and corrections are applied, with an
// index of where each day's rows are. A dated entry concerns only the rows on
// its day, observed on it, and the days off standing for those: looked up
// here, instead of a scan through every row of every year (several thousand
// rows in a country with states) for each entry of each year.
//
// The index is kept cheaply: a row removed leaves a hole (no row moves), a row
// changed in place is indexed again under its new days (old places are checked
// when read), rows added at the end are indexed as they come; only a step that
// puts several rows where one was, or one that works on every row, makes the
// table compact itself and index again when next asked.

import type { SourceHoliday } from '../core/types.js';

type Index = { byDate: Map<string, number[]>; byObserved: Map<string, number[]>; byStandsFor: Map<string, number[]> };

function place(map: Map<string, number[]>, key: string, at: number): void {
  const places = map.get(key);
  if (places) places.push(at);
  else map.set(key, [at]);
}

/** Whether a row changed in place is still where the index has it. */
const sameDays = (before: SourceHoliday, after: SourceHoliday) =>
  before.date === after.date &&
  before.observed === after.observed &&
  before.substitute === after.substitute &&
  before.substituteFor === after.substituteFor;

export class RowsByDay {
  private rows: (SourceHoliday | null)[];
  private holes = 0;
  private index: Index | null = null;

  constructor(rows: readonly SourceHoliday[]) {
    this.rows = [...rows];
  }

  /** Every row in order: for a step that looks at them all. */
  all(): SourceHoliday[] {
    if (this.holes > 0) {
      this.rows = this.rows.filter((row) => row !== null);
      this.holes = 0;
      this.index = null;
    }
    return this.rows as SourceHoliday[];
  }

  /** The rows after a step that worked on every row. */
  replaceAll(rows: SourceHoliday[]): void {
    this.rows = rows;
    this.holes = 0;
    this.index = null;
  }

  /** Rows added after the others. */
  append(rows: readonly SourceHoliday[]): void {
    for (const row of rows) {
      this.rows.push(row);
      if (this.index) this.indexRow(this.index, this.rows.length - 1, row);
    }
  }

  /**
   * The places, in order, of the rows a dated entry on `day` may concern: those on the day or observed on it, and
   * the days off standing for the day or for a holiday observed on it.
   */
  about(day: string): number[] {
    this.index ??= this.indexed();
    const { byDate, byObserved, byStandsFor } = this.index;
    const at = new Set<number>();
    // A place may be stale (its row removed or changed since): each is checked against the row there now.
    const take = (places: number[] | undefined, holds: (row: SourceHoliday) => boolean) => {
      for (const index of places ?? []) {
        const row = this.rows[index];
        if (row && holds(row)) at.add(index);
      }
    };
    take(byDate.get(day), (row) => row.date === day);
    take(byObserved.get(day), (row) => row.observed === day);
    const standsFor = new Set([day]);
    for (const index of at) {
      const row = this.rows[index]!;
      if (!row.substitute && row.observed === day) standsFor.add(row.date);
    }
    for (const holiday of standsFor)
      take(byStandsFor.get(holiday), (row) => row.substitute && row.substituteFor === holiday);
    return [...at].sort((a, b) => a - b);
  }

  row(index: number): SourceHoliday {
    return this.rows[index]!;
  }

  /** Each row at those places replaced by what `perRow` makes of it (none, itself, or several). */
  replaceAt(at: readonly number[], perRow: (row: SourceHoliday) => SourceHoliday[]): void {
    const made = at.map((index) => perRow(this.rows[index]!));
    if (made.every((each) => each.length <= 1)) {
      made.forEach(([after], position) => {
        const index = at[position]!;
        const before = this.rows[index];
        if (after === before) return;
        this.rows[index] = after ?? null;
        if (!after) this.holes++;
        else if (this.index && !sameDays(before!, after)) this.indexRow(this.index, index, after);
      });
      return;
    }
    const result: SourceHoliday[] = [];
    let next = 0;
    for (let index = 0; index < this.rows.length; index++) {
      if (next < at.length && at[next] === index) result.push(...made[next++]!);
      else if (this.rows[index]) result.push(this.rows[index]!);
    }
    this.replaceAll(result);
  }

  private indexed(): Index {
    const index: Index = { byDate: new Map(), byObserved: new Map(), byStandsFor: new Map() };
    this.rows.forEach((row, at) => {
      if (row) this.indexRow(index, at, row);
    });
    return index;
  }

  private indexRow(index: Index, at: number, row: SourceHoliday): void {
    place(index.byDate, row.date, at);
    if (row.observed !== undefined) place(index.byObserved, row.observed, at);
    if (row.substitute && row.substituteFor !== undefined) place(index.byStandsFor, row.substituteFor, at);
  }
}
