// Source `gov-uk`: the UK government's bank holidays feed
// (https://www.gov.uk/bank-holidays.json). One JSON object of three divisions,
// each a list of events `{title, date, notes, bunting}`. The feed keeps only a
// few years and lists a substitute day instead of the weekend day it replaces.

import { z } from 'zod';
import { addDays, daysBetween, isCalendarDay, weekdayOf, yearOf, zonedMidnight } from '../core/dates.js';
import { sourceTypes } from '../core/type-map.js';
import type { SourceHoliday } from '../core/types.js';
import { holidayKey } from '../core/languages.js';
import { payloadJson, payloadName, PayloadDecodeError } from './decoding.js';
import { LATIN, type ContentRules } from './content-rules.js';
import type { OfficialSource, Payload, RawRow } from './official.js';

export const id = 'gov-uk';

const DIVISION_SCOPES = {
  'england-and-wales': ['GB-ENG', 'GB-WLS'],
  scotland: ['GB-SCT'],
  'northern-ireland': ['GB-NIR'],
} as const;
type Division = keyof typeof DIVISION_SCOPES;
const DIVISIONS = Object.keys(DIVISION_SCOPES) as Division[];

// date-holidays keeps Northern Ireland in Europe/Belfast (an alias of
// Europe/London); the same name keeps the two sources' records alike.
const zoneOf = (scope: string | null) => (scope === 'GB-NIR' ? 'Europe/Belfast' : 'Europe/London');

// The feed's name for a day where date-holidays names it differently, so that
// both sources give the same key.
const KEY_ALIASES: Record<string, string> = { '2nd january': 'january 2nd' };

const isoDay = z.string().refine(isCalendarDay, 'must be a calendar day YYYY-MM-DD');

const rowSchema = z.object({
  division: z.enum(DIVISIONS),
  title: z.string().trim().min(1, 'must not be empty'),
  date: isoDay,
  notes: z.string(),
  bunting: z.boolean().optional(),
  /** Added by decode: the divisions that list the same title on the same day. */
  listedIn: z.array(z.string()),
});
export type GovUkRow = z.infer<typeof rowSchema>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function decode(payloads: readonly Payload[]): RawRow[] {
  const rows: RawRow[] = [];
  for (const payload of payloads) {
    const data = payloadJson(payload);
    if (!isRecord(data)) throw new PayloadDecodeError(`${payload.url}: expected an object of divisions`);
    const eventsOf = (division: string) => {
      const events = isRecord(data[division]) ? data[division].events : undefined;
      if (!Array.isArray(events))
        throw new PayloadDecodeError(`${payload.url}: division ${division} has no events list`);
      return events as unknown[];
    };
    // Which divisions list each (day, title): a day that all three list is national.
    const listing = new Map<string, Set<string>>();
    for (const division of Object.keys(data)) {
      for (const event of eventsOf(division)) {
        if (!isRecord(event) || typeof event.date !== 'string' || typeof event.title !== 'string') continue;
        const key = `${event.date}|${holidayKey(event.title)}`;
        listing.set(key, (listing.get(key) ?? new Set()).add(division));
      }
    }
    for (const division of Object.keys(data)) {
      eventsOf(division).forEach((event, index) => {
        const fields = isRecord(event) ? event : {};
        const key = `${String(fields.date)}|${typeof fields.title === 'string' ? holidayKey(fields.title) : ''}`;
        rows.push({
          label: `${payloadName(payload)}: ${division} event ${index}`,
          row: { ...fields, division, listedIn: [...(listing.get(key) ?? [division])].sort() },
        });
      });
    }
  }
  return rows;
}

function toHolidays(row: GovUkRow): SourceHoliday[] {
  const title = row.title.trim();
  const folded = holidayKey(title);
  const key = KEY_ALIASES[folded] ?? folded;
  const notes = row.notes.trim().toLowerCase();
  const type = types.type(notes === 'extra bank holiday' ? 'extra bank holiday' : 'bank holiday', false);
  if (type === null) return [];
  const substitute = notes === 'substitute day';
  const substituteFor = substitute ? usualDay(key, row.date, row.division) : undefined;
  const national = DIVISIONS.every((division) => row.listedIn.includes(division));
  const scopes: (string | null)[] = national ? [null] : [...DIVISION_SCOPES[row.division]];
  return scopes.map((scope) => {
    const timezone = zoneOf(scope);
    return {
      source: id,
      country: 'GB',
      scope,
      date: row.date,
      substitute,
      ...(substituteFor ? { substituteFor } : {}),
      key,
      names: { en: title },
      localLanguage: 'en',
      type,
      start: zonedMidnight(row.date, timezone),
      end: zonedMidnight(addDays(row.date, 1), timezone),
      timezone,
    };
  });
}

