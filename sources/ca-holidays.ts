// Source `ca-holidays`: the Canada Holidays API
// (https://canada-holidays.ca/api/v1/holidays?year=YYYY), one URL per year.
// Each holiday has its day, the day it is observed, English and French
// names, whether it is federal, and the provinces and territories that
// observe it.

import { z } from 'zod';
import { addDays, isCalendarDay, zonedMidnight } from '../core/dates.js';
import { sourceTypes } from '../core/type-map.js';
import type { SourceHoliday } from '../core/types.js';
import { holidayKey } from '../core/languages.js';
import { payloadJson, payloadName, PayloadDecodeError } from './decoding.js';
import { LATIN, type ContentRules } from './content-rules.js';
import type { OfficialSource, Payload, RawRow } from './official.js';

export const id = 'ca-holidays';

export const PROVINCE_ZONES: Readonly<Record<string, string>> = {
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  MB: 'America/Winnipeg',
  NB: 'America/Moncton',
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  NT: 'America/Yellowknife',
  NU: 'America/Iqaluit',
  ON: 'America/Toronto',
  PE: 'America/Halifax',
  QC: 'America/Toronto',
  SK: 'America/Regina',
  YT: 'America/Whitehorse',
};
const PROVINCES = Object.keys(PROVINCE_ZONES) as [string, ...string[]];
/** The zone of a nationwide record, as date-holidays gives it. */
const NATIONAL_ZONE = 'America/Toronto';

const isoDay = z.string().refine(isCalendarDay, 'must be a calendar day YYYY-MM-DD');
/** The API writes flags as 0/1; accept booleans too. */
const flag = z.union([z.literal(0), z.literal(1), z.boolean()]);

const rowSchema = z.object({
  id: z.union([z.number(), z.string()]),
  date: isoDay,
  observedDate: isoDay,
  nameEn: z.string().trim().min(1, 'must not be empty'),
  nameFr: z.string().trim().min(1, 'must not be empty'),
  federal: flag,
  provinces: z.array(z.object({ id: z.enum(PROVINCES), optional: flag.optional() })),
});
export type CaHolidaysRow = z.infer<typeof rowSchema>;

function decode(payloads: readonly Payload[]): RawRow[] {
  return payloads.flatMap((payload) => {
    const data = payloadJson(payload);
    const holidays = typeof data === 'object' && data !== null ? (data as { holidays?: unknown }).holidays : undefined;
    if (!Array.isArray(holidays)) throw new PayloadDecodeError(`${payload.url}: expected {"holidays": [...]}`);
    return holidays.map((row, index) => ({ label: `${payloadName(payload)}: holiday ${index}`, row }));
  });
}

function toHolidays(row: CaHolidaysRow): SourceHoliday[] {
  const names = { en: row.nameEn.trim(), fr: row.nameFr.trim() };
  const observed = row.observedDate !== row.date ? row.observedDate : undefined;
  const statutory = row.provinces.filter((province) => !province.optional);
  // Federal days are nationwide; so is a day every province and territory keeps.
  const national =
    Boolean(row.federal) || PROVINCES.every((code) => statutory.some((province) => province.id === code));
  const places = national
    ? [{ scope: null, category: 'statutory' }]
    : row.provinces.map((province) => ({ scope: province.id, category: province.optional ? 'optional' : 'statutory' }));

  return places.flatMap(({ scope, category }) => {
    const type = types.type(category, false);
    if (type === null) return [];
    const timezone = scope === null ? NATIONAL_ZONE : PROVINCE_ZONES[scope]!;
    return [
      {
        source: id,
        country: 'CA',
        scope: scope === null ? null : `CA-${scope}`,
        date: row.date,
        ...(observed ? { observed } : {}),
        substitute: false,
        key: holidayKey(names.en),
        names,
        localLanguage: 'en',
        type,
        start: zonedMidnight(row.date, timezone),
        end: zonedMidnight(addDays(row.date, 1), timezone),
        timezone,
      },
    ];
  });
}

/** A statutory holiday is a day off; one a province lists as optional, employers need not give. */
const types = sourceTypes(id, [
  { category: 'statutory', religious: false, type: 'public' },
  { category: 'optional', religious: false, type: 'observance' },
]);

const contentRules: ContentRules = {
  dateField: 'date',
  nameLanguage: 'en',
  scripts: { en: LATIN, fr: LATIN },
  maxNewNameShare: 0.2,
  minDaysPerYear: 5,
};

export const caHolidays: OfficialSource<CaHolidaysRow> = {
  id,
  provenance: {
    homepage: 'https://canada-holidays.ca/api',
    licence: 'MIT',
    attribution: 'Canada Holidays API by Paul Craig (canada-holidays.ca)',
  },
  countries: ['CA'],
  contentTypes: ['application/json', 'text/json'],
  decode,
  rowSchema,
  toHolidays,
  types,
  contentRules,
};
