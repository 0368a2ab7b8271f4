// Source `hk-1823`: the HKSAR government's general holidays, as the 1823
// call centre publishes them (https://www.1823.gov.hk/common/ical/{en,tc,sc}.json):
// iCalendar as JSON, one file per language, joined on the event uid. The
// config lists the three URLs in that order: English, Traditional Chinese,
// Simplified Chinese. A flattened archive of the feed (`[{id, name, date}]`)
// is read as well.
//
// Names: `en`, and Traditional Chinese as `zh` (Hong Kong's written form; the
// dataset keys names by ISO 639-1 code, which has no code of its own for a
// script). Simplified Chinese is joined and checked but not published.
//
// The feed lists days off. A holiday on a Sunday is not listed; the day off
// for it is ("The day following Labour Day"). Such a day becomes a substitute
// for the Sunday holiday, under that holiday's name.

import { z } from 'zod';
import { addDays, isCalendarDay, weekdayOf, zonedMidnight } from '../core/dates.js';
import { sourceTypes } from '../core/type-map.js';
import type { SourceHoliday } from '../core/types.js';
import { holidayKey } from '../core/languages.js';
import { payloadJson, payloadName, PayloadDecodeError } from './decoding.js';
import { CHINESE, LATIN, type ContentRules } from './content-rules.js';
import type { OfficialSource, Payload, RawRow } from './official.js';

export const id = 'hk-1823';

const TIMEZONE = 'Asia/Hong_Kong';

