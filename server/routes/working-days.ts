// GET /v3/working-days?country&start&end[&regions]: how many working days lie
// between two days, both included (decisions §4). A day is a weekend day by
// the country's own convention on that day (server/weekend.ts); a weekday is
// lost when a statutory holiday is observed on it (server/days-off.ts). Each
// day counts once, whatever number of holidays fall on it.

import { addDays, daysBetween, weekdayOf } from '../../pipeline/dates.js';
import { isDayOff } from '../days-off.js';
import { badParameters } from '../errors.js';
import type { PublishedHoliday } from '../snapshot.js';
import { weekendOn, weekendPeriods } from '../weekend.js';
import { checkCityPlan, echoKey, echoOf, formatOf, countryRequest, resolveRegions, type EndpointHandler } from './common.js';
import { dayOutsideYears, spanFiles } from './day-range.js';

/** The longest span answered: any ten calendar years fit. Longer spans are split by the client. */
export const MAX_SPAN_DAYS = 3660;

export const countWorkingDays: EndpointHandler = async ({ snapshot, plan, raw, query }) => {
  const { values, version, countries, errors, entry } = await countryRequest(snapshot, query);
  const start = values.get('start') as string | undefined;
  const end = values.get('end') as string | undefined;
  if (entry) {
    for (const [parameter, day] of [['start', start], ['end', end]] as const) {
      const outside = day === undefined ? null : dayOutsideYears(entry, parameter, day);
      if (outside) errors.push(outside);
    }
  }
  if (start !== undefined && end !== undefined) {
    if (end < start) {
      errors.push({ code: 'invalid_parameter', parameter: 'end', message: `end must not be before start (${start}); got "${end}"` });
    } else if (daysBetween(start, end) + 1 > MAX_SPAN_DAYS) {
      errors.push({
        code: 'invalid_parameter',
        parameter: 'end',
        message: `the span from start to end is ${daysBetween(start, end) + 1} days; at most ${MAX_SPAN_DAYS} days are accepted: split longer spans into several requests`,
      });
    }
  }
  const regions = entry ? resolveRegions(countries, entry, query, errors) : undefined;
  if (errors.length > 0 || !entry || start === undefined || end === undefined) throw badParameters(errors);
  checkCityPlan(regions, plan, query.sent.has('regions') ? 'regions' : 'subdivision');

  const isWeekend = (day: string) => weekendOn(entry.code, day).includes(weekdayOf(day));
  const total = daysBetween(start, end) + 1;
  let weekendDays = 0;
  for (let day = start; day <= end; day = addDays(day, 1)) if (isWeekend(day)) weekendDays++;

  // The day off is `observed`, whichever year's file holds the record.
  const files = await spanFiles(snapshot, version, entry, Number(start.slice(0, 4)), Number(end.slice(0, 4)));
  const holidays: PublishedHoliday[] = [];
  const daysOff = new Set<string>();
  const seen = new Set<string>();
  for (const { data } of files) {
    for (const holiday of data.holidays) {
      if (holiday.observed < start || holiday.observed > end || seen.has(holiday.id)) continue;
      if (!isDayOff(holiday, regions?.codes) || isWeekend(holiday.observed)) continue;
      seen.add(holiday.id);
      holidays.push(holiday);
      daysOff.add(holiday.observed);
    }
  }
  // Stable: records of one day keep their file order.
  holidays.sort((a, b) => (a.observed < b.observed ? -1 : a.observed > b.observed ? 1 : 0));

  const periods = weekendPeriods(entry.code, start, end);
  return {
    status: 200,
    format: formatOf(query),
    envelope: {
      workingDays: total - weekendDays - daysOff.size,
      weekendDays,
      holidayDays: daysOff.size,
      days: total,
      holidays,
      weekend: periods[periods.length - 1]!.weekend,
      weekendPeriods: periods,
      query: echoOf(raw, version),
    },
    etagSource: `working-days\0${echoKey(raw)}\0${files.map((file) => file.data.digest).join(',')}`,
  };
};
