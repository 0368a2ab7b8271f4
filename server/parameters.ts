// Every query parameter the API knows, defined once: its meaning, its value
// rules (zod), its OpenAPI schema, its other spellings and the lowest plan
// that may send it. Endpoints list the definitions they take
// (server/endpoints/*.ts); validation, plan gating, the OpenAPI document and
// the docs test all read these definitions.

import { z } from 'zod';
import { CONTRACTS, CONTRACT_VERSIONS, DEFAULT_VERSION } from '../core/contracts.js';
import { isCalendarDay } from '../core/dates.js';
import { ID_PATTERN } from '../core/ids.js';
import { HOLIDAY_TYPES } from '../core/types.js';
import { PLAN_LABELS, type Plan } from '../core/plans.js';
import { canonicalZone } from './timezone.js';

type Json = Record<string, unknown>;

export interface AliasDef {
  name: string;
  description: string;
}

export interface ParameterDef<N extends string = string, T = unknown> {
  name: N;
  /** `path` for a segment of the path (a holiday's id); default `query`. */
  in?: 'query' | 'path';
  description: string;
  /** OpenAPI schema of the value: no `example` and no `default`, which the reference page would fill in and send. */
  schema: Json;
  /**
   * A value that works (US 2026 where it names a day). The reference page's
   * "Try it out" starts with it where the endpoint needs the parameter (or
   * lists it in `prefilled`); elsewhere the document shows it without filling it in.
   */
  example: string | number | boolean;
  maxLength: number;
  /** Value rules; messages continue the parameter's name ("month must be …"). */
  parse: z.ZodType<T, string>;
  /** The lowest plan that may send it at all, whatever its value (docs/api.md, Access). */
  plan: Plan;
  /** Other spellings: same values and plan; the documented name wins when both are sent (docs/api.md, Parameters). */
  aliases?: readonly AliasDef[];
  /** A value that lists a city code needs this plan (docs/api.md, Access). */
  cityCodesPlan?: Plan;
  /** Values that need more than `plan` (a contract version). */
  valuePlans?: Readonly<Record<string, Plan>>;
  /** Set by an endpoint that cannot answer without it. */
  required?: boolean;
}

export const parameter = <const N extends string, T>(definition: ParameterDef<N, T>): ParameterDef<N, T> => definition;

/** The definition as one endpoint's required parameter. */
export const required = <N extends string, T>(
  definition: ParameterDef<N, T>,
): ParameterDef<N, T> & { required: true } => ({ ...definition, required: true });

type ValueOf<D> = D extends ParameterDef<string, infer T> ? T : never;

/** The checked values of an endpoint's parameters, by documented name (an alias's value under that name). */
export type QueryOf<Ds extends readonly ParameterDef[]> = {
  [D in Ds[number] as D['name']]: D extends { required: true } ? ValueOf<D> : ValueOf<D> | undefined;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const REGION_CODE = /^[A-Za-z]{2}-[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/;

const text = z.string();
const boolean = text
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['true', 'false', '1', '0'], { error: 'must be true or false (1 or 0)' }))
  .transform((value) => value === 'true' || value === '1');
const calendarDay = text.refine(
  (value) => DAY.test(value) && isCalendarDay(value),
  'must be a real calendar date in the form YYYY-MM-DD',
);
const number = (max: number, message: string) =>
  text
    .regex(new RegExp(`^\\d{1,${String(max).length}}$`), message)
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, message);
const commaList = <T>(itemRule: z.ZodType<T, string>, max: number, what: string) =>
  text
    .transform((value) => value.split(',').map((item) => item.trim()))
    .refine(
      (items) => items.every((item) => item !== ''),
      `must be a comma-separated list of ${what} without empty items`,
    )
    .pipe(z.array(itemRule).max(max, `accepts at most ${max} ${what}`));

/** Which plan each contract version needs, said in words for the OpenAPI document. */
const versionPlans = Object.fromEntries(
  CONTRACTS.map((contract) => [contract.version, contract.minimumPlan]),
) as Record<string, Plan>;
const versionPlanText = [...new Set(Object.values(versionPlans))]
  .map((plan) => {
    const versions = Object.keys(versionPlans).filter((version) => versionPlans[version] === plan);
    return `${versions.join(', ')} ${plan === 'explorer' ? 'on every plan' : `from ${PLAN_LABELS[plan]}`}`;
  })
  .join('; ');

export const country = parameter({
  name: 'country',
  description: 'ISO 3166-1 alpha-2 country code (any case), one of /v3/public-holidays/countries.',
  schema: { type: 'string', pattern: '^[A-Za-z]{2}$' },
  example: 'US',
  maxLength: 2,
  parse: text
    .regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code such as US')
    .transform((value) => value.toUpperCase()),
  plan: 'explorer',
});

export const year = parameter({
  name: 'year',
  description: "4-digit year, within the country's `years` range in /v3/public-holidays/countries.",
  schema: { type: 'integer', minimum: 1000, maximum: 9999 },
  example: 2026,
  maxLength: 16,
  // Form and range depend on the country's published years: checked with the countries file.
  parse: text,
  plan: 'explorer',
});

