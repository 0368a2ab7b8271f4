// Source `au-data-gov`: the "Australian Public Holidays Dates Machine Readable
// Dataset" on data.gov.au, one CSV per year or financial year. Three column
// layouts: 2014-2018 `Applicable To` (upper case, `NAT` or pipe lists such as
// `ACT|NSW`), 2019 with an extra `Raw Date`, and 2020 on `Jurisdiction` (one
// lower-case state a row). Observed days are rows of their own named
// `… (additional day)`; some rows are part-day holidays (`7pm - midnight`).
// The yearly files up to 2017-18 overlap by a calendar year: for each state
// and year the newest file that lists it is read. A file marked provisional
// (published before its year's decisions) marks its rows so.

import { z } from 'zod';
import { addDays, daysBetween, isCalendarDay, weekdayOf, zonedMidnight } from '../core/dates.js';
import { sourceTypes } from '../core/type-map.js';
import type { SourceHoliday } from '../core/types.js';
import { holidayKey } from '../core/languages.js';
import { csvRecords, payloadName, payloadText } from './decoding.js';
import { LATIN, type ContentRules } from './content-rules.js';
import type { OfficialSource, Payload, RawRow } from './official.js';

export const id = 'au-data-gov';

export const STATE_ZONES: Readonly<Record<string, string>> = {
  ACT: 'Australia/Sydney',
  NSW: 'Australia/Sydney',
  NT: 'Australia/Darwin',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  TAS: 'Australia/Hobart',
  VIC: 'Australia/Melbourne',
  WA: 'Australia/Perth',
};
const STATES = Object.keys(STATE_ZONES);
/** The zone of a nationwide record, as date-holidays gives it. */
const NATIONAL_ZONE = 'Australia/Sydney';

/** `20191224` → `2019-12-24`, or null when it is no calendar day. */
export function isoDayOf(text: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const day = `${match[1]}-${match[2]}-${match[3]}`;
  return isCalendarDay(day) ? day : null;
}

/** `NAT`, `ACT|NSW` or `act` → the states, or `national`; null when a code is unknown. */
export function placesOf(text: string): Set<string> | 'national' | null {
  const codes = text
    .toUpperCase()
    .split(/[|,\s]+/)
    .filter(Boolean);
  if (codes.length === 0) return null;
  if (codes.includes('NAT')) return 'national';
  return codes.every((code) => STATES.includes(code)) ? new Set(codes) : null;
}

const listedRow = z.object({ date: z.string(), name: z.string(), states: z.array(z.string()) });

const rowSchema = z
  .object({
    Date: z.string().refine((text) => isoDayOf(text) !== null, 'must be a day YYYYMMDD'),
    'Holiday Name': z.string().trim().min(1, 'must not be empty'),
    Information: z.string().optional(),
    'Applicable To': z.string().optional(),
    Jurisdiction: z.string().optional(),
    /** Added by decode: the states the row speaks for once newer files are read. */
    states: z.array(z.string()),
    /** Added by decode: the rows read within a week of the day, to tell a nationwide day and a holiday listed beside its added day. */
    nearby: z.array(listedRow),
    /** Added by decode: the row's file is provisional. */
    provisional: z.boolean(),
  })
  .superRefine((row, context) => {
    const field =
      row.Jurisdiction !== undefined ? 'Jurisdiction' : row['Applicable To'] !== undefined ? 'Applicable To' : null;
    if (field === null) {
      context.addIssue({
        code: 'custom',
        path: ['Jurisdiction'],
        message: 'missing (and no Applicable To column either)',
      });
    } else if (placesOf(row[field]!) === null) {
      context.addIssue({ code: 'custom', path: [field], message: `names no known state: "${row[field]}"` });
    }
  });
export type AuDataGovRow = z.infer<typeof rowSchema>;

