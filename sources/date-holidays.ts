// Source `date-holidays`: the rule library on npm, computed offline. It gives
// worldwide coverage: every country, state and region the library knows.

import { createRequire } from 'node:module';
import Holidays from 'date-holidays';
import HolidaysParser from 'date-holidays-parser';
import { addDays, DAY_MS, daysBetween, zonedMidnight } from '../core/dates.js';
import { holidayKey, namesByLanguage, primaryLanguage, sortKeys } from '../core/languages.js';
import type { Provenance } from '../core/manifest.js';
import { compareText } from '../core/text.js';
import { currentWeekend } from '../core/weekend.js';
import { sourceTypes } from '../core/type-map.js';
import type { CountryInfo, HolidayType, RegionKind, SourceHoliday } from '../core/types.js';
import {
  CountryDefinitionError,
  id as definitionsId,
  definitionsInEffect,
  ruleData,
  typesOfRules,
  type CountryDefinition,
} from './country-definitions.js';
import { englishNameOf } from './english-names.js';
import { isListedFeast, isListedNotFeast } from './religious-days.js';
import { markRemovals } from './subdivision-removals.js';
// Loaded for what it does to the library: an exact, faster conversion of local times into instants.
import './library-time-zones.js';
import './library-rule-copies.js';
import './library-holiday-lists.js';

export const id = 'date-holidays';

const packageJson = createRequire(import.meta.url)('date-holidays/package.json') as { version: string };
export const version: string = packageJson.version;

export const provenance: Provenance = {
  homepage: 'https://github.com/commenthol/date-holidays',
  licence: 'data: CC BY-SA 3.0 (share-alike); code: ISC',
  attribution: 'Holiday rules from date-holidays (https://github.com/commenthol/date-holidays), CC BY-SA 3.0',
};

/**
 * The library's categories to published types: a public holiday or bank
 * holiday stays what it is, feast or not; an optional day or an observance is
 * `religious` on a feast (sources/religious-days.ts) and `observance`
 * otherwise; school holidays are out of scope.
 */
export const types = sourceTypes(id, [
  { category: 'public', religious: false, type: 'public' },
  { category: 'public', religious: true, type: 'public' },
  { category: 'bank', religious: false, type: 'bank' },
  { category: 'bank', religious: true, type: 'bank' },
  { category: 'optional', religious: false, type: 'observance' },
  { category: 'optional', religious: true, type: 'religious' },
  { category: 'observance', religious: false, type: 'observance' },
  { category: 'observance', religious: true, type: 'religious' },
  { category: 'school', religious: false, type: null },
  { category: 'school', religious: true, type: null },
]);

// A library object per call site is cheap; one without a country answers the
// catalogue queries (countries, states, regions).
const catalogue = new Holidays();

/**
 * The countries the project defines itself (countries/), read and checked
 * once, on first use: a bad file stops whatever asked (CountryDefinitionError).
 */
interface Defined {
  definitions: readonly CountryDefinition[];
  byCountry: ReadonlyMap<string, CountryDefinition>;
  data: ReturnType<typeof ruleData>;
  catalogue: Holidays;
}
let defined: Defined | undefined;

function definedCountries(): Defined {
  const definitions = definitionsInEffect();
  if (defined?.definitions === definitions) return defined;
  const library = new Set(Object.keys(catalogue.getCountries('en')));
  for (const definition of definitions) {
    if (library.has(definition.country))
      throw new CountryDefinitionError(
        `country definition ${definition.file}: field country: ${definition.country} is a country of the rule library: amend it in amendments/ instead`,
      );
  }
  const data = ruleData(definitions);
  defined = {
    definitions,
    byCountry: new Map(definitions.map((definition) => [definition.country, definition])),
    data,
    catalogue: new HolidaysParser(data) as unknown as Holidays,
  };
  return defined;
}

/** Sources whose rows the rule engine computed: the library's and the project's definitions. */
export const RULE_SOURCES: ReadonlySet<string> = new Set([id, definitionsId]);

/** The project's own definition of a country (countries/), or undefined for a country of the rule library. */
export const definitionOf = (country: string): CountryDefinition | undefined =>
  definedCountries().byCountry.get(country);

