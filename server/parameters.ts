// Every query parameter the API knows: its meaning, its value rules (zod) and
// its OpenAPI schema, in one table that validation and the OpenAPI document
// both read. Plan gating is in plans.ts; which endpoint takes which parameter
// is in ENDPOINT_PARAMETERS below.

import { z } from 'zod';
import { CONTRACT_VERSIONS, DEFAULT_VERSION } from '../pipeline/contracts.js';
import { isCalendarDay } from '../pipeline/dates.js';
import { HOLIDAY_TYPES } from '../pipeline/types.js';
import { canonicalZone } from './timezone.js';

export interface ParameterDef {
  name: string;
  /** Another spelling of `aliasOf`: same meaning, same gating; the documented name wins. */
  aliasOf?: string;
  description: string;
  /** OpenAPI schema of the value. */
  schema: Record<string, unknown>;
  maxLength: number;
  /** Value rules; messages continue the parameter's name ("month must be …"). */
  parse: z.ZodType<unknown, string>;
  deprecated?: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const REGION_CODE = /^[A-Za-z]{2}-[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/;

const text = z.string();
const boolean = text
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(['true', 'false', '1', '0'], { error: 'must be true or false (1 or 0)' }))
  .transform((value) => value === 'true' || value === '1');
const calendarDay = text.refine((value) => DAY.test(value) && isCalendarDay(value), 'must be a real calendar date in the form YYYY-MM-DD');
const commaList = (itemRule: z.ZodType<string, string>, max: number, what: string) =>
  text
    .transform((value) => value.split(',').map((item) => item.trim()))
    .refine((items) => items.every((item) => item !== ''), `must be a comma-separated list of ${what} without empty items`)
    .pipe(z.array(itemRule).max(max, `accepts at most ${max} ${what}`));

export const PARAMETERS: Record<string, ParameterDef> = {
  api_key: {
    name: 'api_key',
    description: 'API key (deprecated: send the X-API-Key header instead; the header wins when both are sent).',
    schema: { type: 'string' },
    maxLength: 256,
    parse: text,
    deprecated: true,
  },
  api_token: {
    name: 'api_token',
    aliasOf: 'api_key',
    description: 'Legacy spelling of api_key.',
    schema: { type: 'string' },
    maxLength: 256,
    parse: text,
    deprecated: true,
  },
  country: {
    name: 'country',
    description: 'ISO 3166-1 alpha-2 country code (any case), one of /v3/public-holidays/countries.',
    schema: { type: 'string', pattern: '^[A-Za-z]{2}$', example: 'US' },
    maxLength: 2,
    parse: text.regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code such as US').transform((value) => value.toUpperCase()),
  },
  year: {
    name: 'year',
    description: "4-digit year, within the country's `years` range in /v3/public-holidays/countries.",
    schema: { type: 'integer', minimum: 1000, maximum: 9999, example: 2025 },
    maxLength: 16,
    // Form and range depend on the country's published years: checked with the countries file.
    parse: text,
  },
  month: {
    name: 'month',
    description: 'Month of `date`, 1-12 (1 or 2 digits).',
    schema: { type: 'integer', minimum: 1, maximum: 12 },
    maxLength: 2,
    parse: text.regex(/^\d{1,2}$/, 'must be a month number 1-12 (1 or 2 digits)').transform(Number).refine((month) => month >= 1 && month <= 12, 'must be a month number 1-12 (1 or 2 digits)'),
  },
  day: {
    name: 'day',
    description: 'Day of the month of `date`, 1-31 (1 or 2 digits); with `month` and `year` it must exist in that month.',
    schema: { type: 'integer', minimum: 1, maximum: 31 },
    maxLength: 2,
    parse: text.regex(/^\d{1,2}$/, 'must be a day of the month 1-31 (1 or 2 digits)').transform(Number).refine((day) => day >= 1 && day <= 31, 'must be a day of the month 1-31 (1 or 2 digits)'),
  },
  includeDeprecated: {
    name: 'includeDeprecated',
    description: 'true also returns soft-removed holidays (`deprecated: true`). Default false.',
    schema: { type: 'boolean', default: false },
    maxLength: 5,
    parse: boolean,
  },
  dataVersion: {
    name: 'dataVersion',
    description: `Contract version of the response (${CONTRACT_VERSIONS.join(', ')}); default ${DEFAULT_VERSION}. 3.1.x on every plan, 3.0.0 from Builder.`,
    schema: { type: 'string', enum: [...CONTRACT_VERSIONS], default: DEFAULT_VERSION },
    maxLength: 16,
    parse: text.pipe(z.enum(CONTRACT_VERSIONS, { error: `must be one of ${CONTRACT_VERSIONS.join(', ')}` })),
  },
  public: {
    name: 'public',
    description: 'Older reference: true returns only holidays whose `public` is true (its meaning follows dataVersion). false or absent: no filter.',
    schema: { type: 'boolean', default: false },
    maxLength: 5,
    parse: boolean,
  },
  public_only: {
    name: 'public_only',
    description: 'true returns only holidays whose `public` is true (its meaning follows dataVersion). Builder and above.',
    schema: { type: 'boolean', default: false },
    maxLength: 5,
    parse: boolean,
  },
  regions: {
    name: 'regions',
    description:
      'Comma-separated subdivision codes of the country: ISO 3166-2 codes (Builder and above) and city codes (Pro and above), mixed lists allowed. Returns the nationwide holidays plus those observed in any listed code. Valid codes: `subdivisions` of /v3/public-holidays/countries.',
    schema: { type: 'string', example: 'US-CA,US-NY' },
    maxLength: 1024,
    parse: commaList(text.regex(REGION_CODE, 'must list subdivision codes such as DE-BY or IT-MILAN').transform((code) => code.toUpperCase()), 50, 'codes'),
  },
  subdivision: {
    name: 'subdivision',
    aliasOf: 'regions',
    description: 'Alias of regions (same values and gating); regions wins when both are sent.',
    schema: { type: 'string' },
    maxLength: 1024,
    parse: commaList(text.regex(REGION_CODE, 'must list subdivision codes such as DE-BY or IT-MILAN').transform((code) => code.toUpperCase()), 50, 'codes'),
  },
  after: {
    name: 'after',
    description:
      'Only holidays whose `date` is after this day (exclusive), YYYY-MM-DD. Legacy form: 1 means after year-month-day (then month and day are the reference date, not filters); 0 means no filter. Builder and above.',
    schema: { type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2}|0|1)$', example: '2025-06-30' },
    maxLength: 10,
    parse: z.union([z.literal('1'), z.literal('0'), calendarDay], { error: 'must be a date YYYY-MM-DD (or the legacy 1/0 form)' }),
  },
  before: {
    name: 'before',
    description: 'Only holidays whose `date` is before this day (exclusive), YYYY-MM-DD; legacy 1/0 form as for after. Builder and above.',
    schema: { type: 'string', pattern: '^(\\d{4}-\\d{2}-\\d{2}|0|1)$', example: '2025-07-01' },
    maxLength: 10,
    parse: z.union([z.literal('1'), z.literal('0'), calendarDay], { error: 'must be a date YYYY-MM-DD (or the legacy 1/0 form)' }),
  },
  type: {
    name: 'type',
    description: `One holiday type or a comma-separated list: ${HOLIDAY_TYPES.join(', ')}. Builder and above.`,
    schema: { type: 'string', example: 'public,bank' },
    maxLength: 128,
    parse: commaList(
      text.transform((value) => value.toLowerCase()).pipe(z.enum(HOLIDAY_TYPES, { error: `must list holiday types among ${HOLIDAY_TYPES.join(', ')}` })),
      HOLIDAY_TYPES.length,
      'types',
    ),
  },
  language: {
    name: 'language',
    description: 'ISO 639-1 code (a region suffix such as pt-BR is reduced to pt) for `name`; a language without a translation falls back to English. Growth and above.',
    schema: { type: 'string', example: 'de', default: 'en' },
    maxLength: 16,
    parse: text
      .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$/, 'must be an ISO 639-1 language code such as de')
      .transform((value) => value.toLowerCase().split(/[-_]/)[0]!),
  },
  lang: {
    name: 'lang',
    aliasOf: 'language',
    description: 'Older spelling of language (same values and gating); language wins when both are sent.',
    schema: { type: 'string' },
    maxLength: 16,
    parse: text
      .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$/, 'must be an ISO 639-1 language code such as de')
      .transform((value) => value.toLowerCase().split(/[-_]/)[0]!),
  },
  timezone: {
    name: 'timezone',
    description:
      "IANA time zone name (any case). Converts each holiday's real span into that zone: `start`/`end` carry its offset, `date` is the local day of `start` and `observed` moves with it. Growth and above.",
    schema: { type: 'string', example: 'America/New_York' },
    maxLength: 64,
    parse: text.transform((value, context) => {
      const zone = canonicalZone(value);
      if (zone === null) {
        context.addIssue({ code: 'custom', message: 'must be an IANA time zone name such as Europe/Berlin or America/New_York' });
        return z.NEVER;
      }
      return zone;
    }),
  },
  format: {
    name: 'format',
    description: 'json (default) or xml. Growth and above.',
    schema: { type: 'string', enum: ['json', 'xml'], default: 'json' },
    maxLength: 8,
    parse: text.transform((value) => value.toLowerCase()).pipe(z.enum(['json', 'xml'], { error: 'must be json or xml' })),
  },
  code: {
    name: 'code',
    description: 'ISO 3166-1 alpha-2 code of one country to return.',
    schema: { type: 'string', pattern: '^[A-Za-z]{2}$', example: 'DE' },
    maxLength: 2,
    parse: text.regex(/^[A-Za-z]{2}$/, 'must be an ISO 3166-1 alpha-2 country code such as DE').transform((value) => value.toUpperCase()),
  },
  date: {
    name: 'date',
    description: "The day to check, YYYY-MM-DD, within the country's `years` range.",
    schema: { type: 'string', format: 'date', example: '2025-12-25' },
    maxLength: 10,
    parse: calendarDay,
  },
  start: {
    name: 'start',
    description: "First day of the span, YYYY-MM-DD (included), within the country's `years` range.",
    schema: { type: 'string', format: 'date', example: '2025-12-01' },
    maxLength: 10,
    parse: calendarDay,
  },
  end: {
    name: 'end',
    description: "Last day of the span, YYYY-MM-DD (included), not before start, within the country's `years` range; the span is at most 3660 days.",
    schema: { type: 'string', format: 'date', example: '2025-12-31' },
    maxLength: 10,
    parse: calendarDay,
  },
  since: {
    name: 'since',
    description:
      'Change-feed cursor: the `next_cursor` (or a change\'s `cursor`) of an earlier answer; the answer starts after it. Omit it, or send 0, to start at the first change. Opaque: store it, do not build it.',
    schema: { type: 'string', pattern: '^(0|[1-9][0-9]{0,8}\\.[1-9][0-9]{0,8})$', example: '3.120' },
    maxLength: 19,
    parse: text.regex(/^(0|[1-9]\d{0,8}\.[1-9]\d{0,8})$/, 'must be a cursor from an earlier answer (next_cursor), or 0 for the start of the feed'),
  },
  limit: {
    name: 'limit',
    description: 'Most changes per answer, 1-1000; default 100. Follow `next_cursor` while `has_more` is true.',
    schema: { type: 'integer', minimum: 1, maximum: 1000, default: 100 },
    maxLength: 4,
    parse: text.regex(/^\d{1,4}$/, 'must be a number 1-1000').transform(Number).refine((limit) => limit >= 1 && limit <= 1000, 'must be a number 1-1000'),
  },
  count: {
    name: 'count',
    description: 'How many holidays to return, 1-50; default 1.',
    schema: { type: 'integer', minimum: 1, maximum: 50, default: 1 },
    maxLength: 2,
    parse: text.regex(/^\d{1,2}$/, 'must be a number 1-50').transform(Number).refine((count) => count >= 1 && count <= 50, 'must be a number 1-50'),
  },
};

