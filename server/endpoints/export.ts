// GET /v3/public-holidays/export?country&year[&regions][&format=ics|csv]: one
// country's year as a calendar file (ICS) or a spreadsheet (CSV), selected
// like the list. Read from contract 3.1.2 (core/contracts.ts EXPORT_VERSION),
// whose records carry the `revision` that becomes the ICS SEQUENCE.

import { z } from 'zod';
import { EXPORT_VERSION } from '../../core/contracts.js';
import { toCsv } from '../csv.js';
import { present, selectIndexes, type HolidayFilter } from '../holidays.js';
import { toIcs } from '../ics.js';
import * as P from '../parameters.js';
import { checkYear, countryScope, notPublished } from './country-scope.js';
import { echoKey } from './echo.js';
import { defineEndpoint } from './endpoint.js';

export { EXPORT_VERSION };

export type ExportFormat = 'ics' | 'csv';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  ics: 'text/calendar; charset=utf-8',
  csv: 'text/csv; charset=utf-8; header=present',
};

const fileFormat = P.parameter({
  name: 'format',
  description: 'ics (default): an iCalendar file (RFC 5545); csv: a CSV file (RFC 4180) with a header row.',
  schema: { type: 'string', enum: ['ics', 'csv'] },
  example: 'csv',
  maxLength: 8,
  parse: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(['ics', 'csv'], { error: 'must be ics or csv' })),
  plan: 'growth',
});

/** The snapshot's time (ids are `<sequence>-<YYYYMMDDTHHMMSSZ>`) as RFC 3339. */
function snapshotTime(id: string): string {
  const match = /-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(id);
  return match ? `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z` : '1970-01-01T00:00:00Z';
}

export default defineEndpoint({
  name: 'export',
  tag: 'Holidays',
  paths: [
    {
      path: '/v3/public-holidays/export',
      operationId: 'exportHolidays',
      summary: 'One year as an iCalendar or CSV file',
    },
  ],
  description: `Selected like the list (nationwide and regional, narrowed by regions and type), from contract ${EXPORT_VERSION}. ICS: one all-day VEVENT per holiday (DTSTART/DTEND;VALUE=DATE, end exclusive), UID = holiday id, SEQUENCE = revision. The file is the answer itself: no envelope; errors are the usual JSON envelope.`,
  plan: 'pro',
  parameters: [
    P.required(P.country),
    P.required(P.year),
    fileFormat,
    P.regions,
    P.type,
    P.includeDeprecated,
    P.language,
  ],
  success: {
    kind: 'file',
    description: 'The file, with Content-Disposition: attachment.',
    contentTypes: {
      ics: {
        contentType: EXPORT_CONTENT_TYPES.ics,
        description: 'iCalendar (RFC 5545), CRLF line ends, folded lines.',
      },
      csv: { contentType: EXPORT_CONTENT_TYPES.csv, description: 'CSV (RFC 4180) with a header row.' },
    },
    headers: {
      'Content-Disposition': {
        description: 'attachment; filename="holidays-<CC>-<year>[-<regions>].<ics|csv>"',
        schema: { type: 'string' },
      },
    },
  },

  scope: (input) =>
    countryScope(input, {
      version: EXPORT_VERSION,
      check: ({ raw, problems }, entry) => {
        const year = checkYear(raw, entry, problems);
        return year === null ? null : { year };
      },
    }),

  async handle({ snapshot, raw, query, scope: { entry, regions, year } }) {
    const data = await snapshot.year(EXPORT_VERSION, entry.code, year);
    if (!data) throw notPublished(entry, year, EXPORT_VERSION);
    const filter: HolidayFilter = {
      types: query.type ? new Set(query.type) : undefined,
      regions: regions?.scope,
      includeDeprecated: query.includeDeprecated === true,
    };
    const language = query.language;
    const ledger = language ? await snapshot.ledger(entry.code) : null;
    const holidays = selectIndexes(data, filter).map((index) => {
      const holiday = data.holidays[index]!;
      return language ? present(holiday, { language, ledger, countryZone: entry.timezones[0] ?? 'UTC' }) : holiday;
    });

    const format = query.format ?? 'ics';
    const scopeSuffix = regions ? `-${[...regions.codes].join('_')}` : '';
    const filename = `holidays-${entry.code}-${year}${scopeSuffix}.${format}`;
    const document =
      format === 'ics'
        ? toIcs(holidays, { name: `${entry.name} holidays ${year}`, stamp: snapshotTime(snapshot.id) })
        : toCsv(holidays);
    return {
      status: 200,
      format: 'json',
      envelope: {},
      document: { contentType: EXPORT_CONTENT_TYPES[format], body: document },
      headers: { 'Content-Disposition': `attachment; filename="${filename}"` },
      etagSource: `export\0${echoKey(raw)}\0${data.digest}\0${ledger?.digest ?? ''}`,
    };
  },
});
