// GET /v3/working-days?country&start&end[&regions]: how many working days lie
// between two days, both included (docs/api.md, Endpoints). A day is a weekend day by
// the country's own convention on that day (core/weekend.ts), unless the
// government made it a working day (a makeup working day, `workdays/<CC>.json`
// in the snapshot): that one counts as a weekday. A weekday is lost when a
// statutory holiday is observed on it (server/days-off.ts). Each day counts
// once, whatever number of holidays fall on it.

import type { ContractVersion } from '../../core/contracts.js';
import { addDays, daysBetween, weekdayOf } from '../../core/dates.js';
import { weekendOn, weekendPeriods } from '../../core/weekend.js';
import type { RegionScope } from '../../core/iso-3166-2.js';
import type { MakeupWorkday } from '../../core/workdays.js';
import { isDayOff } from '../days-off.js';
import * as P from '../parameters.js';
import { answeredRegions, anyHoliday, arrayOf, objectOf, queryEcho } from '../response-schemas.js';
import type { CountryEntry, PublishedHoliday, Snapshot, YearData } from '../snapshot.js';
import { countryScope, dayOutsideYears, notPublished } from './country-scope.js';
import { echoKey, echoOf, regionsAnswered } from './echo.js';
import { defineEndpoint } from './endpoint.js';

/** The longest span answered: any ten calendar years fit. Longer spans are split by the client. */
export const MAX_SPAN_DAYS = 3660;

const weekdays = { type: 'array', items: { type: 'integer', minimum: 0, maximum: 6 } };

