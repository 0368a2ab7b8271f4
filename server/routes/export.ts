// GET /v3/public-holidays/export?country&year[&regions][&format=ics|csv]: one
// country's year as a calendar file (ICS) or a spreadsheet (CSV), selected
// like the list. Always read from contract 3.1.2, whose records carry the
// `revision` that becomes the ICS SEQUENCE.

import { toCsv } from '../csv.js';
import { badParameters } from '../errors.js';
import { present, selectIndexes, type HolidayFilter } from '../holidays.js';
import { toIcs } from '../ics.js';
import { checkCityPlan, checkYear, echoKey, notPublished, countryRequest, resolveRegions, type EndpointHandler } from './common.js';

const EXPORT_VERSION = '3.1.2';

/** The snapshot's time (ids are `<sequence>-<YYYYMMDDTHHMMSSZ>`) as RFC 3339. */
function snapshotTime(id: string): string {
  const match = /-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(id);
  return match ? `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z` : '1970-01-01T00:00:00Z';
}

export type ExportFormat = 'ics' | 'csv';

export const EXPORT_CONTENT_TYPES: Record<ExportFormat, string> = {
  ics: 'text/calendar; charset=utf-8',
  csv: 'text/csv; charset=utf-8; header=present',
};

export const exportHolidays: EndpointHandler = async ({ snapshot, plan, raw, query }) => {
  const { values, countries, errors, entry } = await countryRequest(snapshot, query, EXPORT_VERSION);
  const year = checkYear(raw, entry, errors);
  const regions = entry ? resolveRegions(countries, entry, query, errors) : undefined;
  if (errors.length > 0 || !entry || year === null) throw badParameters(errors);
  checkCityPlan(regions, plan, query.sent.has('regions') ? 'regions' : 'subdivision');

  const data = await snapshot.year(EXPORT_VERSION, entry.code, year);
  if (!data) throw notPublished(entry, year, EXPORT_VERSION);
  const filter: HolidayFilter = {
    types: values.has('type') ? new Set(values.get('type') as string[]) : undefined,
    regions: regions?.codes,
    includeDeprecated: values.get('includeDeprecated') === true,
  };
  const language = values.get('language') as string | undefined;
  const ledger = language ? await snapshot.ledger(entry.code) : null;
  const holidays = selectIndexes(data, filter).map((index) => {
    const holiday = data.holidays[index]!;
    return language ? present(holiday, { language, ledger, countryZone: entry.timezones[0] ?? 'UTC' }) : holiday;
  });

  const format = (values.get('format') as ExportFormat | undefined) ?? 'ics';
  const scope = regions ? `-${[...regions.codes].join('_')}` : '';
  const filename = `holidays-${entry.code}-${year}${scope}.${format}`;
  const document =
    format === 'ics' ? toIcs(holidays, { name: `${entry.name} holidays ${year}`, stamp: snapshotTime(snapshot.id) }) : toCsv(holidays);
  return {
    status: 200,
    format: 'json',
    envelope: {},
    document: { contentType: EXPORT_CONTENT_TYPES[format], body: document },
    headers: { 'Content-Disposition': `attachment; filename="${filename}"` },
    etagSource: `export\0${echoKey(raw)}\0${data.digest}\0${ledger?.digest ?? ''}`,
  };
};