/** The first year a country's data covers: a defined country's `since`, else none (the library's rules hold for every year). */
export const firstYearOf = (country: string): number | null => definitionOf(country)?.since?.year ?? null;

/** The rule engine of a place: the library's data, or the project's definitions for a country it defines. */
function engineFor(...args: [string] | [string, string] | [string, string, string]): Holidays {
  const own = definedCountries();
  if (own.byCountry.has(args[0])) return new HolidaysParser(own.data, ...(args as [string])) as unknown as Holidays;
  return new Holidays(...(args as [string, string, string]));
}

/** Where a country's rules come from: the rule library, or the project's definitions. */
const catalogueOf = (country: string): Holidays =>
  definedCountries().byCountry.has(country) ? definedCountries().catalogue : catalogue;

/** Every supported country: the rule library's and the project's own definitions. */
export function countryCodes(): string[] {
  return [...Object.keys(catalogue.getCountries('en')), ...definedCountries().byCountry.keys()].sort();
}

/** One place the library computes holidays for: the country, a state or a region. */
export interface Target {
  args: [string] | [string, string] | [string, string, string];
  /** null for the country itself; otherwise the published subdivision or city code. */
  scope: string | null;
  kind: RegionKind | null;
  name: string;
  /** Scope of the enclosing state for a region (its holidays are inherited). */
  parent: string | null;
}

// Third-level places of the library that are not cities (districts, islands,
// groups of municipalities); every other third-level place is a city.
const NON_CITY_REGIONS = new Set([
  'BA-BIH-W',
  'DE-BY-KATH',
  'DE-BY-EVANG',
  'DE-SN-BZ',
  'DE-TH-EIC',
  'DE-TH-UH',
  'DE-TH-WAK',
  'ES-CN-EH',
  'ES-CN-FU',
  'ES-CN-GC',
  'ES-CN-LG',
  'ES-CN-LP',
  'ES-CN-LA',
  'ES-CN-TE',
  'NZ-CAN-TIMARU',
  'NZ-WTC-BULLER',
]);

// City names whose English form carries a prefix that is not part of the name.
const CITY_NAME_OVERRIDES: Record<string, string> = { 'DE-BY-A': 'Augsburg' };

/** `IT` + `Milan` → `IT-MILAN`: country, hyphen, city name in upper-case ASCII. */
export function cityCode(country: string, name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();
  return `${country}-${ascii.replace(/[^A-Z0-9]+/g, '-').replace(/^-|-$/g, '')}`;
}

export function targetsOf(country: string): Target[] {
  const targets: Target[] = [{ args: [country], scope: null, kind: null, name: country, parent: null }];
  const states = catalogueOf(country).getStates(country, 'en') ?? {};
  for (const state of Object.keys(states).sort()) {
    const stateScope = `${country}-${state}`.toUpperCase();
    targets.push({ args: [country, state], scope: stateScope, kind: 'region', name: states[state]!, parent: null });
    const regions = catalogueOf(country).getRegions(country, state, 'en') ?? {};
    for (const region of Object.keys(regions).sort()) {
      const path = `${stateScope}-${region}`.toUpperCase();
      const isCity = !NON_CITY_REGIONS.has(path);
      const name = CITY_NAME_OVERRIDES[path] ?? regions[region]!;
      targets.push({
        args: [country, state, region],
        scope: isCity ? cityCode(country, name) : path,
        kind: isCity ? 'city' : 'region',
        name,
        parent: stateScope,
      });
    }
  }
  return targets;
}

/**
 * Roughly what computing a country's holidays costs, in places: one per
 * target, and one more per rule of a Chinese lunisolar calendar (chinese,
 * korean, vietnamese), which the library computes astronomically for each
 * year. Taiwan's 22 such rules take about as long as 16 US states.
 */
export function workOf(country: string): number {
  const rules = Object.keys((engineFor(country) as unknown as { holidays: Record<string, unknown> }).holidays);
  return (
    targetsOf(country).length + rules.filter((rule) => /^(substitutes )?(chinese|korean|vietnamese) /.test(rule)).length
  );
}

