// Source `jp-cao`: the Cabinet Office's list of national holidays
// (https://www8.cao.go.jp/chosei/shukujitsu/syukujitsu.csv). Shift_JIS, CRLF,
// a header row, then `YYYY/M/D,name` from 1955 on. The file writes `休日` both
// for a substitute day (振替休日) and for a citizens' holiday (国民の休日);
// the neighbouring rows tell them apart.

import { z } from 'zod';
import { addDays, isCalendarDay, weekdayOf, yearOf, zonedMidnight } from '../core/dates.js';
import { sourceTypes } from '../core/type-map.js';
import type { SourceHoliday } from '../core/types.js';
import { holidayKey } from '../core/languages.js';
import { csvRecords, payloadName, PayloadDecodeError } from './decoding.js';
import { JAPANESE, type ContentRules } from './content-rules.js';
import type { OfficialSource, Payload, RawRow } from './official.js';

export const id = 'jp-cao';

const DATE_COLUMN = '国民の祝日・休日月日';
const NAME_COLUMN = '国民の祝日・休日名称';
const TIMEZONE = 'Asia/Tokyo';

/** The plain `休日` of the file: a substitute day or a citizens' holiday. */
const REST_DAY = '休日';
/** A one-off day off treated as a national holiday (2019's imperial succession). */
const TREATED_AS_HOLIDAY = '休日（祝日扱い）';

// English names, as date-holidays writes them so that both sources give the
// same key. A name that differs by year lists the years.
const ENGLISH_NAMES: Record<string, string | Record<number, string>> = {
  元日: "New Year's Day",
  成人の日: 'Coming of Age Day',
  建国記念の日: 'Foundation Day',
  天皇誕生日: "Emperor's Birthday",
  春分の日: 'Spring Equinox Day',
  昭和の日: 'Showa Day',
  みどりの日: 'Greenery Day',
  憲法記念日: 'Constitution Day',
  こどもの日: "Children's Day",
  海の日: 'Marine Day',
  山の日: 'Mountain Day',
  敬老の日: 'Respect-for-the-Aged Day',
  秋分の日: 'Autumnal Equinox Day',
  体育の日: 'Sports Day',
  スポーツの日: 'Sports Day',
  '体育の日（スポーツの日）': 'Sports Day',
  文化の日: 'Culture Day',
  勤労感謝の日: 'Labor Thanksgiving Day',
  国民の休日: "Citizens' Holiday",
  大喪の礼: 'State Funeral of Emperor Showa',
  結婚の儀: { 1959: 'Marriage of Crown Prince Akihito', 1993: 'Marriage of Crown Prince Naruhito' },
  即位礼正殿の儀: {
    1990: 'Official Enthronement Ceremony of Emperor Heisei (Akihito)',
    2019: 'Enthronement Ceremony Day',
  },
};

// `休日（祝日扱い）` names no holiday: these are the days it stood for.
const TREATED_DAYS: Record<string, string> = { '2019-05-01': '即位の日', '2019-10-22': '即位礼正殿の儀' };
const EXTRA_ENGLISH: Record<string, string> = { 即位の日: 'Coronation Day' };

function englishName(japanese: string, year: number): string | undefined {
  const entry = ENGLISH_NAMES[japanese] ?? EXTRA_ENGLISH[japanese];
  return typeof entry === 'object' ? entry[year] : entry;
}

/** `2019/5/6` → `2019-05-06`, or null when it is no calendar day. */
export function isoDayOf(text: string): string | null {
  const match = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const day = `${match[1]}-${match[2]!.padStart(2, '0')}-${match[3]!.padStart(2, '0')}`;
  return isCalendarDay(day) ? day : null;
}

const listedDay = z.object({ date: z.string(), name: z.string() });

const rowSchema = z.object({
  [DATE_COLUMN]: z.string().refine((text) => isoDayOf(text) !== null, 'must be a day YYYY/M/D'),
  [NAME_COLUMN]: z.string().trim().min(1, 'must not be empty'),
  /** Added by decode: the listed days right before this one (oldest first) and the day right after, if listed. */
  neighbours: z.object({ before: z.array(listedDay), after: listedDay.nullable() }),
});
export type JpCaoRow = z.infer<typeof rowSchema>;

/** Valid UTF-8 with non-ASCII bytes is not Shift_JIS text (Japanese Shift_JIS is almost never valid UTF-8). */
function looksLikeUtf8(body: Buffer): boolean {
  if (!body.some((byte) => byte > 0x7f)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body);
    return true;
  } catch {
    return false;
  }
}

function decodeShiftJis(payload: Payload): string {
  if (looksLikeUtf8(payload.body)) throw new PayloadDecodeError(`${payload.url}: body is UTF-8, expected Shift_JIS`);
  try {
    return new TextDecoder('shift_jis', { fatal: true }).decode(payload.body);
  } catch {
    throw new PayloadDecodeError(`${payload.url}: body is not valid Shift_JIS`);
  }
}

