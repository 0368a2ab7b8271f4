// Source `country-definitions`: countries the project defines itself, one
// reviewed file per country (`countries/<CC>.json`), for the ISO codes the
// rule library does not know. Each holiday is a rule of the library's own
// grammar (evaluated by its parser, date-holidays-parser), so these countries
// go through the same engine and every stage after it unchanged; each rule
// cites the law, decree or announcement it rests on.

import { createHash } from 'node:crypto';
import { relative } from 'node:path';
import HolidaysParser from 'date-holidays-parser';
import { z } from 'zod';
import { isCalendarDay, isTimeZone } from '../core/dates.js';
import type { Provenance } from '../core/manifest.js';
import type { HolidayType } from '../core/types.js';
import { readCountryFiles, reviewedFolder, type Fail } from './country-files.js';

export const id = 'country-definitions';

export const provenance: Provenance = {
  homepage: "this project's own country definitions, each rule citing its law",
  licence: "this project's licence (LICENSE); the holidays themselves are facts",
  attribution: 'each rule cites what it rests on',
};

const folder = reviewedFolder('countries', 'COUNTRIES_DIR');
export const DEFAULT_COUNTRIES_DIR = folder.DEFAULT;
/** The definitions folder in effect: COUNTRIES_DIR when set, else the project's. */
export const countriesDir = folder.inEffect;

export class CountryDefinitionError extends Error {}

const DEFINED_TYPES = ['public', 'bank', 'governmental', 'religious', 'observance'] as const;
type DefinedType = (typeof DEFINED_TYPES)[number];

const languageTag = z.string().regex(/^[a-z]{2,3}$/, 'must be an ISO 639 language code in lower case, such as ar');
const CITE_MESSAGE = 'must cite the law, decree, gazette or announcement it rests on';
const citation = z.string({ error: CITE_MESSAGE }).min(1, CITE_MESSAGE);

const namesSchema = z
  .record(languageTag, z.string().min(1, 'must not be empty'))
  .refine((names) => typeof names.en === 'string', 'must give an English name (en)');

const holidaySchema = z
  .object({
    rule: z.string().min(1, 'must be a rule of the date-holidays grammar, such as 12-18 or 1 Shawwal P3D'),
    names: namesSchema,
    type: z.enum(DEFINED_TYPES, { message: `must be one of ${DEFINED_TYPES.join(', ')}` }),
    from: z.number().int().min(1900).max(2100).optional(),
    to: z.number().int().min(1900).max(2100).optional(),
    citation,
    url: z.url().optional(),
    note: z.string().optional(),
  })
  .strict();

const fileSchema = z
  .object({
    country: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code in upper case'),
    names: namesSchema,
    languages: z
      .array(languageTag)
      .min(1, 'must list the official language(s), the first the one holiday names are given in'),
    timezones: z.array(z.string().refine(isTimeZone, 'is not an IANA time zone')).min(1, 'must list the time zone(s)'),
    holidays: z.array(z.unknown()),
    noHolidays: z.string().min(1).optional(),
    since: z
      .object({
        year: z.number().int().min(1900).max(2100),
        reason: z.string().min(1, 'must say why no earlier year is served, citing the law'),
      })
      .strict()
      .optional(),
    sources: z.array(z.object({ name: z.string().min(1), url: z.url().optional() }).strict()).optional(),
  })
  .strict();

export interface DefinedHoliday {
  rule: string;
  names: Record<string, string>;
  type: DefinedType;
  from?: number;
  to?: number;
  citation: string;
  url?: string;
}

export interface CountryDefinition {
  country: string;
  file: string;
  names: Record<string, string>;
  languages: string[];
  timezones: string[];
  holidays: DefinedHoliday[];
  /** Why a country has no holidays of its own (an uninhabited territory). */
  noHolidays?: string;
  /** The first year the definition covers (its holiday law's): no earlier year is served. */
  since?: { year: number; reason: string };
}

const MONTH_LENGTHS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Why a rule's dates cannot exist (`02-30`, `2023-02-29`, `31 Ramadan`), or null. */
export function impossibleDate(rule: string): string | null {
  const full = /(?:^|\s)(\d{4}-\d{2}-\d{2})(?=\s|$)/.exec(rule);
  if (full) return isCalendarDay(full[1]!) ? null : `${full[1]} is a day that cannot exist`;
  const monthDay = /(?:^|\s)(?:julian )?(\d{2})-(\d{2})(?=\s|$)/.exec(rule);
  if (monthDay) {
    const month = Number(monthDay[1]);
    const day = Number(monthDay[2]);
    if (month < 1 || month > 12 || day < 1 || day > MONTH_LENGTHS[month - 1]!)
      return `${monthDay[1]}-${monthDay[2]} is a day that cannot exist`;
  }
  const lunar =
    /(?:^|\s)0?(\d{1,2}) (Muharram|Safar|Rabi al-awwal|Rabi al-thani|Jumada al-awwal|Jumada al-thani|Rajab|Shaban|Ramadan|Shawwal|Dhu al-Qidah|Dhu al-Hijjah)\b/.exec(
      rule,
    );
  if (lunar && (Number(lunar[1]) < 1 || Number(lunar[1]) > 30))
    return `${lunar[1]} ${lunar[2]} is a day that cannot exist (Hijri months have 29 or 30 days)`;
  return null;
}