// Religious feasts are told apart by their calendar (Easter-based, Julian,
// Hebrew and Hijri dates), and the feasts of other rules by the reviewed list
// of sources/religious-days.json (a rule of a country, under its English name);
// the same file lists the days of a religious calendar that are no feast (its
// `notFeasts`: a memorial day set by law, a carnival day).
const RELIGIOUS_RULE = new RegExp(
  [
    '^(substitutes )?(easter|orthodox|julian)',
    '\\b(Muharram|Safar|Rabi|Jumada|Rajab|Shaban|Ramadan|Shawwal|Dhu al)',
    '\\b(Tishrei|Cheshvan|Kislev|Tevet|Shvat|Adar|Nisan|Iyyar|Sivan|Tamuz|Elul)\\b',
    '^\\d+ Av\\b',
  ].join('|'),
);

/** Whether a rule's days are of a religious calendar (Easter-based, Julian, Hebrew, Hijri). */
export const isReligiousCalendarRule = (rule: string): boolean => RELIGIOUS_RULE.test(rule);

/** Whether a library rule of `country`, named `englishName`, gives a religious feast. */
export function isReligious(country: string, rule: string, englishName: string): boolean {
  return isReligiousCalendarRule(rule)
    ? !isListedNotFeast(country, rule, englishName)
    : isListedFeast(country, rule, englishName);
}

// The Hijri months as the library's rule grammar spells them (`_islamicMonths`
// in date-holidays-parser's Parser.js): a rule's date `<day> <month>`, such as
// `1 Shawwal`, `10 Dhu al-Hijjah P3D` or `12 Rabi al-awwal and if sunday then
// next monday`, is a day of the Islamic calendar.
export const HIJRI_MONTHS = [
  'Muharram',
  'Safar',
  'Rabi al-awwal',
  'Rabi al-thani',
  'Jumada al-awwal',
  'Jumada al-thani',
  'Rajab',
  'Shaban',
  'Ramadan',
  'Shawwal',
  'Dhu al-Qidah',
  'Dhu al-Hijjah',
];
const HIJRI_DATE = new RegExp(`(?:^|\\s)0?\\d{1,2} (?:${HIJRI_MONTHS.join('|')})(?=\\s|$)`);

/**
 * Whether the days a library rule gives are estimates: the rule depends on
 * the Islamic (Hijri) calendar, whose months begin when the new moon is
 * sighted or the authorities announce it, so the library's day is a computed
 * forecast that may be a day or two off. Other calendars the library computes
 * (Gregorian, Julian, Easter, Hebrew, Chinese, Jalaali) are arithmetic or
 * astronomical and not estimates. This is the one place that decides it for
 * date-holidays' rows (`estimated` on the row; see docs/api.md, "Contract 3.2.0").
 */
export function isEstimateRule(rule: string): boolean {
  return HIJRI_DATE.test(rule);
}

/** The Hijri day a rule names (`1 Shawwal P3D` → month 10, day 1), or null. */
export function hijriDateOfRule(rule: string): { month: number; day: number } | null {
  // Asked for each row of a rule: the answer is kept per rule (frozen: every caller shares it).
  let hijri = hijriDateByRule.get(rule);
  if (hijri === undefined) {
    const match = HIJRI_DAY_OF_RULE.exec(rule);
    hijri = match ? Object.freeze({ month: HIJRI_MONTHS.indexOf(match[2]!) + 1, day: Number(match[1]) }) : null;
    hijriDateByRule.set(rule, hijri);
  }
  return hijri;
}
const HIJRI_DAY_OF_RULE = new RegExp(`(?:^|\\s)0?(\\d{1,2}) (${HIJRI_MONTHS.join('|')})(?=\\s|$)`);
const hijriDateByRule = new Map<string, Readonly<{ month: number; day: number }> | null>();

// The library rule each row came from, for the calendar engines (sources/lunar-dates.ts); rows are not copied before them.
const RULE_OF_ROW = new WeakMap<SourceHoliday, string>();
/** The library rule a row of `DateHolidaysCountry.holidays` came from. */
export const libraryRuleOf = (row: SourceHoliday): string | undefined => RULE_OF_ROW.get(row);

