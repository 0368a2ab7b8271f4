// The rule library gives each date a rule yields in a year a deep copy of the
// rule's fields (its names in every language, type, note, ...), made with the
// generic `deepmerge` package: every key looked up along the prototype chain,
// symbols listed, an options object per level. With a few hundred rules a
// country, thirty-six years and every subdivision, that copying (and the
// garbage it leaves: the library keeps one name of the copied names) was about
// a twentieth of a build. The same result is made here directly, with
// deepmerge's rules for the plain JSON data a rule holds (objects merged key
// by key, arrays joined, inherited keys such as `constructor` skipped), except
// that a rule's object or array that is not merged with the date's is shared,
// frozen, instead of copied: nothing changes it (the library replaces a name,
// it never edits one), and anything that tried would fail loudly.
// test/sources/library-rule-copies.test.ts holds the two equal over every
// target and rule of the library.

import HolidaysParser from 'date-holidays-parser';

type Plain = Record<string, unknown>;
type DateOfRule = Plain & { substitute?: boolean };
interface RuleOfLibrary extends Plain {
  fn?: { inYear?: (year: number) => { get(timezone: string | undefined): DateOfRule[] } };
  substitute?: unknown;
}
interface LibraryInternals {
  holidays: Record<string, RuleOfLibrary | undefined>;
  __timezone: string | undefined;
  _dateByRule(year: number, rule: string): Plain[];
}

/** What deepmerge merges or copies: an object other than a Date or a RegExp (React elements do not occur here). */
function isMergeable(value: unknown): value is object {
  return value !== null && typeof value === 'object' && !(value instanceof Date) && !(value instanceof RegExp);
}

function copyOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyOf);
  return isMergeable(value) ? merged({}, value as Plain) : value;
}

/**
 * deepmerge(target, source) for a mergeable `source`: a new value, `source`'s keys over `target`'s, nothing shared but
 * Dates and RegExps. A key an object has only by inheritance (`constructor`) is skipped where deepmerge skips it.
 */
function merged(target: unknown, source: object): unknown {
  if (Array.isArray(source) !== Array.isArray(target)) return copyOf(source);
  if (Array.isArray(source)) return (target as unknown[]).concat(source).map(copyOf);
  const out: Plain = {};
  const into = isMergeable(target) ? (target as Plain) : null;
  if (into) for (const key of Object.keys(into)) out[key] = copyOf(into[key]);
  for (const key of Object.keys(source)) {
    const value = (source as Plain)[key];
    if (into && key in into) {
      if (!Object.hasOwn(into, key) || !Object.prototype.propertyIsEnumerable.call(into, key)) continue;
      if (isMergeable(value)) {
        out[key] = merged(into[key], value);
        continue;
      }
    }
    out[key] = copyOf(value);
  }
  return out;
}

/** The value, deeply frozen: an object or array of a rule, shared by every date the rule gives. */
function frozen(value: unknown): unknown {
  if (isMergeable(value) && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) frozen(inner);
  }
  return value;
}

/** The library's `omit`: the object's own keys but those named. */
function without(object: Plain, keys: readonly string[]): Plain {
  const out: Plain = {};
  for (const key of Object.keys(object)) if (!keys.includes(key)) out[key] = object[key];
  return out;
}

const RULE_KEYS_LEFT_OUT = ['fn', 'enable', 'disable', 'substitute', 'active'] as const;

const prototype = HolidaysParser.prototype as unknown as LibraryInternals;
const libraryWay = prototype._dateByRule;

/** The library's own `_dateByRule`, kept for the test that compares the two. */
export function libraryDatesByRule(library: unknown, year: number, rule: string): Plain[] {
  return libraryWay.call(library as LibraryInternals, year, rule);
}

/** The same as the library's `_dateByRule`: each date of the rule in the year with the rule's fields. */
prototype._dateByRule = function dateByRule(this: LibraryInternals, year: number, rule: string): Plain[] {
  const fields = this.holidays[rule];
  if (!fields?.fn?.inYear) return [];
  const rest = without(fields, RULE_KEYS_LEFT_OUT);
  return fields.fn
    .inYear(year)
    .get(this.__timezone)
    .map((date) => {
      // deepmerge.all([{}, date, rule]): the date's fields copied into an empty object, then the rule's over them.
      const copy = merged({}, without(date, ['substitute'])) as Plain;
      for (const key of Object.keys(rest)) {
        const value = rest[key];
        if (key in copy) {
          if (!Object.hasOwn(copy, key)) continue;
          if (isMergeable(value)) {
            copy[key] = merged(copy[key], value);
            continue;
          }
        }
        copy[key] = frozen(value);
      }
      if (fields.substitute && date.substitute) copy.substitute = true;
      return copy;
    });
};