const placesField = (record: Record<string, string>) => record.Jurisdiction ?? record['Applicable To'];
const statesOf = (text: string | undefined): string[] => {
  const places = typeof text === 'string' ? placesOf(text) : null;
  return places === null ? [] : places === 'national' ? STATES : [...places];
};
const yearOfRecord = (record: Record<string, string>) => isoDayOf(record.Date ?? '')?.slice(0, 4);

function decode(payloads: readonly Payload[]): RawRow[] {
  const files = payloads.map((payload) => ({ payload, records: csvRecords(payloadText(payload), payload.url) }));
  // The newest file for each state and year: the one whose rows reach the latest year, then the later one listed.
  const reach = files.map(({ records }) => records.map(yearOfRecord).filter(Boolean).sort().at(-1) ?? '');
  const newest = new Map<string, number>();
  files.forEach(({ records }, index) => {
    for (const record of records) {
      const year = yearOfRecord(record);
      for (const state of year ? statesOf(placesField(record)) : []) {
        const current = newest.get(`${state}|${year}`);
        if (current === undefined || reach[index]! >= reach[current]!) newest.set(`${state}|${year}`, index);
      }
    }
  });

  const read = files.flatMap(({ payload, records }, index) =>
    records.map((record, line) => {
      const year = yearOfRecord(record);
      const listed = statesOf(placesField(record));
      const states = year ? listed.filter((state) => newest.get(`${state}|${year}`) === index) : listed;
      return { payload, record, line, states, superseded: listed.length > 0 && states.length === 0 };
    }),
  );
  const byDate = new Map<string, { date: string; name: string; states: string[] }[]>();
  for (const { record, states } of read) {
    const date = isoDayOf(record.Date ?? '');
    if (!date || typeof record['Holiday Name'] !== 'string' || states.length === 0) continue;
    byDate.set(date, [...(byDate.get(date) ?? []), { date, name: record['Holiday Name'], states }]);
  }
  return read
    .filter(({ superseded }) => !superseded)
    .map(({ payload, record, line, states }) => {
      const date = isoDayOf(record.Date ?? '');
      const nearby = date
        ? [-7, -6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7].flatMap(
            (shift) => byDate.get(addDays(date, shift)) ?? [],
          )
        : [];
      return {
        label: `${payloadName(payload)}: line ${line + 2}`,
        row: { ...record, states, nearby, provisional: payload.provisional === true },
      };
    });
}

// ---------------------------------------------------------------------------
// Names. The files spell one holiday several ways, add time ranges and
// "(additional day)", and carry mojibake from a double-encoded apostrophe.