export default defineEndpoint({
  name: 'working-days',
  tag: 'Working days',
  paths: [{ path: '/v3/working-days', operationId: 'countWorkingDays', summary: 'Working days between two days' }],
  description: `Both ends included; at most ${MAX_SPAN_DAYS} days. Weekend days follow the country's own convention on each day; a weekend day that the government made a working day (a makeup working day, e.g. China's 调休) counts as a working day and is listed in workdays; a weekday is lost when a statutory holiday (public nationwide, or regional in a listed region) is observed on it, also when the holiday itself belongs to another year.`,
  plan: 'builder',
  parameters: [P.required(P.country), P.required(P.start), P.required(P.end), P.regions, P.dataVersion, P.format],
  success: {
    kind: 'envelope',
    members: {
      workingDays: {
        type: 'integer',
        description:
          'Days of the span that are neither weekend days nor observed statutory holidays; makeup working days (workdays) count here.',
      },
      weekendDays: {
        type: 'integer',
        description:
          "Days of the span on the country's weekend (by the convention in force on each day), makeup working days left out.",
      },
      holidayDays: {
        type: 'integer',
        description: 'Weekdays of the span on which a statutory holiday is observed; each day counts once.',
      },
      days: { type: 'integer', description: 'Days in the span, both ends included.' },
      holidays: arrayOf(
        anyHoliday,
        'holiday',
        'The records whose observed day removed a working day, by observed day.',
      ),
      workdays: arrayOf(
        objectOf({
          date: { type: 'string', format: 'date' },
          name: { type: 'string', description: 'What the day is worked for, in English.' },
        }),
        'workday',
        'Weekend days of the span that the government made working days (makeup working days), counted in workingDays, by date.',
      ),
      weekend: arrayOf(weekdays.items, 'day', 'Weekend days (0 = Sunday … 6 = Saturday) in force on `end`.'),
      weekendPeriods: arrayOf(
        objectOf({
          from: { type: 'string', format: 'date' },
          to: { type: 'string', format: 'date' },
          weekend: arrayOf(weekdays.items, 'day'),
        }),
        'period',
        'The weekend conventions over the span, one entry each (more than one when the country changed its weekend within the span).',
      ),
      regions: answeredRegions,
      query: queryEcho,
    },
    optional: ['regions'],
  },

  scope: (input) =>
    countryScope(input, {
      check: ({ values: { start, end }, problems }, entry) => {
        if (entry) {
          for (const [parameter, day] of [
            ['start', start],
            ['end', end],
          ] as const) {
            const outside = day === undefined ? null : dayOutsideYears(entry, parameter, day);
            if (outside) problems.push(outside);
          }
        }
        if (start !== undefined && end !== undefined) {
          if (end < start) {
            problems.push({
              code: 'invalid_parameter',
              parameter: 'end',
              message: `end must not be before start (${start}); got "${end}"`,
            });
          } else if (daysBetween(start, end) + 1 > MAX_SPAN_DAYS) {
            problems.push({
              code: 'invalid_parameter',
              parameter: 'end',
              message: `the span from start to end is ${daysBetween(start, end) + 1} days; at most ${MAX_SPAN_DAYS} days are accepted: split longer spans into several requests`,
            });
          }
        }
        return {};
      },
    }),

  async handle({ snapshot, raw, query: { start, end, format }, scope: { entry, version, regions } }) {
    const onWeekend = (day: string) => weekendOn(entry.code, day).includes(weekdayOf(day));
    // Makeup working days of the span (nationwide, or in a listed region) count as weekdays.
    const makeup = await snapshot.workdays(entry.code);
    const worked = new Map<string, MakeupWorkday>();
    for (const [day, workday] of makeup?.byDate ?? []) {
      if (day >= start && day <= end && onWeekend(day) && appliesIn(workday, regions?.scope)) worked.set(day, workday);
    }
    const isWeekend = (day: string) => !worked.has(day) && onWeekend(day);
    const total = daysBetween(start, end) + 1;
    let weekendDays = 0;
    for (let day = start; day <= end; day = addDays(day, 1)) if (isWeekend(day)) weekendDays++;

    // The day off is `observed`, whichever year's file holds the record.
    const files = await spanFiles(snapshot, version, entry, Number(start.slice(0, 4)), Number(end.slice(0, 4)));
    const holidays: PublishedHoliday[] = [];
    const daysOff = new Set<string>();
    const seen = new Set<string>();
    for (const data of files) {
      for (const holiday of data.holidays) {
        if (holiday.observed < start || holiday.observed > end || seen.has(holiday.id)) continue;
        if (!isDayOff(holiday, regions?.scope) || isWeekend(holiday.observed)) continue;
        seen.add(holiday.id);
        holidays.push(holiday);
        daysOff.add(holiday.observed);
      }
    }
    // Stable: records of one day keep their file order.
    holidays.sort((a, b) => (a.observed < b.observed ? -1 : a.observed > b.observed ? 1 : 0));
    const workdays = [...worked.values()]
      .filter((workday) => !daysOff.has(workday.date))
      .map(({ date, name }) => ({ date, name }))
      .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

    const periods = weekendPeriods(entry.code, start, end);
    return {
      status: 200,
      format: format ?? 'json',
      envelope: {
        workingDays: total - weekendDays - daysOff.size,
        weekendDays,
        holidayDays: daysOff.size,
        days: total,
        holidays,
        workdays,
        weekend: periods[periods.length - 1]!.weekend,
        weekendPeriods: periods,
        ...regionsAnswered(regions, version),
        query: echoOf(raw, version),
      },
      etagSource: `working-days\0${echoKey(raw)}\0${files.map((data) => data.digest).join(',')}\0${makeup?.digest ?? ''}`,
    };
  },
});

/** A makeup working day without subdivisions is nationwide; one with subdivisions counts only in a listed one. */
function appliesIn(workday: MakeupWorkday, regions: RegionScope | undefined): boolean {
  return !workday.subdivisions || (regions !== undefined && regions.keeps(workday.subdivisions));
}

/**
 * The year files of `from`..`to`, plus the years just before and after when
 * they are published (a day off can belong to a holiday of the neighbouring
 * year). A year of the span missing from the snapshot is a 404, as on the list.
 */
async function spanFiles(
  snapshot: Snapshot,
  version: ContractVersion,
  entry: CountryEntry,
  from: number,
  to: number,
): Promise<YearData[]> {
  const years: number[] = [];
  for (let year = Math.max(from - 1, entry.years.from); year <= Math.min(to + 1, entry.years.to); year++)
    years.push(year);
  const files = await Promise.all(years.map((year) => snapshot.year(version, entry.code, year)));
  const found: YearData[] = [];
  years.forEach((year, index) => {
    const data = files[index];
    if (data) found.push(data);
    else if (year >= from && year <= to) throw notPublished(entry, year, version);
  });
  return found;
}