export const month = parameter({
  name: 'month',
  description: 'Month of `date`, 1-12 (1 or 2 digits).',
  schema: { type: 'integer', minimum: 1, maximum: 12 },
  example: 7,
  maxLength: 2,
  parse: number(12, 'must be a month number 1-12 (1 or 2 digits)'),
  plan: 'explorer',
});

export const day = parameter({
  name: 'day',
  description: 'Day of the month of `date`, 1-31 (1 or 2 digits); with `month` and `year` it must exist in that month.',
  schema: { type: 'integer', minimum: 1, maximum: 31 },
  example: 4,
  maxLength: 2,
  parse: number(31, 'must be a day of the month 1-31 (1 or 2 digits)'),
  plan: 'explorer',
});

export const includeDeprecated = parameter({
  name: 'includeDeprecated',
  description: 'true also returns soft-removed holidays (`deprecated: true`). Default false.',
  schema: { type: 'boolean' },
  example: true,
  maxLength: 5,
  parse: boolean,
  plan: 'explorer',
});

export const dataVersion = parameter({
  name: 'dataVersion',
  description: `Contract version of the response (${CONTRACT_VERSIONS.join(', ')}); default ${DEFAULT_VERSION}. ${versionPlanText}.`,
  schema: { type: 'string', enum: [...CONTRACT_VERSIONS] },
  example: '3.1.2',
  maxLength: 16,
  parse: text.pipe(z.enum(CONTRACT_VERSIONS, { error: `must be one of ${CONTRACT_VERSIONS.join(', ')}` })),
  plan: 'explorer',
  valuePlans: versionPlans,
});

export const publicFilter = parameter({
  name: 'public',
  description:
    'Older reference: true returns only holidays whose `public` is true (its meaning follows dataVersion). false or absent (the default): no filter.',
  schema: { type: 'boolean' },
  example: true,
  maxLength: 5,
  parse: boolean,
  plan: 'explorer',
});

export const publicOnly = parameter({
  name: 'public_only',
  description:
    'true returns only holidays whose `public` is true (its meaning follows dataVersion). false or absent (the default): no filter.',
  schema: { type: 'boolean' },
  example: true,
  maxLength: 5,
  parse: boolean,
  plan: 'builder',
});

export const regions = parameter({
  name: 'regions',
  description:
    'Comma-separated subdivision codes of the country: any ISO 3166-2 code of it, and city codes, mixed lists allowed. Returns the nationwide holidays plus those observed in any listed code. A code takes the holidays of the subdivisions above it (IT-MI, Milan: those of IT-25, Lombardy) and those that every subdivision below it keeps (FR-6AE: those of FR-67 and FR-68); a code ISO replaced is read as its current one (CN-11 as CN-BJ), and a dataVersion 3.2.0 answer names the codes as answered (its `regions` member). An unknown code answers 400 with the nearest valid ones. Codes with holidays of their own: `subdivisions` of /v3/public-holidays/countries; every ISO 3166-2 code with its type and parent: its `isoSubdivisions` (dataVersion 3.2.0).',
  schema: { type: 'string' },
  example: 'US-CA',
  maxLength: 1024,
  parse: commaList(
    text
      .regex(REGION_CODE, 'must list subdivision codes such as DE-BY or IT-MILAN')
      .transform((code) => code.toUpperCase()),
    50,
    'codes',
  ),
  plan: 'builder',
  cityCodesPlan: 'pro',
  aliases: [
    { name: 'subdivision', description: 'Alias of regions (same values and gating); regions wins when both are sent.' },
  ],
});

export const after = parameter({
  name: 'after',
  description:
    'Only holidays whose `date` is after this day (exclusive), YYYY-MM-DD. Legacy form: 1 means after year-month-day (then month and day are the reference date, not filters); 0 means no filter.',
  schema: { type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2}|0|1)$' },
  example: '2026-06-30',
  maxLength: 10,
  parse: z.union([z.literal('1'), z.literal('0'), calendarDay], {
    error: 'must be a date YYYY-MM-DD (or the legacy 1/0 form)',
  }),
  plan: 'builder',
});

export const before = parameter({
  name: 'before',
  description: 'Only holidays whose `date` is before this day (exclusive), YYYY-MM-DD; legacy 1/0 form as for after.',
  schema: { type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2}|0|1)$' },
  example: '2026-08-01',
  maxLength: 10,
  parse: z.union([z.literal('1'), z.literal('0'), calendarDay], {
    error: 'must be a date YYYY-MM-DD (or the legacy 1/0 form)',
  }),
  plan: 'builder',
});

export const type = parameter({
  name: 'type',
  description: `One holiday type or a comma-separated list: ${HOLIDAY_TYPES.join(', ')}.`,
  schema: { type: 'string' },
  example: 'public,observance',
  maxLength: 128,
  parse: commaList(
    text
      .transform((value) => value.toLowerCase())
      .pipe(z.enum(HOLIDAY_TYPES, { error: `must list holiday types among ${HOLIDAY_TYPES.join(', ')}` })),
    HOLIDAY_TYPES.length,
    'types',
  ),
  plan: 'builder',
});