/** Parameters whose meaning or values differ on one endpoint; the rest are PARAMETERS'. */
const ENDPOINT_PARAMETER_DEFS: Partial<Record<EndpointName, Record<string, ParameterDef>>> = {
  next: {
    date: {
      name: 'date',
      description: "The first day to look from (included), YYYY-MM-DD, within the country's `years` range; default today in the country's time zone (its first `timezones` entry).",
      schema: { type: 'string', format: 'date', example: '2025-12-20' },
      maxLength: 10,
      parse: calendarDay,
    },
  },
  export: {
    format: {
      name: 'format',
      description: 'ics (default): an iCalendar file (RFC 5545); csv: a CSV file (RFC 4180) with a header row.',
      schema: { type: 'string', enum: ['ics', 'csv'], default: 'ics' },
      maxLength: 8,
      parse: text.transform((value) => value.toLowerCase()).pipe(z.enum(['ics', 'csv'], { error: 'must be ics or csv' })),
    },
  },
};

/** The definition of a parameter on one endpoint. */
export const parameterDef = (endpoint: EndpointName, name: string): ParameterDef => ENDPOINT_PARAMETER_DEFS[endpoint]?.[name] ?? PARAMETERS[name]!;

/** true when the endpoint's `format` parameter offers XML (its errors are then XML when XML was asked for). */
export const offersXml = (endpoint: EndpointName): boolean => (parameterDef(endpoint, 'format').schema.enum as string[]).includes('xml');

