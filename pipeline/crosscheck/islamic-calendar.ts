// The Islamic calendar engine (sources/calendars/islamic.ts) in Saudi
// Arabia's Umm al-Qura reckoning, as an independent date of the holidays the
// dataset keeps by the Hijri calendar. Umm al-Qura is a computed calendar:
// most countries fix Eid and the other days by sighting the new moon, a day
// or two after (or, rarely, before) it, and announce them a day ahead; the
// dataset's days there are estimates. A day apart is what this comparison
// exists to show, not an error in itself.
//
// Only the Hijri years 1420–1450 (April 1999 – May 2029) are used: there ICU
// agrees with the published Umm al-Qura table on every month (see the
// engine's README); the Gregorian years wholly inside them (2000–2028) are
// covered.
//
// Compared as dates: each holiday of the table below that the dataset has,
// by its first day (a holiday of several days, Eid al-Fitr's three, is
// dated by the first), vs the engine's day of it, the nearest within 60
// days. A holiday the dataset does not have is not compared. An estimate:
// where the dataset's day is a government's announced day (a cited entry of
// sources/calendars/announced.json, or an official feed's), the other day is
// explained by the announcement (pipeline/crosscheck/announced.ts).

import { gregorianOf, hijriOf, occurrencesInGregorianYear, type HijriDate } from '../../sources/calendars/islamic.js';
import { yearOf } from '../../core/dates.js';
import { yearsWithin, withNeighbours, type CrossSource, type SourceDay } from './source.js';

/** The Hijri years where the engine's Umm al-Qura dates are those of the published table. */
export const VERIFIED_HIJRI_YEARS = { first: 1420, last: 1450 } as const;

const MONTHS = [
  'Muharram',
  'Safar',
  "Rabi' al-Awwal",
  "Rabi' al-Thani",
  'Jumada al-Ula',
  'Jumada al-Akhirah',
  'Rajab',
  "Sha'ban",
  'Ramadan',
  'Shawwal',
  "Dhu al-Qa'dah",
  'Dhu al-Hijjah',
];

/** The Hijri day of each holiday, by the dataset's keys (normalised English names). */
const HOLIDAYS: readonly { month: number; day: number; keys: readonly string[] }[] = [
  { month: 1, day: 1, keys: ['islamic new year'] },
  { month: 1, day: 9, keys: ['tasoua'] },
  { month: 1, day: 10, keys: ['day of ashura', 'ashura', 'ashoura'] },
  { month: 2, day: 18, keys: ['grand magal of touba'] },
  { month: 2, day: 20, keys: ['arbaeen-e hosseini'] },
  { month: 2, day: 28, keys: ['demise of prophet muhammad and imam hassan (mujtaba)'] },
  {
    month: 3,
    day: 12,
    keys: [
      'birthday of muhammad (mawlid)',
      'mawlid',
      'maulid day',
      "milad-un-nabi (holy prophet's birthday)",
      'hari maulaud nabi',
      'youman nabi',
    ],
  },
  { month: 3, day: 17, keys: ['birthday of muhammad prophet'] },
  { month: 6, day: 3, keys: ['martyrdom of fatima-zahara'] },
  { month: 7, day: 13, keys: ['birthday of imam ali'] },
  { month: 7, day: 27, keys: ["laylat al-mi'raj", 'mabaas of muhammad'] },
  { month: 8, day: 15, keys: ["laylat al-bara'at", 'birthday of imam mahdi'] },
  { month: 9, day: 1, keys: ['first day of ramadan'] },
  { month: 9, day: 17, keys: ['nuzul al-quran', 'day of nuzul al-quran'] },
  { month: 9, day: 21, keys: ['martyrdom of imam ali'] },
  { month: 9, day: 27, keys: ['laylat al-qadr', 'lailat al-qadr'] },
  {
    month: 10,
    day: 1,
    keys: [
      'end of ramadan (eid al-fitr)',
      'eid al-fitr',
      'eid-ul-fitr',
      'eid al fitri',
      'id el fitr',
      'id-ul-fitr (ramazan festival day)',
      'eid al-fitr (markhash)',
      'holyday for fetr eeid',
      'hari raya puasa',
      'korité',
      'uraza-bayram',
    ],
  },
  { month: 10, day: 25, keys: ['martyrdom of imam jafar'] },
  { month: 12, day: 9, keys: ['arafat day'] },
  {
    month: 12,
    day: 10,
    keys: [
      'feast of the sacrifice (eid al-adha)',
      'eid al-adha',
      'eid ul adha',
      'eid al-adha (ghurba)',
      'hari raya haji',
      'tabaski',
      'id el kabir',
      'kurban-bayram',
    ],
  },
  { month: 12, day: 18, keys: ['eid al-ghadeer'] },
];

const label = (month: number, day: number) => `${day} ${MONTHS[month - 1]}`;
const BY_KEY = new Map(
  HOLIDAYS.flatMap((holiday) => holiday.keys.map((key) => [key, label(holiday.month, holiday.day)] as const)),
);

const verified = (hijri: HijriDate) =>
  hijri.year >= VERIFIED_HIJRI_YEARS.first && hijri.year <= VERIFIED_HIJRI_YEARS.last;

/** The Gregorian years wholly inside the verified Hijri years. */
export const COVERED_YEARS = (() => {
  const first = gregorianOf({ year: VERIFIED_HIJRI_YEARS.first, month: 1, day: 1 }, 'umalqura');
  const after = gregorianOf({ year: VERIFIED_HIJRI_YEARS.last + 1, month: 1, day: 1 }, 'umalqura');
  return { from: first.endsWith('-01-01') ? yearOf(first) : yearOf(first) + 1, to: yearOf(after) - 1 };
})();

// One computation per holiday and year, whatever the number of countries.
const computed = new Map<string, SourceDay[]>();
function occurrences(month: number, day: number, year: number): SourceDay[] {
  const key = `${month}-${day}-${year}`;
  let days = computed.get(key);
  if (!days) {
    days = occurrencesInGregorianYear(month, day, year, 'umalqura').flatMap((date) => {
      const hijri = hijriOf(date, 'umalqura');
      return verified(hijri)
        ? [
            {
              date,
              name: `${label(month, day)} ${hijri.year} AH (Umm al-Qura)`,
              dayOff: false,
              holiday: label(month, day),
            },
          ]
        : [];
    });
    computed.set(key, days);
  }
  return days;
}

export const islamicCalendar: CrossSource = {
  id: 'engine:islamic',
  label: 'sources/calendars/islamic.ts, Umm al-Qura (ICU)',
  countries: null,
  rule: 'dates: each Hijri-calendar holiday the dataset has (Eid al-Fitr = 1 Shawwal, …; table in pipeline/crosscheck/islamic-calendar.ts), by its first day, vs its Umm al-Qura day (1420–1450 AH); sighting countries often differ by a day',
  covers: (_country, years) => yearsWithin(years, COVERED_YEARS.from, COVERED_YEARS.to),
  days: (_country, years) =>
    withNeighbours(years).flatMap((year) =>
      HOLIDAYS.flatMap((holiday) => occurrences(holiday.month, holiday.day, year)),
    ),
  dates: { select: () => true, day: 'date', holidayOf: (record) => BY_KEY.get(record.key) ?? null, estimate: true },
};