// ---------------------------------------------------------------------------
// Substitute days. The feed lists the day off ("Substitute day") but not the
// weekend day it stands for, so that day is derived from the holiday's usual
// rule: a fixed day of the year, or a Monday of May or August. A substitute
// whose holiday has no known rule keeps no `substituteFor`.

const FIXED_DAYS: Record<string, string> = {
  "new year's day": '01-01',
  'january 2nd': '01-02',
  "st patrick's day": '03-17',
  "battle of the boyne (orangemen's day)": '07-12',
  "st andrew's day": '11-30',
  'christmas day': '12-25',
  'boxing day': '12-26',
};

/** The `nth` Monday of a month (1-based), or the last one when `nth` is -1. */
function mondayOf(year: number, month: number, nth: number): string {
  const mm = String(month).padStart(2, '0');
  if (nth > 0) {
    const first = `${year}-${mm}-01`;
    return addDays(first, ((8 - weekdayOf(first)) % 7) + (nth - 1) * 7);
  }
  const last = addDays(month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`, -1);
  return addDays(last, -((weekdayOf(last) + 6) % 7));
}

function ruleDay(key: string, year: number, division: Division): string | undefined {
  const fixed = FIXED_DAYS[key];
  if (fixed) return `${year}-${fixed}`;
  if (key === 'early may bank holiday') return mondayOf(year, 5, 1);
  if (key === 'spring bank holiday') return mondayOf(year, 5, -1);
  if (key === 'summer bank holiday') return division === 'scotland' ? mondayOf(year, 8, 1) : mondayOf(year, 8, -1);
  return undefined;
}

/** The day a substitute stands for: the holiday's usual day shortly before it. */
export function usualDay(key: string, substituteDay: string, division: Division): string | undefined {
  for (const year of [yearOf(substituteDay), yearOf(substituteDay) - 1]) {
    const day = ruleDay(key, year, division);
    if (day && daysBetween(day, substituteDay) >= 1 && daysBetween(day, substituteDay) <= 10) return day;
  }
  return undefined;
}

/** The feed's notes tell an extra bank holiday (by proclamation: 2012's Diamond Jubilee) from the usual ones; both are days off. */
const types = sourceTypes(id, [
  { category: 'bank holiday', religious: false, type: 'public' },
  { category: 'extra bank holiday', religious: false, type: 'public' },
]);

/** The titles gov.uk's feed has used (2012's Diamond Jubilee, and every title since 2019). */
export const GOV_UK_NAMES: ReadonlySet<string> = new Set([
  'New Year’s Day',
  '2nd January',
  'St Patrick’s Day',
  'Good Friday',
  'Easter Monday',
  'Early May bank holiday',
  'Early May bank holiday (VE day)',
  'Spring bank holiday',
  'Queen’s Diamond Jubilee',
  'Platinum Jubilee bank holiday',
  'Battle of the Boyne (Orangemen’s Day)',
  'Summer bank holiday',
  'Bank Holiday for the State Funeral of Queen Elizabeth II',
  'Bank holiday for the coronation of King Charles III',
  'St Andrew’s Day',
  'Christmas Day',
  'Boxing Day',
]);

const contentRules: ContentRules = {
  dateField: 'date',
  nameLanguage: 'en',
  scripts: { en: LATIN },
  vocabulary: GOV_UK_NAMES,
  maxNewNameShare: 0.2,
  minDaysPerYear: 4,
};

export const govUk: OfficialSource<GovUkRow> = {
  id,
  provenance: {
    homepage: 'https://www.gov.uk/bank-holidays',
    licence: 'Open Government Licence v3.0',
    attribution: 'Contains public sector information licensed under the Open Government Licence v3.0 (GOV.UK)',
  },
  countries: ['GB'],
  contentTypes: ['application/json', 'text/json', 'text/plain'],
  decode,
  rowSchema,
  toHolidays,
  types,
  contentRules,
};
