// The rule library's copy of a rule's fields into each of its dates, made
// directly (sources/library-rule-copies.ts) instead of by the deepmerge
// package, must give what the library's own `_dateByRule` gives: checked for
// every rule of every country, state and region of the library in a few years,
// and for made-up rules with the shapes deepmerge treats apart (arrays in both,
// an object over a string, Dates, inherited key names).

import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { libraryDatesByRule } from '../../sources/library-rule-copies.js';
import { libraryTargets } from './library-targets.js';

type Internals = {
  holidays: Record<string, unknown>;
  _dateByRule(year: number, rule: string): Record<string, unknown>[];
};

const targets = libraryTargets;

describe("the copies of a rule's fields", () => {
  it('are what the library makes, for every rule of every target of the library', () => {
    expect(targets.length).toBeGreaterThan(600);
    let dates = 0;
    for (const target of targets) {
      const library = new Holidays(...(target as [string, string, string])) as unknown as Internals;
      for (const year of [2001, 2024, 2033])
        for (const rule of Object.keys(library.holidays)) {
          const ours = library._dateByRule(year, rule);
          expect(ours, `${target.join('-')} ${year} ${rule}`).toStrictEqual(libraryDatesByRule(library, year, rule));
          dates += ours.length;
        }
    }
    expect(dates).toBeGreaterThan(30_000);
  });

  it('merge as deepmerge does, and share with the rule only what is frozen', () => {
    const library = new Holidays('DE') as unknown as Internals;
    const when = new Date(Date.UTC(2024, 0, 1));
    const made = () => [
      { date: '2024-01-01', start: when, end: when, list: [1], label: 'a', substitute: true },
      { date: '2024-01-02', start: when, end: when, list: 'x', nested: { deep: [{ a: 1 }] } },
    ];
    library.holidays.invented = {
      name: { en: 'Invented', de: 'Erfunden' },
      type: 'public',
      list: [2, { three: 3 }],
      tags: ['only in the rule'],
      label: { over: 'string' },
      nested: { deep: [{ b: 2 }], more: /x/ },
      constructor: 'inherited name',
      substitute: true,
      active: [{ from: '2000-01-01' }],
      fn: { inYear: () => ({ get: () => made() }) },
    };
    const ours = library._dateByRule(2024, 'invented');
    expect(ours).toStrictEqual(libraryDatesByRule(library, 2024, 'invented'));
    expect(ours[0]!.list).toEqual([1, 2, { three: 3 }]);
    expect(ours[0]!.substitute).toBe(true);
    expect(ours[0]!.start).toBe(when);
    const rule = library.holidays.invented as {
      name: object;
      list: unknown[];
      tags: unknown[];
      nested: { deep: unknown[] };
    };
    expect(ours[0]!.list).not.toBe(rule.list);
    expect((ours[0]!.list as unknown[])[2]).not.toBe(rule.list[1]);
    expect((ours[1]!.nested as { deep: unknown[] }).deep[1]).not.toBe(rule.nested.deep[0]);
    // Shared, so frozen: a change throws instead of reaching the next year's dates.
    expect(() => {
      (ours[0]!.name as Record<string, string>).en = 'Changed';
    }).toThrow(TypeError);
    expect(() => (ours[1]!.tags as unknown[]).push('more')).toThrow(TypeError);
    expect(library._dateByRule(2025, 'invented')[0]!.name).toEqual({ en: 'Invented', de: 'Erfunden' });
  });
});
