// Islamic (Hijri) calendar ↔ Gregorian calendar, by Node's ICU.
//
// Three reckonings, as ICU names them:
// - `umalqura` (`islamic-umalqura`): Saudi Arabia's Umm al-Qura calendar, from
//   ICU's month-length table for 1300–1600 AH. Outside those years ICU falls
//   back to the civil arithmetic silently, so this module refuses them
//   (RangeError) rather than pass civil dates off as Umm al-Qura.
// - `civil` (`islamic-civil`): the tabular calendar, leap years 2, 5, 7, 10, 13,
//   16, 18, 21, 24, 26, 29 of 30, civil epoch (Friday 16 July 622, Julian).
// - `tbla` (`islamic-tbla`): the same table from the astronomical epoch
//   (Thursday 15 July 622): always one day before `civil`.
//
// Days are civil (midnight to midnight) Gregorian dates, `YYYY-MM-DD`; no time
// zone enters (ICU is read in UTC on the day's UTC midnight). The Islamic day
// that begins at the previous sunset is not modelled.
//
// Tests (test/sources/calendars/islamic.test.ts) compare ICU with published
// tables: every month start of 1420–1450 AH with the Umm al-Qura table of the
// `@tabby_ai/hijri-converter` package (a port of dralshehri/hijridate, checked
// against the printed Umm al-Qura comparative calendars for 1412–1450 AH); the
// civil reckoning with the sample dates of Reingold & Dershowitz, "Calendrical
// Calculations", appendix C. ICU agrees with that Umm al-Qura table on every
// month from 1420 to 1450 AH (April 1999 – May 2029) only. Before 1420 (the
// calendar's earlier rules) 529 of 924 months differ by a day or two. From 1451
// AH on, 211 of 600 months through 1500 AH start a day later in ICU than in
// the table (KACST's data) — about four a year, Ramadan, Shawwal and Dhu
// al-Hijjah included (1 Shawwal 1454: table 2 January 2033, ICU 3 January).
// Verify dates beyond 1450 AH before publishing them.

export type IslamicReckoning = 'umalqura' | 'civil' | 'tbla';

export interface HijriDate {
  year: number;
  /** 1 (Muharram) … 12 (Dhu al-Hijjah). */
  month: number;
  /** 1 … 30. */
  day: number;
}

const ICU_CALENDAR: Record<IslamicReckoning, string> = {
  umalqura: 'islamic-umalqura',
  civil: 'islamic-civil',
  tbla: 'islamic-tbla',
};

/** The Hijri years ICU's Umm al-Qura table covers; outside them ICU answers with the civil calendar. */
export const UMALQURA_YEARS = { first: 1300, last: 1600 } as const;

const DAY_MS = 86_400_000;
/** The mean length of a month of the 30-year tabular cycle (10631 days / 360 months). */
const MEAN_MONTH = 10_631 / 360;
/** 1 Muharram 1 AH (civil epoch, Julian 16 July 622) as days since 1970-01-01. */
const CIVIL_EPOCH_DAY = -492_148;

const formatters = new Map<IslamicReckoning, Intl.DateTimeFormat>();