/** Whether the library's parser reads the rule (a known calendar, a well-formed date and clauses). */
function readable(rule: string): boolean {
  const parser = new HolidaysParser({ holidays: {} });
  const { log, error } = console;
  console.log = console.error = () => {}; // the parser prints every rule it cannot read
  try {
    return parser.setHoliday(rule, { name: { en: 'check' }, type: 'public' }) === true;
  } finally {
    Object.assign(console, { log, error });
  }
}

const failIn: Fail = (path, where, message) => {
  throw new CountryDefinitionError(`country definition ${path}: ${where}: ${message}`);
};

function definitionOf(path: string, data: z.infer<typeof fileSchema>): CountryDefinition {
  const file = relative(process.cwd(), path) || path;
  const fail = (where: string, message: string): never => failIn(file, where, message);
  const seen = new Set<string>();
  const holidays = data.holidays.map((raw, index) => {
    const entry = `holiday ${index + 1}`;
    const parsed = holidaySchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return fail(`${entry}${issue.path.length ? `, field ${issue.path.join('.')}` : ''}`, issue.message);
    }
    const holiday = parsed.data;
    const where = `${entry} (${holiday.names.en}), field rule`;
    const impossible = impossibleDate(holiday.rule);
    if (impossible) fail(where, impossible);
    if (!readable(holiday.rule))
      fail(
        where,
        `"${holiday.rule}" is not a rule the engine reads (an unknown calendar or a malformed date or clause); see countries/README.md`,
      );
    if (seen.has(holiday.rule))
      fail(where, `"${holiday.rule}" is listed twice: tell a second holiday on the same rule apart with " #1"`);
    seen.add(holiday.rule);
    if (holiday.from !== undefined && holiday.to !== undefined && holiday.from > holiday.to)
      fail(`${entry} (${holiday.names.en}), field to`, `${holiday.to} is before from (${holiday.from})`);
    return holiday as DefinedHoliday;
  });
  if (holidays.length === 0 && !data.noHolidays)
    fail('field noHolidays', 'a country without holidays must say why (noHolidays)');
  if (holidays.length > 0 && data.noHolidays)
    fail('field noHolidays', 'a country with holidays has no noHolidays reason');
  return {
    country: data.country,
    file,
    names: data.names,
    languages: data.languages,
    timezones: data.timezones,
    holidays,
    ...(data.noHolidays ? { noHolidays: data.noHolidays } : {}),
    ...(data.since ? { since: data.since } : {}),
  };
}

/** Every `<CC>.json` of the folder, checked; a bad file stops the load naming the file, the holiday and the field. */
export function loadDefinitions(dir: string = countriesDir()): CountryDefinition[] {
  return readCountryFiles(dir, fileSchema, failIn).map(({ path, file }) => definitionOf(path, file));
}

const loaded = new Map<string, CountryDefinition[]>();

/** The definitions of the folder in effect (COUNTRIES_DIR or countries/), read and checked once per folder. */
export function definitionsInEffect(): CountryDefinition[] {
  const dir = countriesDir();
  let definitions = loaded.get(dir);
  if (!definitions) loaded.set(dir, (definitions = loadDefinitions(dir)));
  return definitions;
}

/** A short digest of the definitions in effect, for the manifest's source list; null when there are none. */
export function digest(): string | null {
  const definitions = definitionsInEffect();
  if (definitions.length === 0) return null;
  const content = JSON.stringify(definitions.map(({ file: _file, ...definition }) => definition));
  return createHash('sha256').update(content).digest('hex').slice(0, 12);
}

// The grammar's types: a religious day is `optional`, a governmental one `bank`;
// the row's type is the definition's own (typeOfRule), not the grammar's.
const GRAMMAR_TYPE: Record<DefinedType, string> = {
  public: 'public',
  bank: 'bank',
  governmental: 'bank',
  religious: 'optional',
  observance: 'observance',
};

/** The definitions as the rule library's data, for its parser. */
export function ruleData(definitions: readonly CountryDefinition[]): { holidays: Record<string, unknown> } {
  const holidays: Record<string, unknown> = {};
  for (const definition of definitions) {
    const days: Record<string, unknown> = {};
    for (const holiday of definition.holidays) {
      const active =
        holiday.from !== undefined || holiday.to !== undefined
          ? [
              {
                ...(holiday.from !== undefined ? { from: `${holiday.from}-01-01` } : {}),
                ...(holiday.to !== undefined ? { to: `${holiday.to + 1}-01-01` } : {}),
              },
            ]
          : undefined;
      days[holiday.rule] = { name: holiday.names, type: GRAMMAR_TYPE[holiday.type], ...(active ? { active } : {}) };
    }
    holidays[definition.country] = {
      names: definition.names,
      langs: definition.languages,
      zones: definition.timezones,
      days,
    };
  }
  return { holidays };
}

/** The declared type of each rule of a country, by rule. */
export function typesOfRules(definition: CountryDefinition): ReadonlyMap<string, HolidayType> {
  return new Map(definition.holidays.map((holiday) => [holiday.rule, holiday.type]));
}