interface FeedEvent {
  uid: unknown;
  date: unknown;
  name: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `20240101` or `2024-01-01` → `2024-01-01`; anything else unchanged (the schema rejects it). */
const isoDayOf = (value: unknown) =>
  typeof value === 'string' && /^\d{8}$/.test(value)
    ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`
    : value;

/** A name without the control characters some entries carry (`Good Friday\u0080` in 2013). */
const cleanName = (name: unknown) =>
  typeof name === 'string' ? name.replace(/[\u0000-\u001f\u007f-\u009f]/g, '') : name;

/** The events of one language file, in either shape. */
function eventsOf(payload: Payload): FeedEvent[] {
  const data = payloadJson(payload);
  if (Array.isArray(data)) {
    return data.map((entry) =>
      isRecord(entry)
        ? { uid: entry.id, date: isoDayOf(entry.date), name: cleanName(entry.name) }
        : { uid: undefined, date: undefined, name: undefined },
    );
  }
  const calendars = isRecord(data) ? data.vcalendar : undefined;
  if (!Array.isArray(calendars))
    throw new PayloadDecodeError(`${payload.url}: expected an iCalendar JSON object (vcalendar)`);
  return calendars.flatMap((calendar) => {
    const events = isRecord(calendar) ? calendar.vevent : undefined;
    if (!Array.isArray(events)) throw new PayloadDecodeError(`${payload.url}: a calendar has no vevent list`);
    return events.map((event) => {
      const fields = isRecord(event) ? event : {};
      const start = Array.isArray(fields.dtstart) ? fields.dtstart[0] : fields.dtstart;
      return { uid: fields.uid, date: isoDayOf(start), name: cleanName(fields.summary) };
    });
  });
}

const rowSchema = z.object({
  uid: z.string().min(1, 'must not be empty'),
  date: z.string().refine(isCalendarDay, 'must be a calendar day'),
  en: z.string().trim().min(1, 'must not be empty'),
  /** Traditional Chinese, from the second file. */
  zh: z.string().trim().min(1).optional(),
  /** Simplified Chinese, from the third file. */
  zhHans: z.string().trim().min(1).optional(),
});
export type Hk1823Row = z.infer<typeof rowSchema>;

function decode(payloads: readonly Payload[]): RawRow[] {
  const [english, traditional, simplified] = payloads;
  if (!english) return [];
  const events = eventsOf(english);
  if (events.some((event) => typeof event.name === 'string' && /[\u4e00-\u9fff]/.test(event.name))) {
    throw new PayloadDecodeError(`${english.url}: names are Chinese; the first URL must be the English feed`);
  }
  const namesByUid = (payload: Payload | undefined) =>
    new Map(
      payload
        ? eventsOf(payload)
            .filter((event) => typeof event.uid === 'string')
            .map((event) => [event.uid as string, event.name])
        : [],
    );
  const zh = namesByUid(traditional);
  const zhHans = namesByUid(simplified);
  return events.map((event, index) => {
    const uid = typeof event.uid === 'string' ? event.uid : undefined;
    return {
      label: `${payloadName(english)}: event ${index}${uid ? ` (${uid})` : ''}`,
      row: {
        uid: event.uid,
        date: event.date,
        en: event.name,
        zh: uid ? zh.get(uid) : undefined,
        zhHans: uid ? zhHans.get(uid) : undefined,
      },
    };
  });
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
/**
 * One spelling per holiday: the feed puts "the" before a proper name only
 * sometimes (`The Birthday of the Buddha`, `Birthday of the Buddha`), so it is
 * dropped there; `The first day of January` keeps it.
 */
export const holidayName = (phrase: string) => capitalise(phrase.trim().replace(/^[Tt]he (?=[A-Z])/, ''));
const LUNAR_NEW_YEAR_DAYS = [
  { en: 'Lunar New Year’s Day', zh: '農曆年初一' },
  { en: 'The second day of Lunar New Year', zh: '農曆年初二' },
  { en: 'The third day of Lunar New Year', zh: '農曆年初三' },
];

export interface Replacement {
  /** The Sunday holiday the listed day is the day off for. */
  substituteFor: string;
  en: string;
  zh?: string;
}

/** Whether a listed day is the day off for a holiday that fell on a Sunday, and which. */
export function replacementOf(date: string, en: string, zh: string | undefined): Replacement | undefined {
  const dayBefore = addDays(date, -1);
  const following = /^the day following (.+)$/i.exec(en);
  // The day after the Mid-Autumn Festival is the holiday itself, not a day off for it.
  if (following && weekdayOf(dayBefore) === 0 && !/mid-autumn/i.test(following[1]!)) {
    return { substituteFor: dayBefore, en: holidayName(following[1]!), zh: zh?.replace(/翌日$/, '') };
  }
  const secondFollowing = /^the second day following (.+)$/i.exec(en);
  if (secondFollowing && weekdayOf(dayBefore) === 0) {
    return {
      substituteFor: dayBefore,
      en: `The day following ${secondFollowing[1]}`,
      zh: zh?.replace(/後第二日$/, '翌日'),
    };
  }
  // The fourth day of Lunar New Year stands in for whichever of the three fell on a Sunday.
  if (/^the fourth day of lunar new year$/i.test(en)) {
    for (let back = 1; back <= 3; back++) {
      const day = addDays(date, -back);
      if (weekdayOf(day) === 0) return { substituteFor: day, ...LUNAR_NEW_YEAR_DAYS[3 - back]! };
    }
  }
  return undefined;
}

function toHolidays(row: Hk1823Row): SourceHoliday[] {
  const type = types.type('general holiday', false);
  if (type === null) return [];
  const replacement = replacementOf(row.date, row.en, row.zh);
  const en = replacement?.en ?? holidayName(row.en);
  const zh = replacement ? replacement.zh : row.zh;
  return [
    {
      source: id,
      country: 'HK',
      scope: null,
      date: row.date,
      substitute: replacement !== undefined,
      ...(replacement ? { substituteFor: replacement.substituteFor } : {}),
      key: holidayKey(en),
      names: zh ? { en, zh } : { en },
      localLanguage: 'zh',
      type,
      start: zonedMidnight(row.date, TIMEZONE),
      end: zonedMidnight(addDays(row.date, 1), TIMEZONE),
      timezone: TIMEZONE,
    },
  ];
}

/**
 * A general holiday is a day off; the feed does not say which are statutory
 * (the Employment Ordinance decides), so a record typed `bank` reproduces it too.
 */
const types = sourceTypes(id, [
  { category: 'general holiday', religious: false, type: 'public', reproducedAlsoBy: ['bank'] },
]);

const contentRules: ContentRules = {
  dateField: 'date',
  nameLanguage: 'en',
  scripts: { en: LATIN, zh: CHINESE },
  maxNewNameShare: 0.2,
  minDaysPerYear: 8,
};

export const hk1823: OfficialSource<Hk1823Row> = {
  id,
  provenance: {
    homepage: 'https://www.1823.gov.hk/en/faq/general-holidays',
    licence: 'DATA.GOV.HK terms and conditions',
    attribution: 'General holidays, 1823, Government of the Hong Kong Special Administrative Region',
  },
  countries: ['HK'],
  contentTypes: ['application/json', 'text/json', 'text/plain', 'application/octet-stream'],
  decode,
  rowSchema,
  toHolidays,
  types,
  contentRules,
};