// A rule that moves its day: `… if sunday then next monday`.
const SHIFT_CLAUSE = /\s*(?:and\s+)?if\s+.+?\s+then\s+(?:next|previous)\s+\w+/gi;

/** The rule without its moves, or null when what is left is not a plain rule. */
export function baseRuleOf(rule: string): string | null {
  SHIFT_CLAUSE.lastIndex = 0;
  if (!SHIFT_CLAUSE.test(rule)) return null;
  const base = rule
    .replace(/^substitutes\s+/i, '')
    .replace(SHIFT_CLAUSE, '')
    .replace(/\s+/g, ' ')
    .trim();
  return base && !/\bthen\b|\bif\b/i.test(base) ? base : null;
}

type LibraryHoliday = ReturnType<Holidays['getHolidays']>[number];

/** What the library's rule says besides its dates: its names, and the days a law set for one year. */
interface RuleFacts {
  names: Record<string, string>;
  /** The holiday's own day in a year a law moved it: an `enable` day of a rule that keeps its day besides moving it. */
  ownDays: ReadonlySet<string>;
  /** The names and own days as text: two targets' facts of a rule are alike when their signatures are. */
  signature: string;
  /** The signature's number among a country's (DateHolidaysCountry.holidays). */
  id?: number;
}

/**
 * An instant as ISO text, each text made once: the rows of a country's targets and years have a few thousand
 * distinct starts and ends, and formatting each row's two Dates anew was a percent of a build.
 */
const isoTexts = new Map<number, string>();
function isoInstant(date: Date): string {
  const ms = date.getTime();
  let text = isoTexts.get(ms);
  if (text === undefined) {
    if (isoTexts.size >= 100_000) isoTexts.clear(); // a bound, should a process compute many years
    text = date.toISOString();
    isoTexts.set(ms, text);
  }
  return text;
}

/** Computes one country's holidays for a range of years, all its targets. */
export class DateHolidaysCountry {
  readonly country: string;
  readonly targets: Target[];
  /** The rows' source: the rule library, or the project's definitions (countries/). */
  readonly source: string;
  /** A defined country's types, by rule: the definition says each, no name decides it. */
  private readonly definedTypes: ReadonlyMap<string, HolidayType> | null;
  private readonly baseRules = new Map<string, Holidays | null>();
  private readonly sharedRules = new Map<string, RuleComputation>();
  private readonly baseDays = new Map<string, string[]>();

  /** `nationalOnly`: the country's own rules alone, without its states and regions (a cheaper computation of the country level). */
  constructor(country: string, options: { nationalOnly?: boolean } = {}) {
    this.country = country;
    this.targets = options.nationalOnly
      ? targetsOf(country).filter((target) => target.scope === null)
      : targetsOf(country);
    const definition = definitionOf(country);
    this.source = definition ? definitionsId : id;
    this.definedTypes = definition ? typesOfRules(definition) : null;
  }