/** Repairs the mojibake seen in the files (`AustraliaŐs`, `Australiaأ…آگs`, `perتRetail`). */
export function repairText(text: string): string {
  return text
    .replace(/Ő|أ…آگ|â€™/g, "'")
    .replace(/ت/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// One spelling per holiday: date-holidays' English name where it has one.
const NAME_ALIASES: Record<string, string> = {
  christmas: 'Christmas Day',
  'afl grand final': 'AFL Grand Final Friday',
  'afl grandfinal': 'AFL Grand Final Friday',
  'friday before afl grand final': 'AFL Grand Final Friday',
  'friday before the afl grand final': 'AFL Grand Final Friday',
  'melbourne cup day': 'Melbourne Cup',
  'saturday before easter sunday': 'Easter Saturday',
  'the day after good friday': 'Easter Saturday',
  'easter saturday - the saturday following good friday': 'Easter Saturday',
  'family and community day': 'Family & Community Day',
};

// Holidays on a fixed day of the year: a row of theirs on another day is the day off that stands for it.
const FIXED_DAYS: Record<string, string> = {
  "new year's day": '01-01',
  'australia day': '01-26',
  'anzac day': '04-25',
  'christmas day': '12-25',
  'boxing day': '12-26',
  'proclamation day': '12-26',
};
const FIXED_NAMES: Record<string, string> = {
  "new year's day": "New Year's Day",
  'australia day': 'Australia Day',
  'anzac day': 'Anzac Day',
  'christmas day': 'Christmas Day',
  'boxing day': 'Boxing Day',
  'proclamation day': 'Proclamation Day',
};

const PART_DAY_IN_NAME = /\s+(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)\s*-\s*(?:12\s*)?midnight$/i;
const PART_DAY_IN_INFORMATION =
  /part[- ]day public holiday from (\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)\s*(?:-|to)\s*(?:12\s*)?midnight/i;
const ADDITIONAL_DAY = /\s*\(additional day\)$/i;

const canonical = (name: string) => NAME_ALIASES[name.toLowerCase()] ?? name;

export interface ReadName {
  /** The holiday's English name, one spelling. */
  name: string;
  key: string;
  /** The day a substitute stands for. */
  substituteFor?: string;
  substitute: boolean;
  /** Local start of a part-day holiday, in minutes after midnight. */
  startsAtMinute?: number;
}

/** What a row's name and information say: which holiday, whether a day off for another, whether part of a day. */
export function readName(rawName: string, information: string, date: string): ReadName {
  let name = repairText(rawName);
  let startsAtMinute: number | undefined;
  const partDay = PART_DAY_IN_NAME.exec(name) ?? PART_DAY_IN_INFORMATION.exec(repairText(information));
  if (partDay) {
    const hour = (Number(partDay[1]) % 12) + (partDay[3]!.toLowerCase() === 'pm' ? 12 : 0);
    startsAtMinute = hour * 60 + Number(partDay[2] ?? 0);
    name = name.replace(PART_DAY_IN_NAME, '');
  }

  let markedAdditional = false;
  if (ADDITIONAL_DAY.test(name)) {
    name = name.replace(ADDITIONAL_DAY, '');
    markedAdditional = true;
  } else if (/\s+holiday$/i.test(name) && FIXED_DAYS[holidayKey(canonical(name.replace(/\s+holiday$/i, '')))]) {
    name = name.replace(/\s+holiday$/i, ''); // `Christmas Day holiday`
    markedAdditional = true;
  }
  name = canonical(name);

  // A bare `Additional day` stands for the fixed-day holiday on the weekend just before it.
  if (/^additional day$/i.test(name)) {
    for (let back = 1; back <= 3; back++) {
      const day = addDays(date, -back);
      const fixed = Object.entries(FIXED_DAYS).find(([, monthDay]) => day.endsWith(monthDay));
      if (fixed && (weekdayOf(day) === 0 || weekdayOf(day) === 6)) {
        return { name: FIXED_NAMES[fixed[0]]!, key: fixed[0], substitute: true, substituteFor: day };
      }
    }
    return { name, key: holidayKey(name), substitute: true };
  }

  const key = holidayKey(name);
  const fixed = FIXED_DAYS[key];
  const usual = fixed ? `${date.slice(0, 4)}-${fixed}` : undefined;
  const gap = usual ? daysBetween(usual, date) : 0;
  // A fixed-day holiday listed a few days after its day is the day off for it, whatever its label.
  if (usual && gap >= 1 && gap <= 7) return { name, key, substitute: true, substituteFor: usual, startsAtMinute };
  return { name, key, substitute: markedAdditional, startsAtMinute };
}

function categoryOf(read: ReadName): string {
  if (read.startsAtMinute !== undefined) return 'part-day';
  if (read.key === 'bank holiday') return 'bank';
  return 'public';
}

/** The UTC instant of `minute` minutes after local midnight of `day`, through any clock change. */
function zonedTime(day: string, minute: number, timezone: string): string {
  const midnight = Date.parse(zonedMidnight(day, timezone));
  const nextMidnight = Date.parse(zonedMidnight(addDays(day, 1), timezone));
  // Clock changes happen in the small hours: a later hour absorbs the change.
  const shift = minute >= 180 ? nextMidnight - midnight - 86_400_000 : 0;
  return new Date(midnight + minute * 60_000 + shift).toISOString();
}

function toHolidays(row: AuDataGovRow): SourceHoliday[] {
  const date = isoDayOf(row.Date)!;
  const read = readName(row['Holiday Name'], row.Information ?? '', date);
  const type = types.type(categoryOf(read), false);
  if (type === null) return [];

  // A day every state lists under the same holiday is nationwide, however the rows split it.
  const covered = new Set<string>();
  // A weekend holiday listed beside an added day for it stays a day off itself
  // (both are holidays there), and the added day stands on its own.
  const addedAfter = new Set<string>();
  const listedBefore = new Set<string>();
  for (const entry of row.nearby) {
    const other = readName(entry.name, '', entry.date);
    if (other.key !== read.key) continue;
    if (entry.date === date && other.substitute === read.substitute)
      for (const state of entry.states) covered.add(state);
    if (!read.substitute && other.substitute && other.substituteFor === date)
      for (const state of entry.states) addedAfter.add(state);
    if (read.substitute && !other.substitute && entry.date === read.substituteFor)
      for (const state of entry.states) listedBefore.add(state);
  }
  const beside = read.substitute ? listedBefore : addedAfter;
  // (Every state listing a holiday keeps it a day off, with or without an added day; an added day splits where it stands alone.)
  const uniform = !read.substitute || beside.size === 0 || STATES.every((state) => beside.has(state));
  const national = STATES.every((state) => covered.has(state)) && uniform;
  const scopes = national ? [null] : [...row.states].sort();

  return scopes.map((state) => {
    const timezone = state === null ? NATIONAL_ZONE : STATE_ZONES[state]!;
    const isBeside = state === null ? beside.size > 0 : beside.has(state);
    // An added day beside a holiday that stays a day off replaces nothing: it is a
    // holiday of its own (`Anzac Day (additional day)`), not the day off of a pair.
    const additional = read.substitute && isBeside;
    return {
      source: id,
      country: 'AU',
      scope: state === null ? null : `AU-${state}`,
      date,
      ...(isBeside && !read.substitute ? { observed: date } : {}),
      substitute: read.substitute && !additional,
      ...(read.substituteFor && !isBeside ? { substituteFor: read.substituteFor } : {}),
      key: additional ? `${read.key} (additional day)` : read.key,
      names: { en: additional ? `${read.name} (additional day)` : read.name },
      localLanguage: 'en',
      type,
      start:
        read.startsAtMinute === undefined
          ? zonedMidnight(date, timezone)
          : zonedTime(date, read.startsAtMinute, timezone),
      end: zonedMidnight(addDays(date, 1), timezone),
      timezone,
      ...(row.provisional ? { provisional: true } : {}),
    };
  });
}

/** Public holidays, part-day ones (South Australia's evenings) included, are days off; New South Wales' bank holiday closes banks only. */
const types = sourceTypes(id, [
  { category: 'public', religious: false, type: 'public' },
  { category: 'part-day', religious: false, type: 'public' },
  { category: 'bank', religious: false, type: 'bank' },
]);

const contentRules: ContentRules = {
  dateField: 'Date',
  nameLanguage: 'en',
  scripts: { en: LATIN },
  maxNewNameShare: 0.2,
  minDaysPerYear: 5,
};

export const auDataGov: OfficialSource<AuDataGovRow> = {
  id,
  provenance: {
    homepage: 'https://data.gov.au/data/dataset/australian-holidays-machine-readable-dataset',
    licence: 'Creative Commons Attribution 4.0 International',
    attribution:
      'Department of the Prime Minister and Cabinet, Australian Public Holidays Dates Machine Readable Dataset (data.gov.au)',
  },
  countries: ['AU'],
  contentTypes: ['text/csv', 'text/plain', 'application/csv', 'application/octet-stream', 'application/vnd.ms-excel'],
  decode,
  rowSchema,
  toHolidays,
  types,
  contentRules,
};
