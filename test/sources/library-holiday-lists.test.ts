// The rule library's list of a year's holidays, made without its per-holiday
// costs (sources/library-holiday-lists.ts), must be what the library's own
// `getHolidays` gives: the same holidays, fields and order, for every country,
// state and region of the library in a few years, and for made-up rules where
// the sort's and the filter's finer points decide.

import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { libraryHolidayList } from '../../sources/library-holiday-lists.js';
import { libraryTargets } from './library-targets.js';

const targets = libraryTargets;

describe("the library's list of a year's holidays", () => {
  it('is what the library lists, for every target of the library', () => {
    expect(targets.length).toBeGreaterThan(600);
    let holidays = 0;
    for (const target of targets) {
      const library = new Holidays(...(target as [string, string, string]));
      for (const year of [2000, 2021, 2035]) {
        const ours = library.getHolidays(year);
        expect(ours, `${target.join('-')} ${year}`).toStrictEqual(libraryHolidayList(library, year));
        holidays += ours.length;
      }
    }
    expect(holidays).toBeGreaterThan(30_000);
  });

  it('keeps the first of a name and start, and sorts a rule that adds a day off after a plain one, however long', () => {
    const library = new Holidays('DE');
    const add = (rule: string, en: string, de: string, type: 'public' | 'observance' = 'public') =>
      expect(library.setHoliday(rule, { name: { en, de }, type })).toBe(true);
    // The same name on the same day from two rules: the shorter rule's stays.
    add('2024-05-06', 'Twice Day', 'Zweimal');
    add('05-06', 'Twice Day', 'Zweimal');
    // On 6 May 2024 (a Monday) both give the day; the plain rule is the longer one.
    add('05-06 and if sunday then next monday', 'Added', 'Dazu');
    add('2024-05-06 if wednesday then next friday', 'Long Plain', 'Lang');
    add('2024-05-06 12:00', 'Noon', 'Mittag', 'observance');
    const ours = library.getHolidays(2024);
    expect(ours).toStrictEqual(libraryHolidayList(library, 2024));
    const onTheDay = ours.filter((holiday) => holiday.date.startsWith('2024-05-06'));
    expect(onTheDay.map((holiday) => [holiday.name, holiday.rule])).toStrictEqual([
      ['Zweimal', '05-06'],
      ['Lang', '2024-05-06 if wednesday then next friday'],
      ['Dazu', '05-06 and if sunday then next monday'],
      ['Mittag', '2024-05-06 12:00'],
    ]);
  });

  it("answers a year given as text and a preferred language the library's way", () => {
    const library = new Holidays('CH');
    const ours = library.getHolidays('2024', 'fr');
    expect(ours).toStrictEqual(libraryHolidayList(library, '2024', 'fr'));
    expect(ours.find((holiday) => holiday.date.startsWith('2024-12-25'))?.name).toBe('Noël');
  });
});