  /** Every holiday of every target whose day falls in `years` (inclusive). */
  holidays(fromYear: number, toYear: number): SourceHoliday[] {
    shareLunisolarCaches();
    const rows: SourceHoliday[] = [];
    // A state repeats most of its country's days: each distinct day is made into rows once, and another
    // target's copy differs only in its scope (a country's targets gave 2.5 rows for each distinct one).
    const made = new Map<string, SourceHoliday[]>();
    // Facts alike (by signature) get one number, so that the key of a day's rows stays short to hash.
    const factsIds = new Map<string, number>();
    for (const target of this.targets) {
      const library = engineFor(...target.args);
      shareRuleComputations(library, this.sharedRules);
      const timezone = library.getTimezones()?.[0] ?? 'UTC';
      const localLanguage = primaryLanguage(library.getLanguages()[0] ?? 'en') ?? 'en';
      const factsOfRule = new Map<string, RuleFacts>();
      const factsOf = (entry: LibraryHoliday) => {
        let facts = factsOfRule.get(entry.rule);
        if (!facts) {
          facts = ruleFacts(library, entry, this.country, localLanguage);
          if (!factsIds.has(facts.signature)) factsIds.set(facts.signature, factsIds.size);
          facts.id = factsIds.get(facts.signature)!;
          factsOfRule.set(entry.rule, facts);
        }
        return facts;
      };
      for (let year = fromYear; year <= toYear; year++) {
        for (const entry of library.getHolidays(year)) {
          const facts = factsOf(entry);
          // Everything toRows reads but the target's scope.
          const sameRows = `${entry.rule}\0${entry.name}\0${entry.type}\0${entry.date}\0${+entry.start}\0${+entry.end}\0${entry.substitute === true}\0${timezone}\0${localLanguage}\0${facts.id}`;
          const first = made.get(sameRows);
          const each = first
            ? first.map((row) => ({ ...row, scope: target.scope }))
            : this.toRows(entry, facts, target, timezone, localLanguage);
          if (!first) made.set(sameRows, each); // read by later targets before anything changes a row
          for (const row of each) {
            RULE_OF_ROW.set(row, entry.rule);
            rows.push(row);
          }
        }
      }
    }
    // A country-level holiday that a state's own rules drop is not nationwide.
    markRemovals(
      rows,
      this.targets.filter((target) => target.scope !== null && target.parent === null).map((target) => target.scope!),
      libraryRuleOf,
    );
    return rows;
  }

  private toRows(
    entry: LibraryHoliday,
    facts: RuleFacts,
    target: Target,
    timezone: string,
    localLanguage: string,
  ): SourceHoliday[] {
    const rule = entry.rule;
    const names = rowNames(facts.names, localLanguage, entry.name);
    const english = names.en ?? names[localLanguage]!;
    const type = this.definedTypes
      ? this.definedTypes.get(rule)!
      : types.type(entry.type, isReligious(this.country, rule, english));
    if (type === null) return [];

    const date = entry.date.slice(0, 10);
    const row: SourceHoliday = {
      source: this.source,
      country: this.country,
      scope: target.scope,
      date,
      substitute: entry.substitute === true,
      key: holidayKey(english),
      names,
      localLanguage,
      type,
      start: isoInstant(entry.start),
      end: isoInstant(entry.end),
      timezone,
      ...(isEstimateRule(rule) ? { estimated: true } : {}),
    };

    const base = facts.ownDays.has(date) ? null : baseRuleOf(rule);
    if (base !== null) {
      const baseDay = this.nearestBaseDay(base, date);
      if (row.substitute && baseDay && baseDay !== date) row.substituteFor = baseDay;
      // A moved day with no flag: the holiday itself is on the base day and observed here.
      if (!row.substitute && baseDay && baseDay !== date) {
        const back = daysBetween(date, baseDay) * DAY_MS;
        row.observed = date;
        row.date = baseDay;
        row.start = new Date(Date.parse(row.start) + back).toISOString();
        row.end = new Date(Date.parse(row.end) + back).toISOString();
      }
    }
    return splitDays(row, entry.date);
  }

  /** The day the rule gives without its moves, nearest to `day` (within ten days). */
  private nearestBaseDay(baseRule: string, day: string): string | undefined {
    const year = Number(day.slice(0, 4));
    let best: string | undefined;
    for (const y of [year - 1, year, year + 1]) {
      for (const candidate of this.baseDaysIn(baseRule, y)) {
        const distance = Math.abs(daysBetween(candidate, day));
        if (distance <= 10 && (!best || distance < Math.abs(daysBetween(best, day)))) best = candidate;
      }
    }
    return best;
  }

  private baseDaysIn(baseRule: string, year: number): string[] {
    const cacheKey = `${baseRule}|${year}`;
    let days = this.baseDays.get(cacheKey);
    if (!days) {
      let library = this.baseRules.get(baseRule);
      if (library === undefined) {
        const scratch = new Holidays(); // a base rule is the grammar's alone: any country's engine reads it
        library = scratch.setHoliday(baseRule, { name: { en: 'base' }, type: 'public' }) ? scratch : null;
        if (library) shareRuleComputations(library, this.sharedRules);
        this.baseRules.set(baseRule, library);
      }
      days = library ? library.getHolidays(year).map((holiday) => holiday.date.slice(0, 10)) : [];
      this.baseDays.set(cacheKey, days);
    }
    return days;
  }
}

