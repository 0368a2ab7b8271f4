// Source `sg-data-gov`: Singapore's public holidays as the Ministry of
// Manpower publishes them on data.gov.sg, one dataset per year. A dataset
// downloads as CSV (`date,day,holiday`) or answers the datastore API as JSON
// (`{result: {records: [{date, day, holiday}]}}`); both are read.
//
// The files leave out the in-lieu day: when a holiday falls on a Sunday, the
// next day that is not itself a holiday is a day off. It is derived here, as a
// substitute for the Sunday holiday.

import { z } from 'zod';
import { addDays, isCalendarDay, WEEKDAY_NAMES, weekdayOf, zonedMidnight } from '../core/dates.js';
import { sourceTypes } from '../core/type-map.js';
import type { HolidayType, SourceHoliday } from '../core/types.js';
import { holidayKey } from '../core/languages.js';
import { csvRecords, payloadJson, payloadName, payloadText, PayloadDecodeError } from './decoding.js';
import { LATIN, type ContentRules } from './content-rules.js';
import type { OfficialSource, Payload, RawRow } from './official.js';

export const id = 'sg-data-gov';

const TIMEZONE = 'Asia/Singapore';
/** `Deepavali (in lieu)`, `National Day observed`: a day off the file does list. */
const IN_LIEU = /\s*\(?\b(?:in lieu|observed)\)?$/i;

const listedDay = z.object({ date: z.string(), holiday: z.string() });

const rowSchema = z
  .object({
    date: z.string().trim().refine(isCalendarDay, 'must be a calendar day YYYY-MM-DD'),
    day: z.string().trim().optional(),
    holiday: z.string().trim().min(1, 'must not be empty'),
    /** Added by decode: the listed days right after this one, in order. */
    following: z.array(listedDay),
  })
  .superRefine((row, context) => {
    // The weekday column must agree with the date: a mismatch means one of them is wrong.
    if (
      row.day &&
      isCalendarDay(row.date) &&
      row.day.toLowerCase() !== WEEKDAY_NAMES[weekdayOf(row.date)]!.toLowerCase()
    ) {
      context.addIssue({ code: 'custom', path: ['day'], message: `"${row.day}" is not the weekday of ${row.date}` });
    }
  });
export type SgDataGovRow = z.infer<typeof rowSchema>;

function recordsOf(payload: Payload): Record<string, unknown>[] {
  const text = payloadText(payload);
  if (!text.trimStart().startsWith('{')) return csvRecords(text, payload.url);
  const records = (payloadJson(payload) as { result?: { records?: unknown } } | null)?.result?.records;
  if (!Array.isArray(records))
    throw new PayloadDecodeError(`${payload.url}: expected a datastore answer {"result": {"records": [...]}}`);
  return records.map((record) =>
    typeof record === 'object' && record !== null ? (record as Record<string, unknown>) : {},
  );
}

function decode(payloads: readonly Payload[]): RawRow[] {
  const parsed = payloads.map((payload) => ({ payload, records: recordsOf(payload) }));
  // Listed days of all payloads: a December holiday's day off may fall in the next year's file.
  const listed = new Map<string, string>();
  for (const { records } of parsed) {
    for (const record of records) {
      if (typeof record.date === 'string' && typeof record.holiday === 'string')
        listed.set(record.date.trim(), record.holiday.trim());
    }
  }
  return parsed.flatMap(({ payload, records }) =>
    records.map((record, index) => {
      const following: { date: string; holiday: string }[] = [];
      const date = typeof record.date === 'string' ? record.date.trim() : '';
      for (let ahead = 1; isCalendarDay(date) && ahead <= 7; ahead++) {
        const next = addDays(date, ahead);
        if (!listed.has(next)) break;
        following.push({ date: next, holiday: listed.get(next)! });
      }
      return { label: `${payloadName(payload)}: record ${index + 1}`, row: { ...record, following } };
    }),
  );
}

function holiday(type: HolidayType, date: string, name: string, substituteFor?: string): SourceHoliday {
  return {
    source: id,
    country: 'SG',
    scope: null,
    date,
    substitute: substituteFor !== undefined,
    ...(substituteFor ? { substituteFor } : {}),
    key: holidayKey(name),
    names: { en: name },
    localLanguage: 'en',
    type,
    start: zonedMidnight(date, TIMEZONE),
    end: zonedMidnight(addDays(date, 1), TIMEZONE),
    timezone: TIMEZONE,
  };
}

function toHolidays(row: SgDataGovRow): SourceHoliday[] {
  const type = types.type('public holiday', false);
  if (type === null) return [];
  const name = row.holiday.trim();
  if (IN_LIEU.test(name)) {
    // A listed day off: it stands for the Sunday just before it.
    const base = name.replace(IN_LIEU, '').trim();
    const sunday = [1, 2, 3, 4, 5, 6].map((back) => addDays(row.date, -back)).find((day) => weekdayOf(day) === 0);
    return [holiday(type, row.date, base, sunday)];
  }
  const rows = [holiday(type, row.date, name)];
  if (weekdayOf(row.date) === 0) {
    const listedInLieu = row.following.some(
      (next) => IN_LIEU.test(next.holiday) && holidayKey(next.holiday.replace(IN_LIEU, '')) === holidayKey(name),
    );
    // The first day after the run of listed holidays that starts the next day.
    if (!listedInLieu) rows.push(holiday(type, addDays(row.date, row.following.length + 1), name, row.date));
  }
  return rows;
}

/** Every day the files list is a public holiday under the Holidays Act. */
const types = sourceTypes(id, [{ category: 'public holiday', religious: false, type: 'public' }]);

const contentRules: ContentRules = {
  dateField: 'date',
  nameLanguage: 'en',
  scripts: { en: LATIN },
  maxNewNameShare: 0.2,
  minDaysPerYear: 5,
};

export const sgDataGov: OfficialSource<SgDataGovRow> = {
  id,
  provenance: {
    homepage: 'https://data.gov.sg/collections/691/view',
    licence: 'Singapore Open Data Licence version 1.0',
    attribution: 'Ministry of Manpower, Public Holidays (data.gov.sg)',
  },
  countries: ['SG'],
  contentTypes: ['text/csv', 'text/plain', 'application/json', 'application/octet-stream'],
  decode,
  rowSchema,
  toHolidays,
  types,
  contentRules,
};