function formatterOf(reckoning: IslamicReckoning): Intl.DateTimeFormat {
  let formatter = formatters.get(reckoning);
  if (!formatter) {
    const calendar = ICU_CALENDAR[reckoning];
    if (!calendar) throw new RangeError(`unknown Islamic reckoning "${String(reckoning)}"`);
    formatter = new Intl.DateTimeFormat(`en-u-ca-${calendar}-nu-latn`, {
      timeZone: 'UTC',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    // An ICU without the calendar would format in the Gregorian calendar without a word.
    if (formatter.resolvedOptions().calendar !== calendar)
      throw new Error(`this Node's ICU has no "${calendar}" calendar`);
    formatters.set(reckoning, formatter);
  }
  return formatter;
}

/** `YYYY-MM-DD` → days since 1970-01-01 (proleptic Gregorian); throws on anything else. */
function dayNumberOf(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match) {
    const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear puts them back.
    const day = new Date(ms);
    day.setUTCFullYear(Number(match[1]));
    if (isoOf(day.getTime() / DAY_MS) === date) return day.getTime() / DAY_MS;
  }
  throw new RangeError(`not a calendar date (YYYY-MM-DD): "${date}"`);
}

/** Days since 1970-01-01 → `YYYY-MM-DD`. */
function isoOf(dayNumber: number): string {
  const iso = new Date(dayNumber * DAY_MS).toISOString();
  if (!/^\d{4}-/.test(iso)) throw new RangeError(`date out of range (years 0001–9999): day ${dayNumber}`);
  return iso.slice(0, 10);
}

function hijriOfDay(dayNumber: number, reckoning: IslamicReckoning): HijriDate {
  const parts = formatterOf(reckoning).formatToParts(new Date(dayNumber * DAY_MS));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value;
  const year = Number(part('year'));
  const month = Number(part('month'));
  const day = Number(part('day'));
  // Before 1 AH ICU counts years backwards under another era; this module speaks AH only.
  if (part('era') !== 'AH' || !(year >= 1) || !(month >= 1 && month <= 12) || !(day >= 1 && day <= 30)) {
    throw new RangeError(
      `no AH date for day ${isoOf(dayNumber)} (ICU says ${parts.map((each) => each.value).join('')})`,
    );
  }
  const hijri = { year, month, day };
  checkUmalquraYear(hijri.year, reckoning);
  return hijri;
}

function checkUmalquraYear(year: number, reckoning: IslamicReckoning): void {
  if (reckoning === 'umalqura' && (year < UMALQURA_YEARS.first || year > UMALQURA_YEARS.last)) {
    throw new RangeError(
      `${year} AH is outside ICU's Umm al-Qura table (${UMALQURA_YEARS.first}–${UMALQURA_YEARS.last} AH)`,
    );
  }
}

/** The Hijri date, in the given reckoning, of a Gregorian day. */
export function hijriOf(date: string, reckoning: IslamicReckoning): HijriDate {
  return hijriOfDay(dayNumberOf(date), reckoning);
}

/** The month count of a Hijri year and month since the epoch (1 Muharram 1 AH is 0). */
const monthIndex = (year: number, month: number) => (year - 1) * 12 + (month - 1);

/**
 * The Gregorian day of a Hijri date. A 30th that the month does not have (a
 * 29-day month) is a RangeError, never the next month's first day.
 */
export function gregorianOf(hijri: HijriDate, reckoning: IslamicReckoning): string {
  const { year, month, day } = hijri;
  if (
    !Number.isInteger(year) ||
    year < 1 ||
    !Number.isInteger(month) ||
    month < 1 ||
    month > 12 ||
    !Number.isInteger(day) ||
    day < 1 ||
    day > 30
  ) {
    throw new RangeError(`not a Hijri date: ${JSON.stringify(hijri)}`);
  }
  checkUmalquraYear(year, reckoning);
  const target = monthIndex(year, month);
  // The mean month puts the estimate within a day or two of the day; each step below lands on the month at once.
  let dayNumber = CIVIL_EPOCH_DAY + Math.floor(target * MEAN_MONTH) + (day - 1);
  for (let step = 0; step < 6; step++) {
    const found = hijriOfDay(dayNumber, reckoning);
    const monthsApart = target - monthIndex(found.year, found.month);
    if (monthsApart === 0) {
      const candidate = dayNumber + (day - found.day);
      const check = hijriOfDay(candidate, reckoning);
      if (check.year === year && check.month === month && check.day === day) return isoOf(candidate);
      throw new RangeError(`${year}-${month} AH (${reckoning}) has no day ${day}`);
    }
    dayNumber += Math.round(monthsApart * MEAN_MONTH) + (day - found.day);
  }
  throw new Error(`no Gregorian day found for ${year}-${month}-${day} AH (${reckoning})`);
}

/**
 * Every Gregorian day, in one Gregorian year, that has the given Hijri month and
 * day (in any Hijri year), sorted: none, one, or two (a Hijri year is about 11
 * days shorter, so a date early in January comes back late in December about
 * every 33 years). A 30th is left out in the years its month has 29 days.
 */
export function occurrencesInGregorianYear(
  month: number,
  day: number,
  gregorianYear: number,
  reckoning: IslamicReckoning,
): string[] {
  if (!Number.isInteger(gregorianYear) || gregorianYear < 1 || gregorianYear > 9999)
    throw new RangeError(`not a Gregorian year: ${gregorianYear}`);
  const first = `${String(gregorianYear).padStart(4, '0')}-01-01`;
  const last = `${String(gregorianYear).padStart(4, '0')}-12-31`;
  const found: string[] = [];
  for (let year = hijriOf(first, reckoning).year; year <= hijriOf(last, reckoning).year; year++) {
    let date: string;
    try {
      date = gregorianOf({ year, month, day }, reckoning);
    } catch (error) {
      if (day === 30 && error instanceof RangeError && /has no day/.test(error.message)) continue;
      throw error;
    }
    if (date >= first && date <= last) found.push(date);
  }
  return found.sort();
}