/**
 * A row's names: the rule's, with the library's name of the day in the local
 * language when the rule has neither that nor English. No English name is
 * made up: without one the holiday is known by its local name (its key too),
 * and the invariants name it.
 */
export function rowNames(
  names: Record<string, string>,
  localLanguage: string,
  libraryName: string,
): Record<string, string> {
  return names.en || names[localLanguage] ? names : sortKeys({ ...names, [localLanguage]: libraryName });
}

/**
 * A rule's names by language: its full name table (every language at once,
 * without recomputing the rule), else the library's name of its day in the
 * local language, with the project's English name where the library has none.
 */
function ruleNames(
  library: Holidays,
  rule: string,
  country: string,
  localLanguage: string,
  libraryName: string | undefined,
): Record<string, string> {
  const raw = (library.getRule(rule) as unknown as { name?: unknown } | undefined)?.name;
  const table =
    raw && typeof raw === 'object'
      ? (raw as Record<string, string>)
      : libraryName === undefined
        ? {}
        : { [localLanguage]: libraryName };
  const names = namesByLanguage(table, country);
  const english = names.en ? undefined : englishNameOf(country, names, localLanguage);
  return english ? sortKeys({ ...names, en: english }) : names;
}

/**
 * Every rule of every place of a country of the rule library, with the
 * library's category of its days and the English name its rows carry
 * (undefined when only the days computed would tell it): what the list of
 * sources/religious-days.json is checked against.
 */
export function libraryRules(
  country: string,
): { scope: string | null; rule: string; category: string; name: string | undefined }[] {
  if (definitionOf(country)) return [];
  return targetsOf(country).flatMap((target) => {
    const library = engineFor(...target.args);
    const localLanguage = primaryLanguage(library.getLanguages()[0] ?? 'en') ?? 'en';
    const rules = (library as unknown as { holidays: Record<string, RuleState | false> }).holidays;
    return Object.entries(rules).flatMap(([rule, state]) => {
      if (!state) return [];
      const names = ruleNames(library, rule, country, localLanguage, undefined);
      return [{ scope: target.scope, rule, category: state.type ?? 'public', name: names.en ?? names[localLanguage] }];
    });
  });
}

function ruleFacts(library: Holidays, entry: LibraryHoliday, country: string, localLanguage: string): RuleFacts {
  const rule = library.getRule(entry.rule) as unknown as { enable?: unknown } | undefined;
  const names = ruleNames(library, entry.rule, country, localLanguage, entry.name);
  // A rule of the form `<day> and if … then …` lists the holiday's day as well as its day off; a day it
  // enables for one year is the holiday itself moved by law (JP Mountain Day 2020), not a day off. A rule
  // that only moves (`<day> if … then …`) gives days off, and so do the days it enables (AR 2001, VG 2020).
  const keepsOwnDay = /\band\s+if\b/i.test(entry.rule);
  const ownDays = new Set(
    keepsOwnDay && Array.isArray(rule?.enable) ? (rule.enable as unknown[]).map((day) => String(day).slice(0, 10)) : [],
  );
  return { names, ownDays, signature: JSON.stringify([names, [...ownDays]]) };
}

interface RuleState {
  fn?: RuleComputation;
  type?: string;
  disable?: unknown;
  enable?: unknown;
  active?: unknown;
}

/** The parts of the library's per-rule computation (DateFn) that sharing touches. */
interface RuleComputation {
  event: object;
  get(timezone: string): unknown;
}

/**
 * A state or region repeats most of its country's rules. The library computes
 * each rule's dates per year once per object and caches them there; sharing
 * that object across the targets of one country computes each distinct rule
 * once, and the conversion of its dates into a time zone once per zone.
 * Rules whose outcome depends on the other holidays of their target
 * (`if is holiday`, bridge days) keep their own.
 */
