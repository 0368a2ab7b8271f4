// The Chinese calendar engine (sources/calendars/chinese.ts: the published
// rule GB/T 33661-2017, China time UTC+8) as an independent date of the
// holidays the dataset keeps by the lunisolar calendar: the New Year and its
// days, the Lantern, Dragon Boat, Mid-Autumn and Double Ninth festivals, and
// Taiwan's folk days. Korea (UTC+9) and Vietnam (UTC+7) reckon the calendar
// on their own meridians, so their New Year and Mid-Autumn fall a day apart
// from China's in some years: they are not compared (KR has its own source).
// Buddha's birthday is compared where it is kept on the 8th day of the 4th
// month (Hong Kong, Taiwan), not where it is a full-moon day (Vesak). Days
// that traditions place on different lunar days (Guan Gong's birthday: 5/13
// or 6/24) are left out.
//
// Compared as dates: each holiday of the table below that the dataset has,
// as a run of days under one name, vs the engine's day of it: a run that
// holds that day agrees (China's Spring Festival begins on the eve, and its
// arrangements give days off around each festival); one that does not is
// listed by its first day beside the nearest engine day within 60 days.

import { addDays } from '../../core/dates.js';
import { CHINESE_YEARS, chineseToGregorian } from '../../sources/calendars/chinese.js';
import { yearsWithin, withNeighbours, type CrossSource, type SourceDay } from './source.js';

/** Countries whose lunisolar days are not China's (their own meridian). */
export const OWN_MERIDIAN = new Set(['KR', 'VN', 'KP']);

interface LunarHoliday {
  month: number;
  day: number;
  /** Days after the lunar day (−1: its eve). */
  offset?: number;
  keys: readonly string[];
  /** Only these countries use the keys for this day ("spring festival" is Novruz in Azerbaijan). */
  countries?: readonly string[];
}

const HOLIDAYS: readonly LunarHoliday[] = [
  { month: 1, day: 1, offset: -1, keys: ["chinese new year's eve"] },
  { month: 1, day: 1, keys: ['chinese new year', "lunar new year's day", 'chinese spring festival'] },
  { month: 1, day: 1, keys: ['spring festival'], countries: ['CN'] },
  {
    month: 1,
    day: 2,
    keys: ['chinese new year (2nd day)', 'the second day of lunar new year', 'the second day of the chinese new year'],
  },
  { month: 1, day: 3, keys: ['the third day of lunar new year', 'the third day of the chinese new year'] },
  { month: 1, day: 4, keys: ['the fourth day of lunar new year', 'the forth day of the chinese new year'] },
  { month: 1, day: 15, keys: ['lantern festival'] },
  { month: 2, day: 2, keys: ["earth god's birthday"] },
  { month: 2, day: 19, keys: ["kuan yin's birthday"] },
  { month: 3, day: 15, keys: ["god of medicine's birthday"] },
  { month: 3, day: 23, keys: ["matsu's birthday"] },
  { month: 4, day: 8, keys: ['birthday of the buddha', "buddha's birthday"], countries: ['HK', 'MO', 'TW'] },
  { month: 5, day: 5, keys: ['dragon boat festival', 'tuen ng festival'] },
  { month: 5, day: 13, keys: ["cheng huang's birthday"] },
  { month: 7, day: 7, keys: ['qixi festival'] },
  { month: 7, day: 15, keys: ['ghost festival'] },
  { month: 8, day: 15, keys: ['mid-autumn festival'] },
  { month: 8, day: 16, keys: ['the day following the chinese mid-autumn festival'] },
  { month: 8, day: 17, keys: ['the second day following the chinese mid-autumn festival'] },
  { month: 9, day: 9, keys: ['chung yeung festival', 'double ninth festival'] },
];

/** The holidays each key names, in the table's order: every record of every country is looked up. */
const HOLIDAYS_BY_KEY = new Map<string, LunarHoliday[]>();
for (const holiday of HOLIDAYS)
  for (const key of holiday.keys) HOLIDAYS_BY_KEY.set(key, [...(HOLIDAYS_BY_KEY.get(key) ?? []), holiday]);

const label = (holiday: LunarHoliday) =>
  `${holiday.offset === -1 ? 'eve of ' : ''}lunar ${holiday.month}/${holiday.day}`;

const computed = new Map<string, SourceDay>();
function occurrence(holiday: LunarHoliday, year: number): SourceDay {
  const key = `${label(holiday)}-${year}`;
  let day = computed.get(key);
  if (!day) {
    const date = addDays(chineseToGregorian(year, holiday.month, holiday.day), holiday.offset ?? 0);
    day = { date, name: `${label(holiday)} (China time)`, dayOff: false, holiday: label(holiday) };
    computed.set(key, day);
  }
  return day;
}

const applies = (holiday: LunarHoliday, country: string) =>
  !OWN_MERIDIAN.has(country) && (!holiday.countries || holiday.countries.includes(country));

export const chineseCalendar: CrossSource = {
  id: 'engine:chinese',
  label: 'sources/calendars/chinese.ts, GB/T 33661-2017 (China time)',
  countries: null,
  rule: 'dates: each lunisolar holiday the dataset has (Chinese New Year = lunar 1/1, …; table in pipeline/crosscheck/chinese-calendar.ts), as a run of days that agrees when it holds its day by the Chinese calendar (China time; KR and VN not compared)',
  covers: (country, years) =>
    OWN_MERIDIAN.has(country) ? [] : yearsWithin(years, CHINESE_YEARS.first, CHINESE_YEARS.last - 1),
  days: (country, years) =>
    yearsWithin(withNeighbours(years), CHINESE_YEARS.first, CHINESE_YEARS.last).flatMap((year) =>
      HOLIDAYS.filter((holiday) => applies(holiday, country)).map((holiday) => occurrence(holiday, year)),
    ),
  dates: {
    select: () => true,
    day: 'date',
    runHolds: true,
    holidayOf: (record) => {
      const holiday = HOLIDAYS_BY_KEY.get(record.key)?.find((each) => applies(each, record.country));
      return holiday ? label(holiday) : null;
    },
  },
};
