// GET /v3/public-holidays/next?country[&regions][&count][&date]: the next
// holidays on or after a day (default: today in the country's time zone, by
// the app's clock), reading on into the following years' files until `count`
// are found. Without `type`, the statutory days off (as for working days);
// with `type`, those types, nationwide or in a listed region.

import { isDayOff } from '../days-off.js';
import { RegionScope } from '../../core/iso-3166-2.js';
import { inScope, present } from '../holidays.js';
import * as P from '../parameters.js';
import { answeredRegions, anyHoliday, arrayOf, queryEcho } from '../response-schemas.js';
import type { PublishedHoliday } from '../snapshot.js';
import { countryScope, dateWithinYears, notPublished } from './country-scope.js';
import { echoKey, echoOf, regionsAnswered } from './echo.js';
import { defineEndpoint } from './endpoint.js';

export const DEFAULT_COUNT = 1;

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

const fromDay = {
  ...P.date,
  description:
    "The first day to look from (included), YYYY-MM-DD, within the country's `years` range; default today in the country's time zone (its first `timezones` entry).",
  schema: { type: 'string', format: 'date' },
  example: '2026-06-20',
};

export default defineEndpoint({
  name: 'next',
  tag: 'Holidays',
  paths: [{ path: '/v3/public-holidays/next', operationId: 'nextHolidays', summary: 'The next holidays from a day' }],
  description:
    "Holidays whose date is on or after `date` (default today in the country's time zone), across year boundaries. Without `type`: statutory days off (public nationwide, regional in a listed region).",
  plan: 'explorer',
  parameters: [P.required(P.country), fromDay, P.count, P.regions, P.type, P.dataVersion, P.language, P.format],
  success: {
    kind: 'envelope',
    members: {
      date: {
        type: 'string',
        format: 'date',
        description: "The day looked from: `date` as sent, or today in the country's time zone.",
      },
      holidays: arrayOf(
        anyHoliday,
        'holiday',
        'Up to `count` holidays whose date is on or after `date`, in date order, across years.',
      ),
      regions: answeredRegions,
      query: queryEcho,
    },
    optional: ['regions'],
  },

  scope: (input) => countryScope(input, { check: dateWithinYears }),

  async handle({ snapshot, raw, query, scope: { entry, version, regions }, now }) {
    // Today where the country is: its first (main) zone.
    const from = query.date ?? dayInZone(now, entry.timezones[0] ?? 'UTC');
    const count = query.count ?? DEFAULT_COUNT;
    const types = query.type;
    const selected = (holiday: PublishedHoliday) =>
      types
        ? !holiday.deprecated && types.includes(holiday.type) && inScope(holiday, regions?.scope ?? RegionScope.NONE)
        : isDayOff(holiday, regions?.scope);

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

    const language = query.language;
    const ledger = language ? await snapshot.ledger(entry.code) : null;
    const holidays = language
      ? found.map((holiday) => present(holiday, { language, ledger, countryZone: entry.timezones[0] ?? 'UTC' }))
      : found;
    return {
      status: 200,
      format: query.format ?? 'json',
      envelope: { date: from, holidays, ...regionsAnswered(regions, version), query: echoOf(raw, version) },
      // Without `date` the answer changes with the day: the day is part of the ETag, and it is not kept for reuse.
      etagSource: `next\0${echoKey(raw)}\0${from}\0${digests.join(',')}\0${ledger?.digest ?? ''}`,
      reusable: query.date !== undefined,
    };
  },
});
