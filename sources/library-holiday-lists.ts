// The rule library's list of a year's holidays (`getHolidays`), made with the
// same steps and order but without the library's per-holiday costs: its sort
// called a rule's regular expression on every comparison of two holidays with
// the same start and type, and its filter of repeats made a text of each
// holiday's name and start and kept it in a plain object as a key. Over every
// target of every country and thirty-seven years that was about a tenth of the
// time the library's days took in a build. Here a rule's sort keys are worked
// out once per rule, and the repeats are found among the holidays of the same
// start, which the sort has put side by side.
// test/sources/library-holiday-lists.test.ts holds the two equal over every
// target of the library.

import HolidaysParser from 'date-holidays-parser';

type Plain = Record<string, unknown>;
interface ListedHoliday extends Plain {
  start: Date;
  name: unknown;
  type: unknown;
  rule: string;
}
interface LibraryInternals {
  holidays: Record<string, { fn?: unknown }>;
  __types: unknown[];
  getLanguages(): string[];
  _dateByRule(year: number, rule: string): Plain[];
  _translate(holiday: Plain, languages: string[]): Plain;
  getHolidays(year?: number | string | Date, language?: string): ListedHoliday[];
}

/** A holiday with what the library sorts it by. */
interface Sortable {
  holiday: ListedHoliday;
  start: number;
  typeIndex: number;
  /** A rule that substitutes or adds a day off comes after a plain one of the same start and type. */
  ruleIndex: number;
  ruleLength: number;
}

const prototype = HolidaysParser.prototype as unknown as LibraryInternals;
const libraryWay = prototype.getHolidays;

/** The library's own `getHolidays`, kept for the test that compares the two. */
export function libraryHolidayList(library: unknown, year: number | string, language?: string): ListedHoliday[] {
  return libraryWay.call(library as LibraryInternals, year, language);
}

/** The same as the library's `getHolidays`: every holiday of the year, by start, type and rule, without repeats. */
prototype.getHolidays = function getHolidays(
  this: LibraryInternals,
  year?: number | string | Date,
  language?: string,
): ListedHoliday[] {
  // A year given otherwise than as a number, or a language to prefer: the library's way, as it is.
  if (typeof year !== 'number' || !year || language) return libraryWay.call(this, year, language);
  const languages = this.getLanguages();
  const sortable: Sortable[] = [];
  for (const rule of Object.keys(this.holidays)) {
    if (!this.holidays[rule]!.fn) continue;
    const ruleIndex = /substitutes|and if /.test(rule) ? 1 : 0;
    for (const date of this._dateByRule(year, rule)) {
      // The library spreads the translated copy into a new object with the rule last: the same keys, in order.
      const holiday = this._translate(date, languages) as ListedHoliday;
      holiday.rule = rule;
      sortable.push({
        holiday,
        start: +holiday.start,
        typeIndex: this.__types.indexOf(holiday.type),
        ruleIndex,
        ruleLength: rule.length,
      });
    }
  }
  sortable.sort(
    (a, b) =>
      a.start - b.start || b.typeIndex - a.typeIndex || a.ruleIndex - b.ruleIndex || a.ruleLength - b.ruleLength,
  );
  // The first holiday of a name and start stays; the library told them apart by `name + (+start)`.
  const listed: ListedHoliday[] = [];
  const namesAt = new Map<number, string[]>();
  for (const { holiday, start } of sortable) {
    const name = String(holiday.name);
    const names = namesAt.get(start);
    if (names?.includes(name)) continue;
    if (names) names.push(name);
    else namesAt.set(start, [name]);
    listed.push(holiday);
  }
  return listed;
};