export const language = parameter({
  name: 'language',
  description:
    'ISO 639-1 code (a region suffix such as pt-BR is reduced to pt) for `name`; without it, and for a language without a translation, English.',
  schema: { type: 'string' },
  example: 'es',
  maxLength: 16,
  parse: text
    .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$/, 'must be an ISO 639-1 language code such as de')
    .transform((value) => value.toLowerCase().split(/[-_]/)[0]!),
  plan: 'growth',
  aliases: [
    {
      name: 'lang',
      description: 'Older spelling of language (same values and gating); language wins when both are sent.',
    },
  ],
});

export const timezone = parameter({
  name: 'timezone',
  description:
    "IANA time zone name (any case). Converts each holiday's real span into that zone: `start`/`end` carry its offset, `date` is the local day of `start` and `observed` moves with it.",
  schema: { type: 'string' },
  example: 'America/Los_Angeles',
  maxLength: 64,
  parse: text.transform((value, context) => {
    const zone = canonicalZone(value);
    if (zone === null) {
      context.addIssue({
        code: 'custom',
        message: 'must be an IANA time zone name such as Europe/Berlin or America/New_York',
      });
      return z.NEVER;
    }
    return zone;
  }),
  plan: 'growth',
});

export const format = parameter({
  name: 'format',
  description: 'json (default) or xml.',
  schema: { type: 'string', enum: ['json', 'xml'] },
  example: 'xml',
  maxLength: 8,
  parse: text.transform((value) => value.toLowerCase()).pipe(z.enum(['json', 'xml'], { error: 'must be json or xml' })),
  plan: 'growth',
});

export const code = parameter({
  name: 'code',
  description: 'ISO 3166-1 alpha-2 code of one country to return.',
  schema: { type: 'string', pattern: '^[A-Za-z]{2}$' },
  example: 'US',
  maxLength: 2,
  parse: text
    .regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code such as DE')
    .transform((value) => value.toUpperCase()),
  plan: 'explorer',
});

export const date = parameter({
  name: 'date',
  description: "The day to check, YYYY-MM-DD, within the country's `years` range.",
  schema: { type: 'string', format: 'date' },
  example: '2026-07-04',
  maxLength: 10,
  parse: calendarDay,
  plan: 'explorer',
});

export const start = parameter({
  name: 'start',
  description: "First day of the span, YYYY-MM-DD (included), within the country's `years` range.",
  schema: { type: 'string', format: 'date' },
  example: '2026-07-01',
  maxLength: 10,
  parse: calendarDay,
  plan: 'explorer',
});

export const end = parameter({
  name: 'end',
  description:
    "Last day of the span, YYYY-MM-DD (included), not before start, within the country's `years` range; the span is at most 3660 days.",
  schema: { type: 'string', format: 'date' },
  example: '2026-07-31',
  maxLength: 10,
  parse: calendarDay,
  plan: 'explorer',
});

export const since = parameter({
  name: 'since',
  description:
    "Change-feed cursor: the `next_cursor` (or a change's `cursor`) of an earlier answer; the answer starts after it. Omit it, or send 0, to start at the first change. Opaque: store it, do not build it.",
  schema: { type: 'string', pattern: '^(0|[1-9][0-9]{0,8}\\.[1-9][0-9]{0,8})$' },
  example: '1.3',
  maxLength: 19,
  parse: text.regex(
    /^(0|[1-9]\d{0,8}\.[1-9]\d{0,8})$/,
    'must be a cursor from an earlier answer (next_cursor), or 0 for the start of the feed',
  ),
  plan: 'explorer',
});

export const limit = parameter({
  name: 'limit',
  description: 'Most changes per answer, 1-1000; default 100. Follow `next_cursor` while `has_more` is true.',
  schema: { type: 'integer', minimum: 1, maximum: 1000 },
  example: 3,
  maxLength: 4,
  parse: number(1000, 'must be a number 1-1000'),
  plan: 'explorer',
});

export const count = parameter({
  name: 'count',
  description: 'How many holidays to return, 1-50; default 1.',
  schema: { type: 'integer', minimum: 1, maximum: 50 },
  example: 3,
  maxLength: 2,
  parse: number(50, 'must be a number 1-50'),
  plan: 'explorer',
});

export const holidayId = parameter({
  name: 'id',
  in: 'path',
  description: 'A holiday id (`<YYYYMMDD>_<12 hex digits>`), as list, check and changes answer it.',
  schema: { type: 'string', pattern: ID_PATTERN.source },
  // US Independence Day 2026.
  example: '20260704_4b0ef34daa0e',
  // Longer than any id, so that a mistyped one hears what an id looks like.
  maxLength: 80,
  parse: text.regex(
    ID_PATTERN,
    'must be a holiday id such as 20251225_1a2b3c4d5e6f (<YYYYMMDD>_<12 lowercase hex digits>)',
  ),
  plan: 'explorer',
});