export type EndpointName = 'list' | 'countries' | 'check' | 'working-days' | 'next' | 'export' | 'changes' | 'history';

export interface EndpointParameters {
  required: string[];
  optional: string[];
}

export const CREDENTIAL_PARAMETERS: ReadonlySet<string> = new Set(['api_key', 'api_token']);

export const ENDPOINT_PARAMETERS: Record<EndpointName, EndpointParameters> = {
  list: {
    required: ['country', 'year'],
    optional: [
      'month',
      'day',
      'includeDeprecated',
      'dataVersion',
      'public',
      'regions',
      'subdivision',
      'after',
      'before',
      'type',
      'public_only',
      'language',
      'lang',
      'timezone',
      'format',
      'api_key',
      'api_token',
    ],
  },
  countries: { required: [], optional: ['code', 'dataVersion', 'format', 'api_key', 'api_token'] },
  check: {
    required: ['country', 'date'],
    optional: ['regions', 'subdivision', 'type', 'dataVersion', 'language', 'lang', 'format', 'api_key', 'api_token'],
  },
  'working-days': {
    required: ['country', 'start', 'end'],
    optional: ['regions', 'subdivision', 'dataVersion', 'format', 'api_key', 'api_token'],
  },
  next: {
    required: ['country'],
    optional: ['date', 'count', 'regions', 'subdivision', 'type', 'dataVersion', 'language', 'lang', 'format', 'api_key', 'api_token'],
  },
  export: {
    required: ['country', 'year'],
    optional: ['format', 'regions', 'subdivision', 'type', 'includeDeprecated', 'language', 'lang', 'api_key', 'api_token'],
  },
  changes: { required: [], optional: ['since', 'country', 'limit', 'format', 'api_key', 'api_token'] },
  history: { required: [], optional: ['format', 'api_key', 'api_token'] },
};

export const knownParameters = (endpoint: EndpointName): string[] => [
  ...ENDPOINT_PARAMETERS[endpoint].required,
  ...ENDPOINT_PARAMETERS[endpoint].optional,
];