export function shareRuleComputations(library: Holidays, pool: Map<string, RuleComputation>): void {
  const rules = (library as unknown as { holidays: Record<string, RuleState | false> }).holidays;
  for (const [rule, state] of Object.entries(rules)) {
    if (!state || !state.fn || /\bholiday\b/i.test(rule)) continue;
    const key = `${rule}|${JSON.stringify([state.type, state.disable, state.enable, state.active])}`;
    const shared = pool.get(key);
    if (shared) state.fn = shared;
    else pool.set(key, memoiseZones(state.fn));
  }
}

function memoiseZones(computation: RuleComputation): RuleComputation {
  const convert = computation.get.bind(computation);
  const byEvent = new WeakMap<object, Map<string, unknown>>();
  computation.get = (timezone: string) => {
    let byZone = byEvent.get(computation.event);
    if (!byZone) byEvent.set(computation.event, (byZone = new Map()));
    if (!byZone.has(timezone)) byZone.set(timezone, convert(timezone));
    return byZone.get(timezone);
  };
  return computation;
}

let lunisolarShared = false;

/**
 * The library computes a rule of a Chinese lunisolar calendar (chinese,
 * korean, vietnamese) for each year with a calendar object of its own, whose
 * caches (the Sun's longitude at an instant, the solstices, the new year of a
 * year) start empty: every rule and year computed the same astronomy again
 * (Taiwan's 22 rules took about 10 s). Those values depend on the calendar's
 * kind and the year or instant alone, so each kind now keeps one cache for
 * all its objects. Each kind's class is reached through an object the
 * library made (so it is the one the library uses), and all three are found
 * before any is changed: Korean and Vietnamese calendars derive from the
 * Chinese one and must not share its cache. Where the library is built
 * otherwise, nothing changes.
 */
function shareLunisolarCaches(): void {
  if (lunisolarShared) return;
  lunisolarShared = true;
  const calendars = ['chinese', 'korean', 'vietnamese'].map((kind) => {
    const probe = new Holidays();
    const rule = `${kind} 01-0-01`;
    if (!probe.setHoliday(rule, { name: { en: kind }, type: 'public' })) return null;
    probe.getHolidays(2000);
    const rules = (
      probe as unknown as { holidays: Record<string, { fn?: { cache?: Map<number, { cal?: { _cache?: object } }> } }> }
    ).holidays;
    const calendar = rules[rule]?.fn?.cache?.get(2000)?.cal;
    return calendar && Object.hasOwn(calendar, '_cache')
      ? { prototype: Object.getPrototypeOf(calendar) as object, cache: calendar._cache! }
      : null;
  });
  const prototypes = calendars.map((calendar) => calendar?.prototype);
  if (calendars.some((calendar) => !calendar) || new Set(prototypes).size !== prototypes.length) return;
  // Each kind's own solar-term function, read before any is replaced (the derived kinds inherit the Chinese one).
  const solarTerms = prototypes.map((prototype) => (prototype as { solarTerm?: unknown }).solarTerm);
  (calendars as { prototype: object; cache: object }[]).forEach(({ prototype, cache }, index) => {
    // The constructor's `this._cache = {…}` goes to the setter and is dropped.
    Object.defineProperty(prototype, '_cache', { get: () => cache, set: () => {}, configurable: true });
    const solarTerm = solarTerms[index];
    if (typeof solarTerm === 'function') rememberSolarTerms(prototype, solarTerm as SolarTerm);
  });
}

type SolarTerm = (this: unknown, term: number, gyear?: number) => number;

/**
 * A solar term (`chinese 5-01 solarterm`: Qingming) is the sun's longitude
 * found through the planetary theory, some milliseconds each, and the library
 * finds it again for every rule, target and neighbouring year: each kind's
 * term of a year is kept once found. It depends on the term, the year and the
 * kind's midnight (its time zone by date), nothing an object holds; without a
 * year the library reads the object's own, and nothing is kept.
 */
