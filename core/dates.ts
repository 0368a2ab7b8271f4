// Calendar-day arithmetic on YYYY-MM-DD strings, in UTC so that no machine
// time zone or locale leaks into the output.

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export function dayToMs(day: string): number {
  // Read digit by digit: a build converts days millions of times, and a regular expression's match costs more.
  if (day.length === 10 && day.charCodeAt(4) === 45 && day.charCodeAt(7) === 45) {
    const year = digits(day, 0, 4);
    const month = digits(day, 5, 7);
    const date = digits(day, 8, 10);
    if (year >= 0 && month >= 0 && date >= 0) return Date.UTC(year, month - 1, date);
  }
  throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
}

/** The number the ASCII digits of text[from, to) spell, or -1 when one is not a digit. */
function digits(text: string, from: number, to: number): number {
  let value = 0;
  for (let index = from; index < to; index++) {
    const digit = text.charCodeAt(index) - 48;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

export function msToDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** true when `day` is a real calendar day in YYYY-MM-DD form. */
export function isCalendarDay(day: string): boolean {
  return (
    ISO_DAY.test(day) &&
    (() => {
      const ms = dayToMs(day);
      return msToDay(ms) === day;
    })()
  );
}

/** true when `zone` is an IANA time zone the runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export function addDays(day: string, days: number): string {
  return msToDay(dayToMs(day) + days * DAY_MS);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((dayToMs(to) - dayToMs(from)) / DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  return new Date(dayToMs(day)).getUTCDay();
}

export function yearOf(day: string): number {
  // Digit by digit: a build asks some millions of times, and a slice and its parse were a percent of it.
  let year = 0;
  for (let at = 0; at < 4; at++) {
    const digit = day.charCodeAt(at) - 48;
    if (!(digit >= 0 && digit <= 9)) return Number.NaN;
    year = year * 10 + digit;
  }
  return year;
}

export { DAY_MS };

/** The wall-clock time of an instant in an IANA time zone. */
export interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Wall clocks already read, by zone and instant: a build asks for the same midnights again and again. */
const wallClocks = new Map<string, WallClock>();
/** Past this many, the remembered wall clocks are dropped and gathered again. */
const WALL_CLOCKS_KEPT = 50_000;

/** The wall clock of `ms` (whole seconds) in `timeZone`, read from the platform's tz database. */
export function wallClock(ms: number, timeZone: string): WallClock {
  const key = `${timeZone} ${ms}`;
  let clock = wallClocks.get(key);
  if (!clock) {
    if (wallClocks.size >= WALL_CLOCKS_KEPT) wallClocks.clear();
    clock = readWallClock(ms, timeZone);
    wallClocks.set(key, clock);
  }
  return clock;
}

function readWallClock(ms: number, timeZone: string): WallClock {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const part of format.formatToParts(ms)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const asUtc = (clock: WallClock) =>
  Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);

/** The instant (ms) of a wall-clock time in `timeZone`, the wall time given as if it were UTC (`Date.UTC(...)`). */
function zonedWallMs(wallAsUtc: number, timeZone: string): number {
  let guess = wallAsUtc;
  // Two rounds settle the offset, DST changes included.
  for (let round = 0; round < 2; round++) {
    const whole = Math.floor(guess / 1000) * 1000;
    guess = wallAsUtc - (asUtc(wallClock(whole, timeZone)) - whole);
  }
  return guess;
}

/** The instant (ms) local midnight starts `day` in `timeZone`. */
export function zonedMidnightMs(day: string, timeZone: string): number {
  return zonedWallMs(dayToMs(day), timeZone);
}

/**
 * An instant moved by whole calendar days at the same wall-clock time in `timeZone`: across a DST change the move
 * is a day of 23 or 25 hours, not 24 (a holiday from midnight stays from midnight). Without a zone, 24-hour days.
 */
export function shiftByDays(iso: string, days: number, timeZone: string | undefined): string {
  const ms = Date.parse(iso);
  if (!timeZone || days === 0) return new Date(ms + days * DAY_MS).toISOString();
  const whole = Math.floor(ms / 1000) * 1000;
  const wall = asUtc(wallClock(whole, timeZone)) + (ms - whole);
  return new Date(zonedWallMs(wall + days * DAY_MS, timeZone)).toISOString();
}

/** The UTC instant of local midnight starting `day` in an IANA time zone, RFC 3339. */
export function zonedMidnight(day: string, timeZone: string): string {
  return new Date(zonedMidnightMs(day, timeZone)).toISOString();
}