function decode(payloads: readonly Payload[]): RawRow[] {
  const rows: RawRow[] = [];
  for (const payload of payloads) {
    const records = csvRecords(decodeShiftJis(payload), payload.url);
    const names = new Map<string, string>();
    for (const record of records) {
      const day = isoDayOf(record[DATE_COLUMN] ?? '');
      if (day) names.set(day, (record[NAME_COLUMN] ?? '').trim());
    }
    const listed = (day: string) => (names.has(day) ? { date: day, name: names.get(day)! } : null);
    records.forEach((record, index) => {
      const day = isoDayOf(record[DATE_COLUMN] ?? '');
      const before: { date: string; name: string }[] = [];
      // A week back is enough: no run of holidays is longer.
      for (let back = 1; day && back <= 7; back++) {
        const entry = listed(addDays(day, -back));
        if (!entry) break;
        before.unshift(entry);
      }
      rows.push({
        label: `${payloadName(payload)}: line ${index + 2}`,
        row: { ...record, neighbours: { before, after: day ? listed(addDays(day, 1)) : null } },
      });
    });
  }
  return rows;
}

/**
 * A `休日` after a run of holidays that holds a Sunday holiday is that
 * holiday's substitute (the next day that is no holiday); otherwise it is a
 * citizens' holiday (a day between two holidays). Returns the Sunday holiday
 * a substitute stands for.
 */
export function substitutedHoliday(
  before: readonly { date: string; name: string }[],
): { date: string; name: string } | undefined {
  for (let index = before.length - 1; index >= 0; index--) {
    const entry = before[index]!;
    // An earlier rest day in the run already took the substitute's place.
    if (entry.name === REST_DAY) return undefined;
    if (weekdayOf(entry.date) === 0) return entry;
  }
  return undefined;
}

function toHolidays(row: JpCaoRow): SourceHoliday[] {
  const date = isoDayOf(row[DATE_COLUMN])!;
  const fileName = row[NAME_COLUMN].trim();
  let japanese = fileName;
  let substituteFor: string | undefined;
  let category = 'national holiday';

  if (fileName === REST_DAY) {
    const replaced = substitutedHoliday(row.neighbours.before);
    if (replaced) {
      japanese = replaced.name === TREATED_AS_HOLIDAY ? (TREATED_DAYS[replaced.date] ?? replaced.name) : replaced.name;
      substituteFor = replaced.date;
    } else {
      japanese = '国民の休日';
      category = 'citizens holiday';
    }
  } else if (fileName === TREATED_AS_HOLIDAY) {
    japanese = TREATED_DAYS[date] ?? fileName;
  }

  const type = types.type(category, false);
  if (type === null) return [];
  const english = englishName(japanese, yearOf(substituteFor ?? date));
  const names: Record<string, string> = english ? { en: english, ja: japanese } : { ja: japanese };
  return [
    {
      source: id,
      country: 'JP',
      scope: null,
      date,
      substitute: substituteFor !== undefined,
      ...(substituteFor ? { substituteFor } : {}),
      key: holidayKey(english ?? japanese),
      names,
      localLanguage: 'ja',
      type,
      start: zonedMidnight(date, TIMEZONE),
      end: zonedMidnight(addDays(date, 1), TIMEZONE),
      timezone: TIMEZONE,
    },
  ];
}

/** National holidays (and their substitutes) and citizens' holidays between two of them: days off under the Act on National Holidays. */
const types = sourceTypes(id, [
  { category: 'national holiday', religious: false, type: 'public' },
  { category: 'citizens holiday', religious: false, type: 'public' },
]);

/**
 * The Cabinet Office file's names since 1955 (read from the file itself), and
 * the two the adapter derives: 国民の休日 (a `休日` between two holidays) and
 * 即位の日 (the `休日（祝日扱い）` of 2019-05-01).
 */
export const JP_CAO_NAMES: ReadonlySet<string> = new Set([
  '元日',
  '成人の日',
  '建国記念の日',
  '天皇誕生日',
  '春分の日',
  '昭和の日',
  'みどりの日',
  '憲法記念日',
  'こどもの日',
  '海の日',
  '山の日',
  '敬老の日',
  '秋分の日',
  '体育の日',
  '体育の日（スポーツの日）',
  'スポーツの日',
  '文化の日',
  '勤労感謝の日',
  '休日',
  '休日（祝日扱い）',
  '国民の休日',
  '即位の日',
  '即位礼正殿の儀',
  '結婚の儀',
  '大喪の礼',
]);

const contentRules: ContentRules = {
  dateField: '国民の祝日・休日月日',
  nameLanguage: 'ja',
  scripts: { ja: JAPANESE },
  vocabulary: JP_CAO_NAMES,
  maxNewNameShare: 0.2,
  minDaysPerYear: 8,
};

export const jpCao: OfficialSource<JpCaoRow> = {
  id,
  provenance: {
    homepage: 'https://www8.cao.go.jp/chosei/shukujitsu/gaiyou.html',
    licence: 'Government of Japan Standard Terms of Use 2.0 (compatible with CC BY 4.0)',
    attribution: '内閣府「国民の祝日について」 (Cabinet Office, Government of Japan)',
  },
  countries: ['JP'],
  contentTypes: ['text/csv', 'text/plain', 'application/octet-stream', 'application/vnd.ms-excel'],
  decode,
  rowSchema,
  toHolidays,
  types,
  contentRules,
};
