// GET /v3/public-holidays/list: one country's holidays of one year, filtered
// and shown as asked (docs/api.md, list, Time zones and Parameters).

import { z } from 'zod';
import { PLAN_LABELS } from '../../core/plans.js';
import { isUnfiltered, needsPresentation, present, selectIndexes, type HolidayFilter } from '../holidays.js';
import * as P from '../parameters.js';
import { RawJson } from '../respond.js';
import { answeredRegions, anyHoliday, arrayOf, queryEcho } from '../response-schemas.js';
import type { YearData } from '../snapshot.js';
import { checkYear, countryScope, notPublished } from './country-scope.js';
import { echoKey, echoOf, regionsAnswered } from './echo.js';
import { defineEndpoint } from './endpoint.js';
import exportEndpoint from './export.js';

const pad = (value: number) => String(value).padStart(2, '0');

const dayExists = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;

/** A file format asked of the list: the export endpoint makes that file of the same selection. */
const FILE_FORMATS: Record<string, string> = { csv: 'a CSV', ics: 'an iCalendar' };

/** `format` as the list takes it: json or xml, and a pointer to the export for csv or ics. */
const listFormat = P.parameter({
  ...P.format,
  parse: z.string().transform((value, context): 'json' | 'xml' => {
    const lower = value.toLowerCase();
    if (lower === 'json' || lower === 'xml') return lower;
    const file = FILE_FORMATS[lower];
    context.addIssue({
      code: 'custom',
      message: file
        ? `must be json or xml; ${file} file of the same selection is GET ${exportEndpoint.paths[0]!.path} with format=${lower} (${PLAN_LABELS[exportEndpoint.plan]} plan)`
        : 'must be json or xml',
    });
    return z.NEVER;
  }),
});

const parameters = [
  P.required(P.country),
  P.required(P.year),
  P.month,
  P.day,
  P.includeDeprecated,
  P.dataVersion,
  P.publicFilter,
  P.regions,
  P.after,
  P.before,
  P.type,
  P.publicOnly,
  P.language,
  P.timezone,
  listFormat,
] as const;

export default defineEndpoint({
  name: 'list',
  tag: 'Holidays',
  paths: [
    { path: '/v3/public-holidays/list', operationId: 'listHolidays', summary: 'Holidays of one country and year' },
  ],
  description:
    "Filters apply to the holiday's `date`. Soft-removed holidays are left out unless includeDeprecated=true.",
  plan: 'explorer',
  parameters,
  success: {
    kind: 'envelope',
    members: {
      holidays: arrayOf(anyHoliday, 'holiday'),
      total: { type: 'integer', minimum: 0, description: 'The number of holidays in `holidays`.' },
      regions: answeredRegions,
      query: queryEcho,
    },
    optional: ['regions'],
  },

  scope: (input) =>
    countryScope(input, {
      check: ({ raw, values, problems }, entry) => {
        const year = checkYear(raw, entry, problems);
        const { month, day, after, before } = values;
        // Legacy after=1 / before=1: year-month-day is the reference date, not a filter (docs/api.md, Parameters).
        if ((after === '1' || before === '1') && (month === undefined || day === undefined)) {
          const parameter = after === '1' ? 'after' : 'before';
          problems.push({
            code: 'missing_parameter',
            parameter,
            message: `${parameter}=1 compares with the date year-month-day: send month and day too, or send a date (YYYY-MM-DD) instead of 1`,
          });
        }
        if (year !== null && month !== undefined && day !== undefined && !dayExists(year, month, day)) {
          problems.push({
            code: 'invalid_parameter',
            parameter: 'day',
            message: `day ${day} does not exist in month ${month} of ${year}`,
          });
        }
        return year === null ? null : { year };
      },
    }),

  async handle({ snapshot, raw, query, scope: { entry, version, regions, year } }) {
    const legacy = query.after === '1' || query.before === '1';
    const pivot = legacy ? `${year}-${pad(query.month!)}-${pad(query.day!)}` : undefined;
    const bound = (value: string | undefined) => (value === '1' ? pivot : value === '0' ? undefined : value);
    const filter: HolidayFilter = {
      month: legacy ? undefined : query.month,
      day: legacy ? undefined : query.day,
      after: bound(query.after),
      before: bound(query.before),
      types: query.type ? new Set(query.type) : undefined,
      regions: regions?.scope,
      publicOnly: query.public === true || query.public_only === true,
      includeDeprecated: query.includeDeprecated === true,
    };

    const data = await snapshot.year(version, entry.code, year);
    if (!data) throw notPublished(entry, year, version);
    const presentation = { timezone: query.timezone, language: query.language };
    const ledger = needsPresentation(presentation) ? await snapshot.ledger(entry.code) : null;

    const holidays = needsPresentation(presentation)
      ? selectIndexes(data, filter).map((index) =>
          present(data.holidays[index]!, { ...presentation, ledger, countryZone: entry.timezones[0] ?? 'UTC' }),
        )
      : serialized(data, filter);
    return {
      status: 200,
      format: query.format ?? 'json',
      envelope: {
        holidays,
        // The number of holidays in the answer (the official JavaScript SDK reads it).
        total: Array.isArray(holidays) ? holidays.length : (holidays.values() as unknown[]).length,
        ...regionsAnswered(regions, version),
        query: echoOf(raw, version),
      },
      etagSource: `list\0${echoKey(raw)}\0${data.digest}\0${ledger?.digest ?? ''}`,
    };
  },
});

/** The selected holidays as published, without serializing them again. */
function serialized(data: YearData, filter: HolidayFilter): RawJson {
  if (isUnfiltered(filter))
    return new RawJson(data.activeJson, () => data.holidays.filter((holiday) => !holiday.deprecated));
  const indexes = selectIndexes(data, filter);
  return new RawJson(`[${indexes.map((index) => data.json[index]).join(',')}]`, () =>
    indexes.map((index) => data.holidays[index]),
  );
}