function rememberSolarTerms(prototype: object, solarTerm: SolarTerm): void {
  const terms = new Map<number, number>();
  Object.defineProperty(prototype, 'solarTerm', {
    value: function rememberedSolarTerm(this: unknown, term: number, gyear?: number): number {
      if (!Number.isInteger(term) || term < 1 || term > 99 || !Number.isInteger(gyear) || !gyear)
        return solarTerm.call(this, term, gyear);
      const key = gyear * 100 + term;
      let jde = terms.get(key);
      if (jde === undefined) {
        jde = solarTerm.call(this, term, gyear);
        terms.set(key, jde);
      }
      return jde;
    },
    configurable: true,
    writable: true,
  });
}

// `2024-04-10 00:00:00 -0600` starts six hours before local midnight (Hijri
// days begin at sunset); `2024-12-24 14:00:00` starts in the afternoon.
const LIBRARY_DATE = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})(?: ([+-])(\d{2})(\d{2}))?/;

/**
 * A holiday that lasts several days becomes one row per calendar day, so that
 * every day off is a record of its own; the first keeps the real start and the
 * last the real end.
 */
export function splitDays(row: SourceHoliday, libraryDate: string): SourceHoliday[] {
  const match = LIBRARY_DATE.exec(libraryDate);
  const start = Date.parse(row.start);
  const end = Date.parse(row.end);
  if (!match) return [row];
  const [, firstDay, hh, mm, ss, sign, oh, om] = match;
  const timeOfDay = (Number(hh) * 3600 + Number(mm) * 60 + Number(ss)) * 1000;
  const offset = sign ? (sign === '-' ? -1 : 1) * (Number(oh) * 3600 + Number(om) * 60) * 1000 : 0;
  const midnight = start - timeOfDay - offset;
  const days = Math.max(1, Math.round((end - midnight) / DAY_MS));
  if (days === 1) return [row];
  // Each day from its own local midnight: a DST change inside the holiday makes one day 23 or 25 hours long.
  const dayStart = (index: number) =>
    row.timezone
      ? zonedMidnight(addDays(firstDay!, index), row.timezone)
      : new Date(midnight + index * DAY_MS).toISOString();
  const rows: SourceHoliday[] = [];
  for (let index = 0; index < days; index++) {
    rows.push({
      ...row,
      date: addDays(row.date, index),
      ...(row.observed ? { observed: addDays(row.observed, index) } : {}),
      start: index === 0 ? row.start : dayStart(index),
      end: index === days - 1 ? row.end : dayStart(index + 1),
    });
  }
  return rows;
}

/** Country facts: names, languages, zones, weekend and subdivisions. */
export function countryInfo(country: string): CountryInfo {
  const definition = definitionOf(country);
  if (definition) {
    const local = definition.languages[0]!;
    return {
      code: country,
      name: definition.names.en!,
      names: sortKeys({ en: definition.names.en!, [local]: definition.names[local] ?? definition.names.en! }),
      languages: [...definition.languages],
      timezones: [...definition.timezones],
      weekend: weekendOf(country),
      subdivisions: [],
    };
  }
  const library = new Holidays(country);
  const localNames = catalogue.getCountries() as Record<string, string>;
  const englishNames = catalogue.getCountries('en') as Record<string, string>;
  const languages = [
    ...new Set(
      library
        .getLanguages()
        .map((tag) => primaryLanguage(tag))
        .filter((l): l is string => !!l),
    ),
  ];
  const subdivisions = targetsOf(country)
    .filter((target) => target.scope !== null)
    .map((target) => ({ code: target.scope!, name: target.name, type: target.kind! }));
  const unique = new Map(subdivisions.map((s) => [s.code, s]));
  return {
    code: country,
    name: englishNames[country] ?? country,
    names: sortKeys({ en: englishNames[country] ?? country, [languages[0] ?? 'en']: localNames[country] ?? country }),
    languages,
    timezones: library.getTimezones() ?? [],
    weekend: weekendOf(country),
    subdivisions: [...unique.values()].sort((a, b) => compareText(a.code, b.code)),
  };
}

/** The country's weekend today: the reviewed history's last entry, else CLDR week data (0 = Sunday … 6 = Saturday). */
export function weekendOf(country: string): number[] {
  return [...currentWeekend(country)];
}
