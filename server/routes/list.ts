// GET /v3/public-holidays/list: one country's holidays of one year, filtered
// and shown as asked (spec "GET /public-holidays/list", decisions §1, §3, §7).

import { badParameters } from '../errors.js';
import { isUnfiltered, needsPresentation, present, selectIndexes, type HolidayFilter } from '../holidays.js';
import { RawJson } from '../respond.js';
import type { YearData } from '../snapshot.js';
import {
  checkCityPlan,
  checkYear,
  echoKey,
  echoOf,
  formatOf,
  notPublished,
  countryRequest,
  resolveRegions,
  type EndpointHandler,
} from './common.js';

const pad = (value: number) => String(value).padStart(2, '0');

const dayExists = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;

export const listHolidays: EndpointHandler = async ({ snapshot, plan, raw, query }) => {
  const { values, version, countries, errors, entry } = await countryRequest(snapshot, query);
  const year = checkYear(raw, entry, errors);
  const month = values.get('month') as number | undefined;
  const day = values.get('day') as number | undefined;
  const after = values.get('after') as string | undefined;
  const before = values.get('before') as string | undefined;

  // Legacy after=1 / before=1: year-month-day is the reference date, not a filter (decisions §7).
  const legacy = after === '1' || before === '1';
  if (legacy && (month === undefined || day === undefined)) {
    errors.push({
      code: 'missing_parameter',
      parameter: after === '1' ? 'after' : 'before',
      message: `${after === '1' ? 'after' : 'before'}=1 compares with the date year-month-day: send month and day too, or send a date (YYYY-MM-DD) instead of 1`,
    });
  }
  if (year !== null && month !== undefined && day !== undefined && !dayExists(year, month, day)) {
    errors.push({ code: 'invalid_parameter', parameter: 'day', message: `day ${day} does not exist in month ${month} of ${year}` });
  }
  const regions = entry ? resolveRegions(countries, entry, query, errors) : undefined;
  if (errors.length > 0 || !entry || year === null) throw badParameters(errors);
  checkCityPlan(regions, plan, query.sent.has('regions') ? 'regions' : 'subdivision');

  const pivot = legacy ? `${year}-${pad(month!)}-${pad(day!)}` : undefined;
  const filter: HolidayFilter = {
    month: legacy ? undefined : month,
    day: legacy ? undefined : day,
    after: after === '1' ? pivot : after === '0' ? undefined : after,
    before: before === '1' ? pivot : before === '0' ? undefined : before,
    types: values.has('type') ? new Set(values.get('type') as string[]) : undefined,
    regions: regions?.codes,
    publicOnly: values.get('public') === true || values.get('public_only') === true,
    includeDeprecated: values.get('includeDeprecated') === true,
  };

  const data = await snapshot.year(version, entry.code, year);
  if (!data) throw notPublished(entry, year, version);
  const presentation = {
    timezone: values.get('timezone') as string | undefined,
    language: values.get('language') as string | undefined,
  };
  const ledger = needsPresentation(presentation) ? await snapshot.ledger(entry.code, year) : null;

  return {
    status: 200,
    format: formatOf(query),
    envelope: {
      holidays: needsPresentation(presentation)
        ? selectIndexes(data, filter).map((index) => present(data.holidays[index]!, { ...presentation, ledger, countryZone: entry.timezones[0] ?? 'UTC' }))
        : serialized(data, filter),
      query: echoOf(raw, version),
    },
    etagSource: `list\0${echoKey(raw)}\0${data.digest}\0${ledger?.digest ?? ''}`,
  };
};

/** The selected holidays as published, without serializing them again. */
function serialized(data: YearData, filter: HolidayFilter): RawJson {
  if (isUnfiltered(filter)) return new RawJson(data.activeJson, () => data.holidays.filter((holiday) => !holiday.deprecated));
  const indexes = selectIndexes(data, filter);
  return new RawJson(`[${indexes.map((index) => data.json[index]).join(',')}]`, () => indexes.map((index) => data.holidays[index]));
}
