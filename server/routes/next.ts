// GET /v3/public-holidays/next?country[&regions][&count][&date]: the next
// holidays on or after a day (default: today in the country's time zone),
// reading on into the following years' files until `count` are found.
// Without `type`, the statutory days off (as for working days); with `type`,
// those types, nationwide or in a listed region.

import { badParameters } from '../errors.js';
import { inScope, present } from '../holidays.js';
import { isDayOff } from '../days-off.js';
import type { PublishedHoliday } from '../snapshot.js';
import { checkCityPlan, echoKey, echoOf, formatOf, notPublished, countryRequest, resolveRegions, type EndpointHandler } from './common.js';
import { dayOutsideYears } from './day-range.js';

export const DEFAULT_COUNT = 1;
export const MAX_COUNT = 50;

const NO_REGIONS: ReadonlySet<string> = new Set();

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in a time zone, YYYY-MM-DD. */
export function dayInZone(ms: number, zone: string): string {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(ms).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export const nextHolidays: EndpointHandler = async ({ snapshot, plan, raw, query }) => {
  const { values, version, countries, errors, entry } = await countryRequest(snapshot, query);
  const sentDate = values.get('date') as string | undefined;
  if (entry && sentDate !== undefined) {
    const outside = dayOutsideYears(entry, 'date', sentDate);
    if (outside) errors.push(outside);
  }
  const regions = entry ? resolveRegions(countries, entry, query, errors) : undefined;
  if (errors.length > 0 || !entry) throw badParameters(errors);
  checkCityPlan(regions, plan, query.sent.has('regions') ? 'regions' : 'subdivision');

  // Today where the country is: its first (main) zone.
  const from = sentDate ?? dayInZone(Date.now(), entry.timezones[0] ?? 'UTC');
  const count = (values.get('count') as number | undefined) ?? DEFAULT_COUNT;
  const types = values.get('type') as string[] | undefined;
  const selected = (holiday: PublishedHoliday) =>
    types ? !holiday.deprecated && types.includes(holiday.type) && inScope(holiday, regions?.codes ?? NO_REGIONS) : isDayOff(holiday, regions?.codes);

  const found: PublishedHoliday[] = [];
  const digests: string[] = [];
  const firstYear = Math.max(Number(from.slice(0, 4)), entry.years.from);
  for (let year = firstYear; year <= entry.years.to && found.length < count; year++) {
    const data = await snapshot.year(version, entry.code, year);
    if (!data) {
      // The asked-for day's own year must be there; a later gap only ends the search.
      if (year === firstYear) throw notPublished(entry, year, version);
      break;
    }
    digests.push(data.digest);
    for (const holiday of data.holidays) {
      if (found.length >= count) break;
      if (holiday.date >= from && selected(holiday)) found.push(holiday);
    }
  }

  const language = values.get('language') as string | undefined;
  const ledger = language ? await snapshot.ledger(entry.code) : null;
  const holidays = found.map((holiday) => (language ? present(holiday, { language, ledger, countryZone: entry.timezones[0] ?? 'UTC' }) : holiday));
  return {
    status: 200,
    format: formatOf(query),
    envelope: { date: from, holidays, query: echoOf(raw, version) },
    // Without `date` the answer changes with the day: the day is part of the ETag, and it is not kept for reuse.
    etagSource: `next\0${echoKey(raw)}\0${from}\0${digests.join(',')}\0${ledger?.digest ?? ''}`,
    reusable: sentDate !== undefined,
  };
};
